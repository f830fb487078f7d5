import {
  CHECKIN_MESSAGES,
  checkinAllowed,
  PORTAL_MESSAGES,
  pickCheckinBooking,
  portalManifest,
  type PortalQrView,
  type WebAppManifest,
} from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { clientOfWorkspace, requestedWorkspace, type PortalContext } from '../../plugins/portal-context.ts';
import { checkInSettings } from '../bookings/check-in.service.ts';
import { bookingsOfToday, resourcesByCode, type CheckinBookingRow, type CheckinResource } from '../checkin/checkin.repo.ts';
import { ownBooking, toPortalBookings } from './portal-bookings.repo.ts';
import { workspaceBranding } from './portal-me.service.ts';
import { portalSettingsOf } from './portal-settings.repo.ts';

/**
 * The web app manifest of a workspace's portal (issue 26): the one named, else the request's (header or host). 404
 * for a workspace nobody has, 403 when its portal is off, as the portal's sign-in answers.
 */
export async function workspaceManifest(db: Db, request: FastifyRequest, named: string | undefined): Promise<WebAppManifest> {
  const name = named ?? requestedWorkspace(request)?.name;
  if (!name) throw badRequest({ workspace: PORTAL_MESSAGES.workspaceRequired });
  const client = await clientOfWorkspace(db, name);
  if (!client) throw notFound(PORTAL_MESSAGES.workspaceUnknown);
  if (!(await portalSettingsOf(db, client.id)).enabled) throw forbidden(PORTAL_MESSAGES.portalOff);
  return portalManifest(name, await workspaceBranding(db, client.id));
}

const candidate = (b: CheckinBookingRow) => ({ status: b.status, planned_start: b.plannedStart, planned_end: b.plannedEnd, real_start: b.realStart });

/** The member's own current or next booking of a resource for the rest of today, or null. */
async function myBookingOn(db: Db, ctx: PortalContext, r: CheckinResource, now: Date) {
  const mine = (await bookingsOfToday(db, r, now)).filter((b) => b.memberId === ctx.member.id);
  return (
    pickCheckinBooking(
      mine.map((b) => ({ ...candidate(b), row: b })),
      now,
      r.timeZone,
    )?.row ?? null
  );
}

/**
 * What a resource's QR code shows a member holding a portal session: the resource (of their operator; another's is
 * not found) and their own booking on it today, never anybody else's. The same code in two offices: the one where
 * they have a booking, else their home office's.
 */
export async function portalQrView(db: Db, ctx: PortalContext, code: string, now = new Date()): Promise<PortalQrView> {
  const found = await resourcesByCode(db, code, eq(resources.clientId, ctx.client.id), ctx.member.officeId);
  if (!found.length) throw notFound(CHECKIN_MESSAGES.notFound);
  let resource = found[0];
  let row: CheckinBookingRow | null = null;
  for (const r of found) {
    row = await myBookingOn(db, ctx, r, now);
    if (row) {
      resource = r;
      break;
    }
  }
  const own = row ? await ownBooking(db, ctx, row.code) : null;
  const [booking] = own ? await toPortalBookings(db, ctx, [own], now) : [];
  const opens = row
    ? (await checkInSettings(db, ctx.client.id, { bookingType: row.bookingType, resourceId: resource.id, officeId: resource.officeId })).opensMinutes
    : null;
  const check = row ? checkinAllowed(candidate(row), now, resource.timeZone, opens) : null;
  return {
    resource: {
      slug: resource.slug,
      name: resource.name,
      office: { slug: resource.officeSlug, name: resource.officeName, time_zone: resource.timeZone },
    },
    booking: booking ?? null,
    check_in_blocked: check && !check.ok ? check.message : null,
  };
}
