import { MEMBER_MESSAGES, type guestCreate, type guestUpdate } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { guests, teams } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { findMember } from '../members/members.repo.ts';
import { freeSlug } from '../../lib/sql.ts';
import { findGuest, guestEmailTaken, toGuestItem } from './guests.repo.ts';

const duplicated = () => conflict(MEMBER_MESSAGES.guestEmailDuplicated, 'email_duplicated', { email: MEMBER_MESSAGES.guestEmailDuplicated });

/**
 * Team (of the operator) and host (a member in the caller's scope) of the guest form. Without a team, the guest
 * joins the host's team, as the seeds' guests do; null clears a field, undefined leaves it alone.
 */
async function resolveLinks(db: Db, ctx: StaffContext, teamSlug: string | null | undefined, hostSlug: string | null | undefined) {
  const [team, host] = await Promise.all([
    teamSlug
      ? db
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, teamSlug)))
          .limit(1)
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
    hostSlug ? findMember(db, ctx, hostSlug) : Promise.resolve(null),
  ]);
  const errors: Record<string, string> = {};
  if (teamSlug && !team) errors.team = MEMBER_MESSAGES.teamUnknown;
  if (hostSlug && !host) errors.host = MEMBER_MESSAGES.hostUnknown;
  if (Object.keys(errors).length) throw badRequest(errors);
  let teamId: number | null | undefined = null; // null or '' clears the team
  if (team) teamId = team.id;
  else if (teamSlug === undefined) teamId = host ? host.teamId : undefined; // not sent: the host's team, else unchanged
  let hostMemberId: number | null | undefined = null;
  if (host) hostMemberId = host.id;
  else if (hostSlug === undefined) hostMemberId = undefined;
  return { teamId, hostMemberId, hostOfficeId: host?.officeId ?? null };
}

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
};

export async function createGuest(db: Db, ctx: StaffContext, body: z.output<typeof guestCreate>) {
  if (await guestEmailTaken(db, ctx.client.id, body.email)) throw duplicated();
  const links = await resolveLinks(db, ctx, body.team, body.host);
  const office = links.hostOfficeId ? { id: links.hostOfficeId } : await activeOffice(db, ctx);
  const slug = await freeSlug(db, guests, ctx.client.id, body.name);
  try {
    await db.insert(guests).values({
      clientId: ctx.client.id,
      slug,
      name: body.name,
      email: body.email,
      phone: body.phone || null,
      teamId: links.teamId ?? null,
      hostMemberId: links.hostMemberId ?? null,
      origin: body.origin || null,
      consentMarketing: body.consent_marketing ?? false,
      status: body.status ?? 'active',
      officeId: office?.id ?? null,
    });
  } catch (err) {
    // Two creates racing past the check: the unique index (client, lower(email)) decides.
    if (isUniqueViolation(err) && (await guestEmailTaken(db, ctx.client.id, body.email))) throw duplicated();
    throw err;
  }
  return toGuestItem((await findGuest(db, ctx, slug))!);
}

/** The e-mail is read-only once created (it identifies the guest). */
export async function updateGuest(db: Db, ctx: StaffContext, slug: string, body: z.output<typeof guestUpdate>) {
  const guest = await findGuest(db, ctx, slug);
  if (!guest) throw notFound('Guest not found');
  const links = await resolveLinks(db, ctx, body.team, body.host);
  await db
    .update(guests)
    .set({
      name: body.name,
      phone: body.phone === undefined ? undefined : body.phone || null,
      teamId: links.teamId,
      hostMemberId: links.hostMemberId,
      origin: body.origin === undefined ? undefined : body.origin || null,
      consentMarketing: body.consent_marketing,
      status: body.status,
    })
    .where(and(eq(guests.id, guest.id), eq(guests.clientId, ctx.client.id)));
  return toGuestItem((await findGuest(db, ctx, slug))!);
}
