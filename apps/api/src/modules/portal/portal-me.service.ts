import { dayWindow, DEFAULT_TIME_ZONE, isoDayInZone, type PortalWorkspace } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offices, teams } from '../../db/schema/index.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { activeMembership, creditsLeft } from '../bookings/pricing.service.ts';
import { findClient, toBranding } from '../clients/clients.repo.ts';
import { isTeamAdmin } from './portal-acting.ts';
import { portalBookingPage, toPortalBookings } from './portal-bookings.repo.ts';
import { unpaidInvoices } from './portal-invoices.service.ts';
import { hasAccount } from '../payments/payments.repo.ts';
import { portalSettingsOf } from './portal-settings.repo.ts';

/** The workspace as its portal shows it (branding as for staff, the welcome text). */
export async function workspaceBranding(db: Db, clientId: number): Promise<PortalWorkspace> {
  const [client, settings] = await Promise.all([findClient(db, clientId), portalSettingsOf(db, clientId)]);
  const b = toBranding(client);
  return {
    slug: client?.slug ?? '',
    name: client?.name ?? '',
    logo: b.logo,
    navigation_color: b.navigation_color,
    button_color: b.button_color,
    font: b.font,
    welcome_text: settings.welcome_text,
  };
}

export async function portalMe(db: Db, ctx: PortalContext) {
  const [team] = ctx.member.teamId
    ? await db.select({ slug: teams.slug, name: teams.name }).from(teams).where(eq(teams.id, ctx.member.teamId)).limit(1)
    : [];
  const { enabled: _enabled, ...settings } = ctx.settings;
  return {
    member: {
      slug: ctx.member.slug,
      first_name: ctx.user.firstName,
      last_name: ctx.user.lastName,
      email: ctx.user.email,
      role: ctx.member.role,
      team: team ?? null,
      is_team_admin: isTeamAdmin(ctx),
    },
    workspace: await workspaceBranding(db, ctx.client.id),
    settings,
    online_payments: ctx.settings.see_invoices && (await hasAccount(db, ctx.client.id)),
  };
}

/** The member's office zone (their home office's), for what "today" means on the home page. */
async function homeZone(db: Db, ctx: PortalContext) {
  if (!ctx.member.officeId) return DEFAULT_TIME_ZONE;
  const [o] = await db.select({ tz: offices.timeZone }).from(offices).where(eq(offices.id, ctx.member.officeId)).limit(1);
  return o?.tz || DEFAULT_TIME_ZONE;
}

/** Home: today's and the next upcoming bookings, unpaid invoices, credits left on the active membership. */
export async function portalHome(db: Db, ctx: PortalContext) {
  const now = new Date();
  const zone = await homeZone(db, ctx);
  const endOfToday = dayWindow(isoDayInZone(now, zone), zone).end;
  const page = await portalBookingPage(db, ctx, { when: 'upcoming', scope: 'mine', page_number: 1, page_size: 20 }, now);
  const bookings = await toPortalBookings(db, ctx, page.rows, now);
  const membership = await activeMembership(db, ctx.client.id, { memberId: ctx.member.id, teamId: ctx.member.teamId }, now);
  return {
    welcome_text: ctx.settings.welcome_text,
    today: bookings.filter((b) => new Date(b.planned_start) < endOfToday),
    upcoming: bookings.filter((b) => new Date(b.planned_start) >= endOfToday).slice(0, 10),
    unpaid_invoices: await unpaidInvoices(db, ctx),
    credits: membership && membership.freeCredits > 0 ? { total: membership.freeCredits, left: await creditsLeft(db, membership) } : null,
  };
}
