import { OFFER_ORDER_FIELDS, parseOrder, toPounds, type OfferItem } from '@clubspace/contract';
import { and, asc, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerOffices, offers, offices } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, iso, matchesAny, orderBy, searchPattern } from '../../lib/sql.ts';

type OfferRow = typeof offers.$inferSelect;

export function toOfferItem(r: OfferRow, officeList: { slug: string; name: string }[]): OfferItem {
  return {
    slug: r.slug,
    code: r.code,
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    offices: officeList,
    offer_type: r.offerType,
    screen_after_accept: r.screenAfterAccept,
    price: toPounds(r.pricePence),
    discount: toPounds(r.discountPence),
    date_start: iso(r.dateStart),
    date_end: iso(r.dateEnd),
    limit_per_campaign: r.limitPerCampaign,
    limit_per_team: r.limitPerTeam,
    limit_per_member: r.limitPerMember,
    work_only: r.workOnly,
    only_team_admin: r.onlyTeamAdmin,
    status: r.status,
    send_notification: r.sendNotification,
  };
}

/** The offices of a page of offers in one query (no N+1). */
async function withOffices(db: Db, rows: OfferRow[]): Promise<OfferItem[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ offerId: offerOffices.offerId, slug: offices.slug, name: offices.name })
        .from(offerOffices)
        .innerJoin(offices, eq(offices.id, offerOffices.officeId))
        .where(inArray(offerOffices.offerId, ids))
        .orderBy(asc(offices.listOrder), asc(offices.name))
    : [];
  return rows.map((r) =>
    toOfferItem(
      r,
      links.filter((l) => l.offerId === r.id).map(({ slug, name }) => ({ slug, name })),
    ),
  );
}

export async function findOffer(db: Db, clientId: number, slug: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.clientId, clientId), eq(offers.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function offerItemById(db: Db, id: number) {
  const rows = await db.select().from(offers).where(eq(offers.id, id));
  return (await withOffices(db, rows))[0];
}

// code walks offers_client_code_idx, title offers_client_title_idx.
const ORDER_COLUMNS: Record<(typeof OFFER_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  code: [offers.code],
  title: [offers.title],
  offer_type: [offers.offerType, offers.code],
  price: [offers.pricePence],
  discount: [offers.discountPence],
  date_start: [offers.dateStart],
  date_end: [offers.dateEnd],
  status: [offers.status, offers.code],
};

/** Offers belong to the operator (an offer may span several offices); search covers code, title, subtitle, description. */
export function offerListSource(db: Db, clientId: number, q: { name?: string; order: string; status?: string }): ListSource<OfferItem> {
  const where = and(
    eq(offers.clientId, clientId),
    q.status ? eq(offers.status, q.status) : undefined,
    matchesAny(searchPattern(q.name), [offers.code, offers.title, offers.subtitle, offers.description]),
  );
  const order = parseOrder(q.order, OFFER_ORDER_FIELDS, 'code');
  return {
    fetch: async (limit, offset) => {
      const rows = await db
        .select()
        .from(offers)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, offers.id))
        .limit(limit)
        .offset(offset);
      return withOffices(db, rows);
    },
    count: () => countWhere(db, offers, where),
  };
}
