import { DEFAULT_TIME_ZONE, formatDate, isoDayInZone, PORTAL_MESSAGES, type portalGuestCreate } from '@clubspace/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { guests, guestVisits, offices } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../lib/http-error.ts';
import { freeSlug } from '../../lib/sql.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { guestWelcomeMail } from '../../mail/guest-welcome.mail.tsx';

/** Guests the member pre-registered from today on (in their home office's zone). */
export async function portalGuests(db: Db, ctx: PortalContext) {
  const today = isoDayInZone(new Date(), DEFAULT_TIME_ZONE);
  const rows = await db
    .select({ name: guests.name, email: guests.email, day: guestVisits.day, office: offices.name })
    .from(guestVisits)
    .innerJoin(guests, eq(guests.id, guestVisits.guestId))
    .leftJoin(offices, eq(offices.id, guestVisits.officeId))
    .where(and(eq(guestVisits.clientId, ctx.client.id), eq(guestVisits.hostMemberId, ctx.member.id), gte(guestVisits.day, today)))
    .orderBy(asc(guestVisits.day), asc(guests.name))
    .limit(200);
  return { guests: rows };
}

async function visitOffice(db: Db, ctx: PortalContext, slug: string | undefined) {
  const where = slug ? eq(offices.slug, slug) : ctx.member.officeId ? eq(offices.id, ctx.member.officeId) : undefined;
  const [office] = await db
    .select({ id: offices.id, name: offices.name, timeZone: offices.timeZone, address: offices.address })
    .from(offices)
    .where(and(eq(offices.clientId, ctx.client.id), eq(offices.status, 'active'), where))
    .orderBy(asc(offices.listOrder), asc(offices.id))
    .limit(1);
  if (!office) throw badRequest({ office: PORTAL_MESSAGES.officeUnknown });
  return office;
}

/**
 * Pre-registers a guest for a day: the operator's guest of that e-mail (created when new, hosted by the member, of
 * their team, origin portal — staff see it in the guests list) and the day's visit; the guest gets a welcome e-mail.
 */
export async function registerGuest(app: App, ctx: PortalContext, body: z.output<typeof portalGuestCreate>) {
  const office = await visitOffice(app.db, ctx, body.office);
  if (body.day < isoDayInZone(new Date(), office.timeZone || DEFAULT_TIME_ZONE)) throw badRequest({ day: PORTAL_MESSAGES.guestDayPast });
  const slug = await freeSlug(app.db, guests, ctx.client.id, body.name);
  await writeTransaction(
    app.db,
    async (tx) => {
      const [known] = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.clientId, ctx.client.id), sql`lower(${guests.email}) = lower(${body.email})`))
        .limit(1);
      const guestId =
        known?.id ??
        (
          await tx
            .insert(guests)
            .values({
              clientId: ctx.client.id,
              slug,
              name: body.name,
              email: body.email,
              hostMemberId: ctx.member.id,
              teamId: ctx.member.teamId,
              officeId: office.id,
              origin: 'portal',
              status: 'active',
            })
            .returning({ id: guests.id })
        )[0].id;
      await tx
        .insert(guestVisits)
        .values({ clientId: ctx.client.id, guestId, hostMemberId: ctx.member.id, officeId: office.id, day: body.day })
        .onConflictDoNothing();
    },
    { retryUnique: true },
  );
  const host = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  const when = formatDate(`${body.day}T12:00:00`);
  await app.mailer.send({
    kind: 'guest_welcome',
    to: body.email,
    clientId: ctx.client.id,
    ...guestWelcomeMail({ guest: body.name, host, operator: ctx.client.name, where: [office.name, office.address].filter(Boolean).join(', '), when }),
  });
  return {
    detail: PORTAL_MESSAGES.guestRegistered(body.name, when),
    guest: { name: body.name, email: body.email, day: body.day, office: office.name },
  };
}
