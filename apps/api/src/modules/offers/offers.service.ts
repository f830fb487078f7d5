import { MARKETING_MESSAGES, defaultOfferStart, offerTimeZone, toPence, type offerPayload } from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { offerOffices, offers, offices } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { freeSlug } from '../../lib/sql.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { findOffer, offerItemById } from './offers.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

type OfferBody = z.output<typeof offerPayload>;

/** Office slugs of the form → offices (id, slug, zone); every one must be an office of this operator. */
async function officesOf(db: Db, clientId: number, slugs: string[]) {
  const unique = [...new Set(slugs)];
  if (!unique.length) return [];
  const rows = await db
    .select({ id: offices.id, slug: offices.slug, time_zone: offices.timeZone })
    .from(offices)
    .where(and(eq(offices.clientId, clientId), inArray(offices.slug, unique)));
  if (rows.length !== unique.length) throw badRequest({ offices: MARKETING_MESSAGES.officesUnknown });
  return rows;
}

/**
 * The seeds need only code and type (issue 24 §8): a missing start is today 00:00 in the offer's office zone (its first
 * office, else the caller's selected office); a missing end stays null, "no expiry".
 */
async function startOrToday(db: Db, ctx: StaffContext, body: OfferBody, chosen: { slug: string; time_zone: string }[]) {
  if (body.date_start) return new Date(body.date_start);
  const active = chosen.length ? null : await activeOffice(db, ctx);
  const zones = active ? [...chosen, { slug: active.slug, time_zone: active.timeZone }] : chosen;
  const start = defaultOfferStart(new Date(), offerTimeZone(body.offices, zones, active?.slug));
  // The schema compares only dates that were sent: an end before the defaulted start is refused the same way.
  if (body.date_end && Date.parse(body.date_end) <= start.getTime()) throw badRequest({ date_end: MARKETING_MESSAGES.endBeforeStart });
  return start;
}

const columns = (body: OfferBody, dateStart: Date | null) => ({
  code: body.code,
  // The seeds require only code and type; an offer without a title shows its code.
  title: body.title || body.code,
  subtitle: body.subtitle || null,
  description: body.description || null,
  offerType: body.offer_type,
  screenAfterAccept: body.screen_after_accept ?? null,
  pricePence: toPence(body.price),
  discountPence: toPence(body.discount),
  dateStart,
  dateEnd: body.date_end ? new Date(body.date_end) : null,
  limitPerCampaign: body.limit_per_campaign,
  limitPerTeam: body.limit_per_team,
  limitPerMember: body.limit_per_member,
  workOnly: body.work_only,
  onlyTeamAdmin: body.only_team_admin,
  status: body.status,
  sendNotification: body.send_notification,
});

export async function createOffer(db: Db, ctx: StaffContext, body: OfferBody) {
  const chosen = await officesOf(db, ctx.client.id, body.offices);
  const ids = chosen.map((o) => o.id);
  const [slug, dateStart] = await Promise.all([freeSlug(db, offers, ctx.client.id, body.title || body.code), startOrToday(db, ctx, body, chosen)]);
  const id = await writeTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(offers)
      .values({ clientId: ctx.client.id, slug, ...columns(body, dateStart) })
      .returning({ id: offers.id });
    if (ids.length) await tx.insert(offerOffices).values(ids.map((officeId) => ({ clientId: ctx.client.id, offerId: created.id, officeId })));
    return created.id;
  });
  return offerItemById(db, id);
}

export async function updateOffer(db: Db, ctx: StaffContext, slug: string, body: OfferBody) {
  const offer = await findOffer(db, ctx.client.id, slug);
  if (!offer) throw notFound('Offer not found');
  const chosen = await officesOf(db, ctx.client.id, body.offices);
  const ids = chosen.map((o) => o.id);
  // An update without a start keeps the one the offer has; only an offer that never had one starts today.
  const dateStart = !body.date_start && offer.dateStart ? offer.dateStart : await startOrToday(db, ctx, body, chosen);
  await writeTransaction(db, async (tx) => {
    await tx
      .update(offers)
      .set(columns(body, dateStart))
      .where(and(eq(offers.id, offer.id), eq(offers.clientId, ctx.client.id)));
    await tx.delete(offerOffices).where(eq(offerOffices.offerId, offer.id));
    if (ids.length) await tx.insert(offerOffices).values(ids.map((officeId) => ({ clientId: ctx.client.id, offerId: offer.id, officeId })));
  });
  return offerItemById(db, offer.id);
}
