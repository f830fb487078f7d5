import {
  bookingTypeForResource,
  bookNowWindow,
  CHECKIN_LINK_MAX_PER_WINDOW,
  CHECKIN_LINK_TTL_MINUTES,
  CHECKIN_MESSAGES,
  checkinAllowed,
  checkinUrl,
  pickCheckinBooking,
  type CheckinAction,
  type CheckinBooking,
  type CheckinLinkRequest,
  type CheckinView,
} from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, checkinLinks, resources } from '../../db/schema/index.ts';
import { checkInSettings } from '../bookings/check-in.service.ts';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { RequestContext, StaffContext } from '../../plugins/context.plugin.ts';
import { createBookings } from '../bookings/bookings.service.ts';
import { updateBooking } from '../bookings/booking-update.service.ts';
import {
  bookingsOfToday,
  clientByDomain,
  consumeLink,
  createLink,
  findLiveLink,
  memberByEmail,
  memberById,
  recentLinkCount,
  resourceById,
  resourcesByCode,
  type CheckinBookingRow,
  type CheckinResource,
} from './checkin.repo.ts';
import { checkinLinkMail } from '../../mail/checkin-link.mail.tsx';

/**
 * Who acts on a /checkin page: staff of the resource's operator (any staff: like pickers, check-in needs no web
 * section, but the office scope applies), or the member of a magic link, who may touch only their own booking of the
 * link's resource.
 */
export type CheckinActor =
  { kind: 'staff'; ctx: StaffContext } | { kind: 'member'; linkId: number; memberId: number; resource: CheckinResource; ctx: StaffContext };

const toBooking = (b: CheckinBookingRow): CheckinBooking => ({
  code: b.code,
  status: b.status,
  planned_start: b.plannedStart.toISOString(),
  planned_end: b.plannedEnd.toISOString(),
  real_start: b.realStart ? b.realStart.toISOString() : null,
  member: b.memberFirstName !== null ? `${b.memberFirstName} ${b.memberLastName ?? ''}`.trim() : null,
  team: b.teamName,
});

/** The booking's check-in minutes from its rules (the resource's, else its type's; null = the default). */
const opensMinutesOf = async (db: Db, r: CheckinResource, b: CheckinBookingRow) =>
  (await checkInSettings(db, r.clientId, { bookingType: b.bookingType, resourceId: r.id, officeId: r.officeId })).opensMinutes;

const candidate = (b: CheckinBookingRow) => ({ status: b.status, planned_start: b.plannedStart, planned_end: b.plannedEnd, real_start: b.realStart });

/**
 * The context a magic-link member acts in: the booking services take a staff context, so the member gets one
 * narrowed to the operator and the resource's office, with no web sections. Nothing else is reachable with it: the
 * check-in routes call only the two booking services below, for that member and that resource.
 */
function memberContext(r: CheckinResource, member: { id: number; firstName: string; lastName: string }): StaffContext {
  return {
    user: { id: 0, email: '', firstName: member.firstName, lastName: member.lastName },
    client: { id: r.clientId, slug: '', name: '', role: 'member_checkin', webSections: [] },
    staff: { id: 0, slug: 'checkin-link', role: 'member_checkin', status: 'active', allOffices: false, activeOfficeId: r.officeId },
    sections: new Set(),
    officeIds: [r.officeId],
  };
}

/** Resolves the caller: a staff session, else a live magic link (header), else 401. */
export async function resolveActor(db: Db, ctx: RequestContext | null, token: string | undefined, now: Date): Promise<CheckinActor> {
  if (ctx?.client && ctx.staff) return { kind: 'staff', ctx: ctx as StaffContext };
  if (!token) throw unauthorized(CHECKIN_MESSAGES.signInOrLink);
  const link = token.length <= 200 ? await findLiveLink(db, token, now) : null;
  if (!link) throw unauthorized(CHECKIN_MESSAGES.linkInvalid);
  const resource = await resourceById(db, link.resourceId);
  const member = await memberById(db, link.clientId, link.memberId);
  if (!resource || !member) throw unauthorized(CHECKIN_MESSAGES.linkInvalid);
  return { kind: 'member', linkId: link.id, memberId: member.id, resource, ctx: memberContext(resource, member) };
}

/** The resource of a code for this actor: within the staff's operator and office scope, or exactly the link's. */
async function resourceFor(db: Db, actor: CheckinActor, code: string): Promise<CheckinResource> {
  if (actor.kind === 'member') {
    const matches = await resourcesByCode(db, code, eq(resources.clientId, actor.resource.clientId));
    if (!matches.some((r) => r.id === actor.resource.id)) throw new HttpError(403, CHECKIN_MESSAGES.linkOtherResource);
    return actor.resource;
  }
  const { ctx } = actor;
  const scope = ctx.officeIds ? (ctx.officeIds.length ? inArray(resources.officeId, ctx.officeIds) : eq(resources.id, -1)) : undefined;
  const [r] = await resourcesByCode(db, code, and(eq(resources.clientId, ctx.client.id), scope), ctx.staff.activeOfficeId);
  if (!r) throw notFound(CHECKIN_MESSAGES.notFound);
  return r;
}

/** The booking the actor may act on: staff see whoever's; a member only their own. */
function relevant(actor: CheckinActor, rows: CheckinBookingRow[]) {
  return actor.kind === 'member' ? rows.filter((b) => b.memberId === actor.memberId) : rows;
}

export async function checkinView(db: Db, actor: CheckinActor, code: string, now = new Date()): Promise<CheckinView> {
  const r = await resourceFor(db, actor, code);
  const today = await bookingsOfToday(db, r, now);
  const booking =
    pickCheckinBooking(
      relevant(actor, today).map((b) => ({ ...candidate(b), row: b })),
      now,
      r.timeZone,
    )?.row ?? null;
  const check = booking ? checkinAllowed(candidate(booking), now, r.timeZone, await opensMinutesOf(db, r, booking)) : null;
  const window =
    r.status === 'active'
      ? bookNowWindow(r.resourceType, today.map(candidate), now, r.timeZone)
      : { ok: false as const, message: CHECKIN_MESSAGES.inactive };
  const member = actor.kind === 'member' ? await memberById(db, r.clientId, actor.memberId) : null;
  return {
    resource: {
      slug: r.slug,
      name: r.name,
      identifier: r.identifier,
      resource_type: r.resourceType,
      office: { slug: r.officeSlug, name: r.officeName, time_zone: r.timeZone },
    },
    viewer: actor.kind,
    member: member ? { slug: member.slug, name: `${member.firstName} ${member.lastName}`.trim() } : null,
    booking: booking ? toBooking(booking) : null,
    check_in_blocked: check && !check.ok ? check.message : null,
    book_now: window.ok ? { start: window.start.toISOString(), end: window.end.toISOString() } : null,
    book_now_blocked: window.ok ? null : window.message,
  };
}

/** POST: check in the current/next booking, or book the free resource now (checked in at once: the person is there). */
export async function checkinAct(db: Db, actor: CheckinActor, code: string, action: CheckinAction, now = new Date()) {
  const r = await resourceFor(db, actor, code);
  // A magic link works once: claimed before acting, given back if the action is refused.
  if (actor.kind === 'member' && !(await consumeLink(db, actor.linkId, now))) throw unauthorized(CHECKIN_MESSAGES.linkInvalid);
  try {
    return action.action === 'check_in' ? await checkIn(db, actor, r, action.booking, now) : await bookNow(db, actor, r, action.member, now);
  } catch (err) {
    if (actor.kind === 'member' && err instanceof HttpError) await restoreLink(db, actor.linkId);
    throw err;
  }
}

async function restoreLink(db: Db, linkId: number) {
  await db.update(checkinLinks).set({ usedAt: null }).where(eq(checkinLinks.id, linkId));
}

async function checkIn(db: Db, actor: CheckinActor, r: CheckinResource, code: string, now: Date) {
  const today = relevant(actor, await bookingsOfToday(db, r, now));
  const b = today.find((x) => x.code === code);
  // Only the page's booking (current or next of the day) may be checked in here; anything else is not on this page.
  const picked = pickCheckinBooking(
    today.map((x) => ({ ...candidate(x), row: x })),
    now,
    r.timeZone,
  )?.row;
  if (!b || !picked || picked.id !== b.id) throw notFound(CHECKIN_MESSAGES.noBooking);
  // The one check-in window (issue 24); the QR page never overrides it.
  const check = checkinAllowed(candidate(b), now, r.timeZone, await opensMinutesOf(db, r, b));
  if (!check.ok) throw conflict(check.message, 'checkin');
  await updateBooking(db, actor.ctx, b.code, { action: 'check_in' });
  return { detail: CHECKIN_MESSAGES.checkedIn, booking: toBooking((await bookingsOfToday(db, r, now)).find((x) => x.id === b.id)!) };
}

async function bookNow(db: Db, actor: CheckinActor, r: CheckinResource, memberSlug: string | undefined, now: Date) {
  if (r.status !== 'active') throw conflict(CHECKIN_MESSAGES.inactive, 'checkin');
  let member = memberSlug;
  if (actor.kind === 'member') {
    if (memberSlug) throw badRequest({ member: CHECKIN_MESSAGES.linkOtherResource }, 'A check-in link books for its own member only');
    member = (await memberById(db, r.clientId, actor.memberId))?.slug;
  }
  if (!member) throw badRequest({ member: CHECKIN_MESSAGES.memberRequired });
  const window = bookNowWindow(r.resourceType, (await bookingsOfToday(db, r, now)).map(candidate), now, r.timeZone);
  if (!window.ok) throw conflict(window.message, 'checkin');
  const created = await createBookings(db, actor.ctx, [
    {
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      office: r.officeSlug,
      booking_type: bookingTypeForResource(r.resourceType),
      resource: r.slug,
      member,
      origin: 'regular',
      comments: 'Booked at the resource (QR check-in)',
    },
  ]);
  const code = created.bookings[0].code;
  await db
    .update(bookings)
    .set({ realStart: now })
    .where(and(eq(bookings.clientId, r.clientId), eq(bookings.code, code)));
  const row = (await bookingsOfToday(db, r, now)).find((x) => x.code === code)!;
  return { detail: CHECKIN_MESSAGES.booked, booking: toBooking(row) };
}

/**
 * POST …/link: e-mails a magic link when the e-mail is an active member of the resource's operator, and answers the
 * same either way (no enumeration). The operator is the one of the page's sub-domain; without one, the resource's
 * own, when the code names resources of exactly one operator. At most CHECKIN_LINK_MAX_PER_WINDOW links per member
 * and resource in a TTL window; beyond that nothing is sent, and the answer is still the same.
 */
export async function sendCheckinLink(db: Db, mailer: Mailer, origin: string, code: string, body: CheckinLinkRequest, now = new Date()) {
  const clientId = body.domain ? await clientByDomain(db, body.domain) : null;
  if (body.domain && !clientId) return;
  const matches = await resourcesByCode(db, code, clientId ? eq(resources.clientId, clientId) : undefined);
  const clients = new Set(matches.map((m) => m.clientId));
  if (clients.size !== 1) return;
  const [client] = [...clients];
  const member = await memberByEmail(db, client, body.email);
  if (!member) return;
  // Same identifier in two offices of one operator: the one where the member has a booking today, else the first.
  let resource = matches[0];
  for (const m of matches) {
    if ((await bookingsOfToday(db, m, now)).some((b) => b.memberId === member.id)) {
      resource = m;
      break;
    }
  }
  const windowStart = new Date(now.getTime() - CHECKIN_LINK_TTL_MINUTES * 60_000);
  if ((await recentLinkCount(db, member.id, resource.id, windowStart)) >= CHECKIN_LINK_MAX_PER_WINDOW) return;
  const token = await createLink(db, {
    clientId: client,
    memberId: member.id,
    resourceId: resource.id,
    expiresAt: new Date(now.getTime() + CHECKIN_LINK_TTL_MINUTES * 60_000),
  });
  // The token rides in the #fragment: browsers never send it to a server or in a Referer.
  const link = `${checkinUrl(origin, code)}#token=${token}`;
  await mailer.send({
    kind: 'checkin_link',
    to: member.email,
    ...checkinLinkMail({
      firstName: member.firstName,
      resource: resource.name,
      office: resource.officeName,
      link,
      minutes: CHECKIN_LINK_TTL_MINUTES,
    }),
    link,
    clientId: client,
  });
}
