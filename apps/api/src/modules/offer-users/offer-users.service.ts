import { randomBytes } from 'node:crypto';
import {
  MARKETING_MESSAGES,
  needsLimitCheck,
  offerLimitMessage,
  offerRefusal,
  offerRefusalMessage,
  reachedLimit,
  type offerUserPayload,
} from '@clubspace/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { members, memberships, offerUsers, offers, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { visibleMembers } from '../members/members.repo.ts';
import { findOfferUser, offerHolders, toOfferUserItem, type OfferUserRow } from './offer-users.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { offerMail } from '../../mail/offer.mail.tsx';

type Body = z.output<typeof offerUserPayload>;

/** The member (by slug or id, inside the caller's scope) and the offer (by slug) of the form, or 400. */
async function resolve(db: Db, ctx: StaffContext, body: Body) {
  const [member, offer] = await Promise.all([
    db
      .select({ id: members.id, userId: members.userId, teamId: members.teamId, role: members.role, email: users.email, firstName: users.firstName })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(visibleMembers(ctx), typeof body.user === 'number' ? eq(members.id, body.user) : eq(members.slug, body.user)))
      .limit(1)
      .then((r) => r[0] ?? null),
    db
      .select()
      .from(offers)
      .where(and(eq(offers.clientId, ctx.client.id), eq(offers.slug, body.offer)))
      .limit(1)
      .then((r) => r[0] ?? null),
  ]);
  const errors: Record<string, string> = {};
  if (!member) errors.user = MARKETING_MESSAGES.userUnknown;
  if (!offer) errors.offer = MARKETING_MESSAGES.offerUnknown;
  if (!member || !offer) throw badRequest(errors);
  return { member, offer };
}

type Resolved = Awaited<ReturnType<typeof resolve>>;

/** A working member holds an active membership, alone or through the team. */
async function isWorking(db: Db, member: Resolved['member']) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.status, 'active'),
        or(eq(memberships.memberId, member.id), member.teamId ? and(isNull(memberships.memberId), eq(memberships.teamId, member.teamId)) : undefined),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Writes the offer-user inside one transaction that first locks the offer row, so the limit counts and the write
 * cannot interleave with another assignment of the same offer (several API processes included).
 */
async function save(db: Db, ctx: StaffContext, body: Body, before: OfferUserRow | null) {
  const { member, offer } = await resolve(db, ctx, body);
  const after = { status: body.status, offer: offer.id, user: member.userId };
  const check = needsLimitCheck(before ? { status: before.status, offer: before.offerId, user: before.userId } : null, after);
  if (check) {
    const refusal = offerRefusal(
      { only_team_admin: offer.onlyTeamAdmin, work_only: offer.workOnly },
      { role: member.role, working: offer.workOnly ? await isWorking(db, member) : true },
    );
    if (refusal) throw conflict(offerRefusalMessage(refusal), refusal, { user: offerRefusalMessage(refusal) });
  }
  const slug = before?.slug ?? randomBytes(6).toString('hex');
  await writeTransaction(db, async (tx) => {
    if (check) {
      await tx.execute(sql`select id from offers where id = ${offer.id} for update`);
      const limit = reachedLimit(
        { limit_per_campaign: offer.limitPerCampaign, limit_per_team: offer.limitPerTeam, limit_per_member: offer.limitPerMember },
        await offerHolders(tx, offer.id, member.userId, member.teamId, before?.id ?? null),
      );
      if (limit) throw conflict(offerLimitMessage(limit.kind, limit.limit), `limit_per_${limit.kind}`);
    }
    const values = { offerId: offer.id, userId: member.userId, memberId: member.id, status: body.status, sendNotification: body.send_notification };
    if (before)
      await tx
        .update(offerUsers)
        .set(values)
        .where(and(eq(offerUsers.id, before.id), eq(offerUsers.clientId, ctx.client.id)));
    else await tx.insert(offerUsers).values({ clientId: ctx.client.id, slug, ...values });
  });
  // E-mail on a new notified assignment, or when notification is switched on or the offer changes (never on every edit).
  const notify = body.send_notification && (!before || !before.sendNotification || before.offerId !== offer.id || before.userId !== member.userId);
  return { slug, notify, member, offer };
}

async function notifyMember(mailer: Mailer, ctx: StaffContext, member: Resolved['member'], offer: Resolved['offer']) {
  await mailer.send({
    kind: 'offer',
    to: member.email,
    ...offerMail({
      firstName: member.firstName,
      operator: ctx.client.name,
      title: offer.title,
      code: offer.code,
      subtitle: offer.subtitle,
      description: offer.description,
    }),
    clientId: ctx.client.id,
  });
}

export async function createOfferUser(db: Db, mailer: Mailer, ctx: StaffContext, body: Body) {
  const saved = await save(db, ctx, body, null);
  if (saved.notify) await notifyMember(mailer, ctx, saved.member, saved.offer);
  return toOfferUserItem((await findOfferUser(db, ctx, saved.slug))!);
}

export async function updateOfferUser(db: Db, mailer: Mailer, ctx: StaffContext, slug: string, body: Body) {
  const before = await findOfferUser(db, ctx, slug);
  if (!before) throw notFound('Offer-user not found');
  const saved = await save(db, ctx, body, before);
  if (saved.notify) await notifyMember(mailer, ctx, saved.member, saved.offer);
  return toOfferUserItem((await findOfferUser(db, ctx, slug))!);
}
