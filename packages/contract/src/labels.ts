/**
 * One status vocabulary (issue 10 item 10): every enum the screens show has ONE label map, used by every table,
 * chip, filter and CSV export. Maps that live next to their state machine or area (invoices, bookings, orders,
 * campaigns, …) stay there; this file adds the rest and lists them all in ENUM_LABELS, so a test can check that
 * every value of every enum has a label.
 */
import { OFFICE_STATUSES, OFFICE_VISIBILITIES, PLAN_STATUSES, STAFF_ROLES, STAFF_ROLE_LABELS, STAFF_STATUSES } from './account.ts';
import { ATTENDEE_STATE_LABELS, ATTENDEE_STATES } from './event-capacity.ts';
import { EVENT_STATUS_LABELS, EVENT_STATUSES } from './events.ts';
import { BILLING_KINDS, BILLING_KIND_LABELS, BILLING_RUN_TRIGGERS, BILLING_RUN_TRIGGER_LABELS } from './billing.ts';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from './booking-status.ts';
import { NOTICE_STATUSES, NOTICE_STATUS_LABELS } from './notices.ts';
import { BOOKING_CHANNELS, BOOKING_CHANNEL_LABELS, BOOKING_ORIGINS, BOOKING_ORIGIN_LABELS, BOOKING_TYPES, BOOKING_TYPE_LABELS } from './bookings.ts';
import { BAR_STATUSES, PRODUCT_STATUSES } from './fandd.ts';
import {
  PORTAL_DESK_STATUSES,
  PORTAL_REQUEST_STATUSES,
  PORTAL_REQUEST_STATUS_LABELS,
  PORTAL_STATUSES,
  PORTAL_STATUS_LABELS,
} from './portal-statuses.ts';
import {
  INVOICE_DATA_STATUSES,
  INVOICE_LIST_STATUSES,
  INVOICE_LIST_STATUS_LABELS,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPES,
  INVOICE_TYPE_LABELS,
  LINE_PAYMENT_TYPES,
  LINE_PAYMENT_TYPE_LABELS,
  LINE_STATUSES,
  LINE_STATUS_LABELS,
} from './invoices.ts';
import { BALANCE_STATES, INVOICE_KINDS, PAYMENT_METHODS } from './invoice-payments.ts';
import { INVOICE_DUE_STATES, INVOICE_DUE_STATE_LABELS, INVOICE_EVENT_KINDS, INVOICE_EVENT_KIND_LABELS } from './invoice-documents.ts';
import { CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS, OFFER_STATUSES, OFFER_TYPES, OFFER_TYPE_LABELS, OFFER_USER_STATUSES } from './marketing.ts';
import { GUEST_STATUSES } from './guests.ts';
import { MEMBER_ROLES, MEMBER_ROLE_LABELS, MEMBER_STATUSES, PRESENCES, PRESENCE_LABELS } from './members.ts';
import { MEMBERSHIP_ALL_STATUSES } from './memberships.ts';
import { MAP_STATUSES } from './occupancy.ts';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from './order-status.ts';
import { CLIENT_ROLES, VISIBILITIES } from './session.ts';
import { TEAM_STATUSES } from './teams.ts';
import { SAVED_METHOD_TYPES, SAVED_METHOD_TYPE_LABELS } from './saved-methods.ts';
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from './tickets.ts';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from './webhooks.ts';
import { AREA_TYPES, AREA_TYPE_LABELS, RESOURCE_STATUSES, RESOURCE_TYPES, RESOURCE_TYPE_LABELS, WORK_AREA_STATUSES } from './space.ts';

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** A stored code as words, for a value no map knows (never expected; keeps an unknown code readable). */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of a value in its enum's map; '' for no value. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return labels[value] ?? humanize(value);
}

/** 'Yes' / 'No' for a flag, in tables and exports alike. */
export const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

const ACTIVE = { active: 'Active', inactive: 'Inactive' } as const;

export const STAFF_STATUS_LABELS: Labels<typeof STAFF_STATUSES> = { ...ACTIVE };
export const OFFICE_STATUS_LABELS: Labels<typeof OFFICE_STATUSES> = { ...ACTIVE };
export const OFFICE_VISIBILITY_LABELS: Labels<typeof OFFICE_VISIBILITIES> = { public: 'Public', private: 'Private' };
export const PLAN_STATUS_LABELS: Labels<typeof PLAN_STATUSES> = { ...ACTIVE };
export const MEMBER_STATUS_LABELS: Labels<typeof MEMBER_STATUSES> = { ...ACTIVE };
export const TEAM_STATUS_LABELS: Labels<typeof TEAM_STATUSES> = { ...ACTIVE };
export const GUEST_STATUS_LABELS: Labels<typeof GUEST_STATUSES> = { ...ACTIVE, former: 'Former' };
/** Every membership status the list, the add form and the profile dialog use. */
export const MEMBERSHIP_STATUS_LABELS: Labels<typeof MEMBERSHIP_ALL_STATUSES> = {
  active: 'Active',
  finished: 'Finished',
  pending_payment: 'Pending payment',
  cancelled: 'Cancelled',
  pending: 'Pending',
  none: 'None',
};
export const INVOICE_DATA_STATUS_LABELS: Labels<typeof INVOICE_DATA_STATUSES> = { ...ACTIVE };
export const PRODUCT_STATUS_LABELS: Labels<typeof PRODUCT_STATUSES> = { available: 'Available', unavailable: 'Unavailable' };
export const BAR_STATUS_LABELS: Labels<typeof BAR_STATUSES> = { ...ACTIVE };
export const RESOURCE_STATUS_LABELS: Labels<typeof RESOURCE_STATUSES> = { ...ACTIVE };
export const WORK_AREA_STATUS_LABELS: Labels<typeof WORK_AREA_STATUSES> = { ...ACTIVE, pending: 'Pending' };
export const MAP_STATUS_LABELS: Labels<typeof MAP_STATUSES> = { free: 'Free', booked: 'Booked', inactive: 'Inactive', blocked: 'Blocked' };
/** The portal's desk map adds the member's own desks. */
export const PORTAL_DESK_STATUS_LABELS: Labels<typeof PORTAL_DESK_STATUSES> = { ...MAP_STATUS_LABELS, mine: 'Yours' };
export const OFFER_STATUS_LABELS: Labels<typeof OFFER_STATUSES> = { ...ACTIVE };
export const OFFER_USER_STATUS_LABELS: Labels<typeof OFFER_USER_STATUSES> = {
  new: 'New',
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
export const CLIENT_ROLE_LABELS: Labels<typeof CLIENT_ROLES> = {
  private: 'Private company',
  coworking: 'Coworking',
  other: 'Other',
  pending: 'Pending',
  broker: 'Broker',
};
export const CLIENT_VISIBILITY_LABELS: Labels<typeof VISIBILITIES> = { private: 'Private', protected: 'Hybrid', public: 'Public' };

export const PAYMENT_METHOD_LABELS: Labels<typeof PAYMENT_METHODS> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  direct_debit: 'Direct debit',
  other: 'Other',
};
export const INVOICE_KIND_LABELS: Labels<typeof INVOICE_KINDS> = { invoice: 'Invoice', credit_note: 'Credit note' };
export const BALANCE_STATE_LABELS: Labels<typeof BALANCE_STATES> = { unpaid: 'Unpaid', partial: 'Partly paid', paid: 'Paid', overpaid: 'Overpaid' };

export interface EnumLabels {
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
}

/** Every enum the screens show, with its one label map (checked by test/labels.test.ts). */
export const ENUM_LABELS = {
  savedMethodType: { values: SAVED_METHOD_TYPES, labels: SAVED_METHOD_TYPE_LABELS },
  ticketStatus: { values: TICKET_STATUSES, labels: TICKET_STATUS_LABELS },
  ticketPriority: { values: TICKET_PRIORITIES, labels: TICKET_PRIORITY_LABELS },
  invoiceStatus: { values: INVOICE_STATUSES, labels: INVOICE_STATUS_LABELS },
  invoiceType: { values: INVOICE_TYPES, labels: INVOICE_TYPE_LABELS },
  invoiceLineStatus: { values: LINE_STATUSES, labels: LINE_STATUS_LABELS },
  invoiceLinePaymentType: { values: LINE_PAYMENT_TYPES, labels: LINE_PAYMENT_TYPE_LABELS },
  invoiceDataStatus: { values: INVOICE_DATA_STATUSES, labels: INVOICE_DATA_STATUS_LABELS },
  paymentMethod: { values: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS },
  invoiceKind: { values: INVOICE_KINDS, labels: INVOICE_KIND_LABELS },
  billingKind: { values: BILLING_KINDS, labels: BILLING_KIND_LABELS },
  billingRunTrigger: { values: BILLING_RUN_TRIGGERS, labels: BILLING_RUN_TRIGGER_LABELS },
  balanceState: { values: BALANCE_STATES, labels: BALANCE_STATE_LABELS },
  invoiceDueState: { values: INVOICE_DUE_STATES, labels: INVOICE_DUE_STATE_LABELS },
  invoiceListStatus: { values: INVOICE_LIST_STATUSES, labels: INVOICE_LIST_STATUS_LABELS },
  invoiceEventKind: { values: INVOICE_EVENT_KINDS, labels: INVOICE_EVENT_KIND_LABELS },
  staffRole: { values: STAFF_ROLES, labels: STAFF_ROLE_LABELS },
  staffStatus: { values: STAFF_STATUSES, labels: STAFF_STATUS_LABELS },
  officeStatus: { values: OFFICE_STATUSES, labels: OFFICE_STATUS_LABELS },
  officeVisibility: { values: OFFICE_VISIBILITIES, labels: OFFICE_VISIBILITY_LABELS },
  planStatus: { values: PLAN_STATUSES, labels: PLAN_STATUS_LABELS },
  memberRole: { values: MEMBER_ROLES, labels: MEMBER_ROLE_LABELS },
  memberStatus: { values: MEMBER_STATUSES, labels: MEMBER_STATUS_LABELS },
  presence: { values: PRESENCES, labels: PRESENCE_LABELS },
  teamStatus: { values: TEAM_STATUSES, labels: TEAM_STATUS_LABELS },
  guestStatus: { values: GUEST_STATUSES, labels: GUEST_STATUS_LABELS },
  membershipStatus: { values: MEMBERSHIP_ALL_STATUSES, labels: MEMBERSHIP_STATUS_LABELS },
  bookingStatus: { values: BOOKING_STATUSES, labels: BOOKING_STATUS_LABELS },
  bookingType: { values: BOOKING_TYPES, labels: BOOKING_TYPE_LABELS },
  bookingOrigin: { values: BOOKING_ORIGINS, labels: BOOKING_ORIGIN_LABELS },
  bookingChannel: { values: BOOKING_CHANNELS, labels: BOOKING_CHANNEL_LABELS },
  noticeStatus: { values: NOTICE_STATUSES, labels: NOTICE_STATUS_LABELS },
  portalStatus: { values: PORTAL_STATUSES, labels: PORTAL_STATUS_LABELS },
  portalRequestStatus: { values: PORTAL_REQUEST_STATUSES, labels: PORTAL_REQUEST_STATUS_LABELS },
  orderStatus: { values: ORDER_STATUSES, labels: ORDER_STATUS_LABELS },
  productStatus: { values: PRODUCT_STATUSES, labels: PRODUCT_STATUS_LABELS },
  barStatus: { values: BAR_STATUSES, labels: BAR_STATUS_LABELS },
  resourceType: { values: RESOURCE_TYPES, labels: RESOURCE_TYPE_LABELS },
  resourceStatus: { values: RESOURCE_STATUSES, labels: RESOURCE_STATUS_LABELS },
  areaType: { values: AREA_TYPES, labels: AREA_TYPE_LABELS },
  workAreaStatus: { values: WORK_AREA_STATUSES, labels: WORK_AREA_STATUS_LABELS },
  mapStatus: { values: MAP_STATUSES, labels: MAP_STATUS_LABELS },
  portalDeskStatus: { values: PORTAL_DESK_STATUSES, labels: PORTAL_DESK_STATUS_LABELS },
  campaignStatus: { values: CAMPAIGN_STATUSES, labels: CAMPAIGN_STATUS_LABELS },
  offerType: { values: OFFER_TYPES, labels: OFFER_TYPE_LABELS },
  offerStatus: { values: OFFER_STATUSES, labels: OFFER_STATUS_LABELS },
  offerUserStatus: { values: OFFER_USER_STATUSES, labels: OFFER_USER_STATUS_LABELS },
  clientRole: { values: CLIENT_ROLES, labels: CLIENT_ROLE_LABELS },
  clientVisibility: { values: VISIBILITIES, labels: CLIENT_VISIBILITY_LABELS },
  eventStatus: { values: EVENT_STATUSES, labels: EVENT_STATUS_LABELS },
  eventAttendeeState: { values: ATTENDEE_STATES, labels: ATTENDEE_STATE_LABELS },
  webhookEventType: { values: WEBHOOK_EVENT_TYPES, labels: WEBHOOK_EVENT_LABELS },
  webhookDeliveryStatus: { values: WEBHOOK_DELIVERY_STATUSES, labels: WEBHOOK_DELIVERY_STATUS_LABELS },
} as const satisfies Record<string, EnumLabels>;
export type EnumName = keyof typeof ENUM_LABELS;

/** The label of one enum's value, e.g. enumLabel('staffStatus', 'inactive') → 'Inactive'. */
export const enumLabel = (name: EnumName, value: string | null | undefined) => labelOf(ENUM_LABELS[name].labels, value);
