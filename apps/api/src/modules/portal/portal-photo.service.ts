import { MEMBER_PHOTO_KIND, PORTAL_MESSAGES, UPLOADS_PATH } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { members, uploads } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { readUploadForm, storeUpload } from '../uploads/upload-store.ts';
import type { App } from '../../app-types.ts';
import { portalProfile } from './portal-profile.service.ts';

/**
 * A member's photo is the operator's member photo (`members.image`, what the staff profile and team pages show), an
 * upload of kind member_photo: checked by content and size as every upload, served by the same public URL. A new
 * photo or a removal deletes the member's previous photo upload (never another kind of upload).
 */
async function dropPrevious(tx: Executor, ctx: PortalContext, url: string | null) {
  const id = url?.startsWith(UPLOADS_PATH) ? url.slice(UPLOADS_PATH.length) : null;
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return;
  await tx.delete(uploads).where(and(eq(uploads.id, id.toLowerCase()), eq(uploads.clientId, ctx.client.id), eq(uploads.kind, MEMBER_PHOTO_KIND)));
}

async function currentPhoto(tx: Executor, ctx: PortalContext) {
  const [row] = await tx
    .select({ image: members.image })
    .from(members)
    .where(and(eq(members.id, ctx.member.id), eq(members.clientId, ctx.client.id)))
    .for('update');
  return row?.image ?? null;
}

export async function setPortalPhoto(app: App, request: FastifyRequest, ctx: PortalContext) {
  const { file } = await readUploadForm(request);
  await writeTransaction(app.db, async (tx) => {
    const previous = await currentPhoto(tx, ctx);
    const stored = await storeUpload(tx, ctx.client.id, MEMBER_PHOTO_KIND, file);
    await tx.update(members).set({ image: stored.url }).where(eq(members.id, ctx.member.id));
    await dropPrevious(tx, ctx, previous);
  });
  return { detail: PORTAL_MESSAGES.photoSaved, ...(await portalProfile(app.db, ctx)) };
}

export async function removePortalPhoto(app: App, ctx: PortalContext) {
  await writeTransaction(app.db, async (tx) => {
    const previous = await currentPhoto(tx, ctx);
    if (!previous) throw notFound(PORTAL_MESSAGES.noPhoto);
    await tx.update(members).set({ image: null }).where(eq(members.id, ctx.member.id));
    await dropPrevious(tx, ctx, previous);
  });
  return { detail: PORTAL_MESSAGES.photoRemoved, ...(await portalProfile(app.db, ctx)) };
}
