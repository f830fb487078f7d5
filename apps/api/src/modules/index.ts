import type { App } from '../app-types.ts';
import { apiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { webhooksModule } from './webhooks/webhooks.routes.ts';
import { gdprRoutes } from './gdpr/gdpr.routes.ts';
import { reportsSpaceRoutes } from './reports/reports-space.routes.ts';
import { reportsDebtorsRoutes } from './reports/reports-debtors.routes.ts';
import { reportsRevenueRoutes } from './reports/reports-revenue.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { checkinRoutes } from './checkin/checkin.routes.ts';
import { availabilityRoutes } from './bookings/availability.routes.ts';
import { blocksRoutes } from './blocks/blocks.routes.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { bookingSeriesRoutes } from './booking-series/booking-series.routes.ts';
import { barsRoutes } from './bars/bars.routes.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { productsRoutes } from './products/products.routes.ts';
import { clientsRoutes } from './clients/clients.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { devOutboxRoutes } from './dev/outbox.routes.ts';
import { guestsRoutes } from './guests/guests.routes.ts';
import { campaignsRoutes } from './campaigns/campaigns.routes.ts';
import { offersRoutes } from './offers/offers.routes.ts';
import { offerUsersRoutes } from './offer-users/offer-users.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { billingRunRoutes } from './billing-run/billing-run.routes.ts';
import { invoiceDocumentsRoutes } from './invoice-documents/invoice-documents.routes.ts';
import { invoicePaymentsRoutes } from './invoice-payments/invoice-payments.routes.ts';
import { invoiceSettingsRoutes } from './invoice-settings/invoice-settings.routes.ts';
import { dunningRoutes, dunningSettingsRoutes } from './dunning/dunning.routes.ts';
import { lookupsRoutes } from './lookups/lookups.routes.ts';
import { membersRoutes } from './members/members.routes.ts';
import { membershipsRoutes } from './memberships/memberships.routes.ts';
import { staffProfileRoutes } from './staff-profile/staff-profile.routes.ts';
import { officesRoutes } from './offices/offices.routes.ts';
import { plansRoutes } from './plans/plans.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { teamsRoutes } from './teams/teams.routes.ts';
import { themeRoutes } from './theme/theme.routes.ts';
import { floorsRoutes } from './floors/floors.routes.ts';
import { resourcesRoutes } from './resources/resources.routes.ts';
import { workAreasRoutes } from './work-areas/work-areas.routes.ts';
import { bookingRulesRoutes } from './booking-rules/booking-rules.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { spaceLookupsRoutes } from './lookups/space-lookups.routes.ts';
import { calendarFeedsRoutes } from './calendar-feeds/calendar-feeds.routes.ts';
import { liveRoutes } from './live/live.routes.ts';
import { xeroRoutes } from './xero/xero.routes.ts';
import { paymentWebhookRoutes, paymentsRoutes, paymentsSettingsRoutes } from './payments/payments.routes.ts';
import { invoiceOnlineRoutes, onlinePaymentsRoutes } from './payments/refunds.routes.ts';
import { portalPaymentMethodRoutes, teamPaymentMethodRoutes } from './payments/saved-methods.routes.ts';
import { portalAuthRoutes } from './portal/portal-auth.routes.ts';
import { portalRoutes } from './portal/portal.routes.ts';
import { portalAppRoutes } from './portal/portal-app.routes.ts';
import { portalAccessRoutes } from './portal-admin/portal-access.routes.ts';
import { portalRequestsRoutes } from './portal-admin/portal-requests.routes.ts';
import { portalSettingsRoutes } from './portal-admin/portal-settings.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { unsubscribeRoutes } from './unsubscribe/unsubscribe.routes.ts';
import { noticesRoutes, portalNoticesRoutes } from './notices/notices.routes.ts';
import { portalTicketsRoutes } from './tickets/portal-tickets.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { ticketsRoutes } from './tickets/tickets.routes.ts';
import { authTwoFactorRoutes } from './auth/auth-two-factor.routes.ts';
import { portalTwoFactorLoginRoutes } from './portal/portal-two-factor.routes.ts';
import { portalTwoFactorRoutes, twoFactorRoutes } from './two-factor/two-factor.routes.ts';
import { auditLogRoutes } from './audit/audit-log.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';

/** Every API module; a new area adds its routes here. */
export const modules: ((app: App) => Promise<void>)[] = [
  authRoutes,
  clientsRoutes,
  staffProfileRoutes,
  devOutboxRoutes,
  membersRoutes,
  teamsRoutes,
  guestsRoutes,
  campaignsRoutes,
  offersRoutes,
  offerUsersRoutes,
  membershipsRoutes,
  invoicesRoutes,
  billingRunRoutes,
  invoiceDocumentsRoutes,
  invoicePaymentsRoutes,
  invoiceSettingsRoutes,
  dunningSettingsRoutes,
  dunningRoutes,
  lookupsRoutes,
  dashboardRoutes,
  notificationsRoutes,
  staffRoutes,
  apiKeysRoutes,
  plansRoutes,
  officesRoutes,
  themeRoutes,
  floorsRoutes,
  resourcesRoutes,
  workAreasRoutes,
  uploadsRoutes,
  spaceLookupsRoutes,
  categoriesRoutes,
  productsRoutes,
  barsRoutes,
  ordersRoutes,
  bookingsRoutes,
  bookingSeriesRoutes,
  availabilityRoutes,
  blocksRoutes,
  bookingRulesRoutes,
  checkinRoutes,
  calendarFeedsRoutes,
  liveRoutes,
  xeroRoutes,
  paymentsSettingsRoutes,
  paymentsRoutes,
  paymentWebhookRoutes,
  invoiceOnlineRoutes,
  onlinePaymentsRoutes,
  portalPaymentMethodRoutes,
  teamPaymentMethodRoutes,
  portalAuthRoutes,
  portalRoutes,
  portalAppRoutes,
  portalSettingsRoutes,
  portalAccessRoutes,
  unsubscribeRoutes,
  portalRequestsRoutes,
  noticesRoutes,
  portalNoticesRoutes,
  eventsRoutes,
  ticketsRoutes,
  portalTicketsRoutes,
  authTwoFactorRoutes,
  twoFactorRoutes,
  portalTwoFactorRoutes,
  portalTwoFactorLoginRoutes,
  sessionsRoutes,
  auditLogRoutes,
  jobsRoutes,
  webhooksModule,
  gdprRoutes,
  reportsSpaceRoutes,
  reportsDebtorsRoutes,
  reportsRevenueRoutes,
];
