import { NOTICE_ORDER_FIELDS, noticeStatus, parseOrder, type NoticeItem, type NoticeStatus, type PortalNotice } from '@clubspace/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noticeOffices, notices, offices, users } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, iso, matchesAny, orderBy, searchPattern } from '../../lib/sql.ts';

type NoticeRow = typeof notices.$inferSelect & { author: string | null };

const noticeColumns = {
  id: notices.id,
  clientId: notices.clientId,
  slug: notices.slug,
  createdAt: notices.createdAt,
  title: notices.title,
  body: notices.body,
  image: notices.image,
  publishAt: notices.publishAt,
  expireAt: notices.expireAt,
  pinned: notices.pinned,
  emailRequested: notices.emailRequested,
  emailedAt: notices.emailedAt,
  emailedCount: notices.emailedCount,
  requestKey: notices.requestKey,
  createdBy: notices.createdBy,
  updatedAt: notices.updatedAt,
  author: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

const noticeQuery = (db: Db) => db.select(noticeColumns).from(notices).leftJoin(users, eq(users.id, notices.createdBy)).$dynamic();

function toNoticeItem(r: NoticeRow, officeList: { slug: string; name: string }[], now: Date): NoticeItem {
  return {
    slug: r.slug,
    title: r.title,
    body: r.body,
    image: r.image,
    offices: officeList,
    publish_at: r.publishAt.toISOString(),
    expire_at: iso(r.expireAt),
    pinned: r.pinned,
    status: noticeStatus({ publish_at: r.publishAt, expire_at: r.expireAt }, now),
    email_requested: r.emailRequested,
    emailed_at: iso(r.emailedAt),
    emailed_count: r.emailedCount,
    created_at: r.createdAt.toISOString(),
    created_by: r.author,
  };
}

/** The offices of a page of notices in one query (no N+1). */
async function withOffices(db: Db, rows: NoticeRow[], now: Date): Promise<NoticeItem[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ noticeId: noticeOffices.noticeId, slug: offices.slug, name: offices.name })
        .from(noticeOffices)
        .innerJoin(offices, eq(offices.id, noticeOffices.officeId))
        .where(inArray(noticeOffices.noticeId, ids))
        .orderBy(asc(offices.listOrder), asc(offices.name))
    : [];
  return rows.map((r) =>
    toNoticeItem(
      r,
      links.filter((l) => l.noticeId === r.id).map(({ slug, name }) => ({ slug, name })),
      now,
    ),
  );
}

export async function findNotice(db: Db, clientId: number, slug: string) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.clientId, clientId), eq(notices.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function noticeItemById(db: Db, clientId: number, id: number, now: Date) {
  const rows = await noticeQuery(db).where(and(eq(notices.clientId, clientId), eq(notices.id, id)));
  return (await withOffices(db, rows, now))[0];
}

/** The SQL twin of the contract's `noticeStatus` (held equal by the notices test). */
export function statusIs(status: NoticeStatus, now: Date): SQL {
  const notExpired = or(isNull(notices.expireAt), gt(notices.expireAt, now))!;
  if (status === 'expired') return not(notExpired);
  return and(notExpired, status === 'live' ? lte(notices.publishAt, now) : gt(notices.publishAt, now))!;
}

/** The notice names no office (all offices), or names this one. */
export function appliesToOffice(officeId: SQL | number | null): SQL {
  const none = sql`not exists (select 1 from ${noticeOffices} where ${noticeOffices.noticeId} = ${notices.id})`;
  if (officeId === null) return none;
  return or(
    none,
    sql`exists (select 1 from ${noticeOffices} where ${noticeOffices.noticeId} = ${notices.id} and ${noticeOffices.officeId} = ${officeId})`,
  )!;
}

// publish_at walks notices_client_publish_idx, expire_at notices_client_expire_idx, title notices_client_title_idx.
const ORDER_COLUMNS: Record<(typeof NOTICE_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  title: [notices.title],
  publish_at: [notices.publishAt],
  expire_at: [notices.expireAt],
  pinned: [notices.pinned, notices.publishAt],
  created_at: [notices.createdAt],
};

export interface NoticeListQuery {
  name?: string;
  order: string;
  status?: NoticeStatus;
  office?: string;
}

/** The operator's notices (operator-wide, like offers); the office filter keeps the ones that apply to it. */
export function noticeListSource(db: Db, clientId: number, q: NoticeListQuery, now: Date): ListSource<NoticeItem> {
  const officeId = q.office
    ? sql`(select ${offices.id} from ${offices} where ${offices.clientId} = ${clientId} and ${offices.slug} = ${q.office})`
    : null;
  const where = and(
    eq(notices.clientId, clientId),
    q.status ? statusIs(q.status, now) : undefined,
    officeId ? appliesToOffice(officeId) : undefined,
    matchesAny(searchPattern(q.name), [notices.title, notices.body]),
  );
  const order = parseOrder(q.order, NOTICE_ORDER_FIELDS, 'publish_at');
  const descending = q.order ? order.desc : true;
  return {
    fetch: async (limit, offset) => {
      const rows = await noticeQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], descending, notices.id))
        .limit(limit)
        .offset(offset);
      return withOffices(db, rows, now);
    },
    count: () => countWhere(db, notices, where),
  };
}

/** A member's current notices: live now, for all offices or theirs; pinned first, then newest. */
export async function currentNotices(db: Db, clientId: number, memberOfficeId: number | null, now: Date, limit: number): Promise<PortalNotice[]> {
  const rows = await db
    .select({
      slug: notices.slug,
      title: notices.title,
      body: notices.body,
      image: notices.image,
      publishAt: notices.publishAt,
      pinned: notices.pinned,
    })
    .from(notices)
    .where(and(eq(notices.clientId, clientId), statusIs('live', now), appliesToOffice(memberOfficeId)))
    .orderBy(desc(notices.pinned), desc(notices.publishAt), desc(notices.id))
    .limit(limit);
  return rows.map((r) => ({ slug: r.slug, title: r.title, body: r.body, image: r.image, publish_at: r.publishAt.toISOString(), pinned: r.pinned }));
}
