import { CREDENTIAL_MESSAGES, PORTAL_MESSAGES, type passwordChange, type portalPreferences, type portalProfileUpdate } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { memberPreferences, members, users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { sessionMeta } from '../../lib/session-meta.ts';
import { beginLoginAttempt } from '../../lib/login-guard.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { setUserPassword, startPortalSession } from './portal-session.service.ts';

/** The member's profile and their consent: `allow_email` (the master switch) and one flag per category. */
export async function portalProfile(db: Db, ctx: PortalContext) {
  const [[user], [member], [prefs]] = await Promise.all([
    db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, ctx.user.id)),
    db.select({ allowEmail: members.allowEmail, image: members.image }).from(members).where(eq(members.id, ctx.member.id)),
    db.select().from(memberPreferences).where(eq(memberPreferences.memberId, ctx.member.id)),
  ]);
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    photo: member.image,
    preferences: {
      allow_email: member.allowEmail,
      bookings: prefs?.bookings ?? true,
      invoices: prefs?.invoices ?? true,
      campaigns: prefs?.campaigns ?? true,
      community: prefs?.community ?? true,
    },
  };
}

export async function updatePortalProfile(db: Db, ctx: PortalContext, body: z.output<typeof portalProfileUpdate>) {
  await db
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, phone: body.phone === undefined ? undefined : body.phone || null })
    .where(eq(users.id, ctx.user.id));
  return { detail: PORTAL_MESSAGES.profileSaved, ...(await portalProfile(db, ctx)) };
}

export async function updatePortalPreferences(db: Db, ctx: PortalContext, body: z.output<typeof portalPreferences>) {
  const flags = { bookings: body.bookings, invoices: body.invoices, campaigns: body.campaigns, community: body.community, updatedAt: new Date() };
  await writeTransaction(db, async (tx) => {
    await tx.update(members).set({ allowEmail: body.allow_email }).where(eq(members.id, ctx.member.id));
    await tx
      .insert(memberPreferences)
      .values({ memberId: ctx.member.id, clientId: ctx.client.id, ...flags })
      .onConflictDoUpdate({ target: memberPreferences.memberId, set: flags });
  });
  return { detail: PORTAL_MESSAGES.preferencesSaved, ...(await portalProfile(db, ctx)) };
}

/** As the staff's change of password: the current one checked (throttled per account), every other session ended. */
export async function changePortalPassword(app: App, reply: FastifyReply, ctx: PortalContext, body: z.output<typeof passwordChange>) {
  const attempt = await beginLoginAttempt(app, reply, ctx.user.email, reply.request.ip);
  const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.user.id));
  if (!(await verifyPassword(row?.passwordHash ?? null, body.current_password)))
    throw badRequest({ current_password: CREDENTIAL_MESSAGES.currentPasswordWrong });
  await attempt.succeeded();
  await setUserPassword(app, ctx.user.id, body.new_password);
  return { detail: CREDENTIAL_MESSAGES.passwordChanged, ...(await startPortalSession(app, ctx.member.id, sessionMeta(reply.request))) };
}
