import { NOTICE_MESSAGES, type NoticeBody } from '@clubspace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { noticeOffices, notices, offices } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { freeSlug } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { enqueueNoticeSend } from './notice-mail.ts';
import { findNotice, noticeItemById } from './notices.repo.ts';

/** Office slugs of the form → office ids; every one must be an office of this operator (else 400, nothing saved). */
async function officeIds(db: Db, clientId: number, slugs: string[]) {
  const unique = [...new Set(slugs)];
  if (!unique.length) return [];
  const rows = await db
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.clientId, clientId), inArray(offices.slug, unique)));
  if (rows.length !== unique.length) throw badRequest({ offices: NOTICE_MESSAGES.officesUnknown });
  return rows.map((r) => r.id);
}

/** publish_at missing = now; an expiry must still be after it (the schema compares only the dates that were sent). */
function dates(body: NoticeBody, now: Date, keepPublish?: Date) {
  const publishAt = body.publish_at ? new Date(body.publish_at) : (keepPublish ?? now);
  const expireAt = body.expire_at ? new Date(body.expire_at) : null;
  if (expireAt && expireAt <= publishAt) throw badRequest({ expire_at: NOTICE_MESSAGES.expireBeforePublish });
  return { publishAt, expireAt };
}

/** Posts a notice; with a request_key already used by this operator, answers that notice instead (created: false). */
export async function createNotice(app: App, ctx: StaffContext, body: NoticeBody) {
  const { db } = app;
  const clientId = ctx.client.id;
  const now = clock.now();
  const replay = async () => {
    if (!body.request_key) return null;
    const [row] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.clientId, clientId), eq(notices.requestKey, body.request_key)));
    return row ? { created: false, notice: await noticeItemById(db, clientId, row.id, now) } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const ids = await officeIds(db, clientId, body.offices);
  const { publishAt, expireAt } = dates(body, now);
  const slug = await freeSlug(db, notices, clientId, body.title);
  const insert = writeTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(notices)
      .values({
        clientId,
        slug,
        title: body.title,
        body: body.body,
        image: body.image ?? null,
        publishAt,
        expireAt,
        pinned: body.pinned,
        emailRequested: body.email,
        requestKey: body.request_key ?? null,
        createdBy: ctx.user.id,
      })
      .onConflictDoNothing({ target: [notices.clientId, notices.requestKey] })
      .returning({ id: notices.id });
    if (!created) return null;
    if (ids.length) await tx.insert(noticeOffices).values(ids.map((officeId) => ({ clientId, noticeId: created.id, officeId })));
    // A live notice whose e-mail was asked for: its send is a queue job, committed with the notice (a scheduled one
    // waits for the recurring 'notice-mail' job).
    if (body.email && publishAt <= now) await enqueueNoticeSend(tx, clientId, created.id);
    return created.id;
  });
  // Two attempts raced with one key: the other one made it (it may also have taken the same slug first).
  const id = await insert.catch(async (err: unknown) => {
    if (pgCode(err) === '23505' && (await replay())) return null;
    throw err;
  });
  if (id === null) return (await replay())!;
  return { created: true, notice: await noticeItemById(db, clientId, id, now) };
}

/** Edits a notice. email=true asks for the e-mail if it never was; once asked (or sent) it stays so: never sent twice. */
export async function updateNotice(app: App, ctx: StaffContext, slug: string, body: NoticeBody) {
  const { db } = app;
  const notice = await findNotice(db, ctx.client.id, slug);
  if (!notice) throw notFound(NOTICE_MESSAGES.notFound);
  const now = clock.now();
  const ids = await officeIds(db, ctx.client.id, body.offices);
  const { publishAt, expireAt } = dates(body, now, notice.publishAt);
  await writeTransaction(db, async (tx) => {
    await tx
      .update(notices)
      .set({
        title: body.title,
        body: body.body,
        image: body.image ?? null,
        publishAt,
        expireAt,
        pinned: body.pinned,
        emailRequested: notice.emailRequested || body.email,
        updatedAt: now,
      })
      .where(and(eq(notices.id, notice.id), eq(notices.clientId, ctx.client.id)));
    await tx.delete(noticeOffices).where(eq(noticeOffices.noticeId, notice.id));
    if (ids.length) await tx.insert(noticeOffices).values(ids.map((officeId) => ({ clientId: ctx.client.id, noticeId: notice.id, officeId })));
    if (body.email && publishAt <= now) await enqueueNoticeSend(tx, ctx.client.id, notice.id);
  });
  return noticeItemById(db, ctx.client.id, notice.id, now);
}

export async function noticeDetail(db: Db, ctx: StaffContext, slug: string) {
  const notice = await findNotice(db, ctx.client.id, slug);
  if (!notice) throw notFound(NOTICE_MESSAGES.notFound);
  return noticeItemById(db, ctx.client.id, notice.id, clock.now());
}

/** Takes a notice down now: its expiry becomes now (an already expired one keeps its date). */
export async function unpublishNotice(db: Db, ctx: StaffContext, slug: string) {
  const notice = await findNotice(db, ctx.client.id, slug);
  if (!notice) throw notFound(NOTICE_MESSAGES.notFound);
  const now = clock.now();
  if (!notice.expireAt || notice.expireAt > now)
    await db
      .update(notices)
      .set({ expireAt: now, updatedAt: now })
      .where(and(eq(notices.id, notice.id), eq(notices.clientId, ctx.client.id)));
  return noticeItemById(db, ctx.client.id, notice.id, now);
}

export async function removeNotice(db: Db, ctx: StaffContext, slug: string) {
  const deleted = await db
    .delete(notices)
    .where(and(eq(notices.clientId, ctx.client.id), eq(notices.slug, slug)))
    .returning({ id: notices.id });
  if (!deleted.length) throw notFound(NOTICE_MESSAGES.notFound);
}
