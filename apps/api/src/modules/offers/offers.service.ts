import { MARKETING_MESSAGES, toPence, type offerPayload } from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { offerOffices, offers, offices } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { freeSlug } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { findOffer, offerItemById } from './offers.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

type OfferBody = z.output<typeof offerPayload>;

/** Office slugs of the form → ids; every one must be an office of this operator. */
async function officeIds(db: Db, clientId: number, slugs: string[]) {
  const unique = [...new Set(slugs)];
  if (!unique.length) return [];
  const rows = await db.select({ id: offices.id }).from(offices).where(and(eq(offices.clientId, clientId), inArray(offices.slug, unique)));
  if (rows.length !== unique.length) throw badRequest({ offices: MARKETING_MESSAGES.officesUnknown });
  return rows.map((r) => r.id);
}

const columns = (body: OfferBody) => ({
  code: body.code,
  // The seeds require only code and type; an offer without a title shows its code.
  title: body.title || body.code,
  subtitle: body.subtitle || null,
  description: body.description || null,
  offerType: body.offer_type,
  screenAfterAccept: body.screen_after_accept ?? null,
  pricePence: toPence(body.price),
  discountPence: toPence(body.discount),
  dateStart: body.date_start ? new Date(body.date_start) : null,
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
  const ids = await officeIds(db, ctx.client.id, body.offices);
  const slug = await freeSlug(db, offers, ctx.client.id, body.title || body.code);
  const id = await writeTransaction(db, async (tx) => {
    const [created] = await tx.insert(offers).values({ clientId: ctx.client.id, slug, ...columns(body) }).returning({ id: offers.id });
    if (ids.length) await tx.insert(offerOffices).values(ids.map((officeId) => ({ clientId: ctx.client.id, offerId: created.id, officeId })));
    return created.id;
  });
  return offerItemById(db, id);
}

export async function updateOffer(db: Db, ctx: StaffContext, slug: string, body: OfferBody) {
  const offer = await findOffer(db, ctx.client.id, slug);
  if (!offer) throw notFound('Offer not found');
  const ids = await officeIds(db, ctx.client.id, body.offices);
  await writeTransaction(db, async (tx) => {
    await tx.update(offers).set(columns(body)).where(and(eq(offers.id, offer.id), eq(offers.clientId, ctx.client.id)));
    await tx.delete(offerOffices).where(eq(offerOffices.offerId, offer.id));
    if (ids.length) await tx.insert(offerOffices).values(ids.map((officeId) => ({ clientId: ctx.client.id, offerId: offer.id, officeId })));
  });
  return offerItemById(db, offer.id);
}
