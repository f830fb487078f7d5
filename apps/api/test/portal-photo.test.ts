/**
 * A member's own photo from the portal (issue 26): POST /api/portal/me/photo stores an upload checked as every upload
 * (by content, at most 10 MB) and makes it the member's photo staff see on the member profile; DELETE removes it. A
 * member only ever changes their own photo; staff tokens and anonymous calls are refused.
 */
import { MEMBER_PHOTO_KIND, PORTAL_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGE } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, uploads, users } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';
import { multipart } from './support/multipart.ts';
import { PORTAL_ADMIN, PORTAL_MEMBER, portalCall, portalHeaders, portalLogin } from './support/portal-session.ts';

const { t, tok, get } = useApiSession();
/** A picture URL without its signature. */
const plain = (url: string) => url.split('?')[0];
const fx = {} as { member: string; admin: string; memberSlug: string; adminSlug: string };

function pngBytes(width = 8, height = 6) {
  const png = new PNG({ width, height });
  png.data.fill(120);
  return PNG.sync.write(png);
}

function postPhoto(file: Buffer, filename: string, type: string, token?: string) {
  const body = multipart([{ name: 'file', value: file, filename, type }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/me/photo',
    headers: { ...portalHeaders(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function slugOf(email: string) {
  const [row] = await t.db.select({ slug: members.slug }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(users.email, email));
  return row.slug;
}

/** What staff see of a member on the member profile. */
async function staffImage(slug: string) {
  const res = await get(`/api/dashboard-profile/?member=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().member.image as string | null;
}

beforeAll(async () => {
  fx.member = (await portalLogin(t.app, PORTAL_MEMBER)).access;
  fx.admin = (await portalLogin(t.app, PORTAL_ADMIN)).access;
  fx.memberSlug = await slugOf(PORTAL_MEMBER.email);
  fx.adminSlug = await slugOf(PORTAL_ADMIN.email);
});

describe('POST /api/portal/me/photo', () => {
  it('stores my photo as an upload, shows it on my profile and to staff, and replaces the previous one', async () => {
    const adminBefore = await staffImage(fx.adminSlug);
    const first = await postPhoto(pngBytes(), 'me.png', 'image/png', fx.member);
    expect(first.statusCode, first.body).toBe(200);
    const photo = first.json().photo as string;
    expect(first.json().detail).toBe(PORTAL_MESSAGES.photoSaved);
    // A member photo is private: answered as a signed, expiring URL (issue 30 §8; upload-urls.test.ts).
    expect(photo).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    expect(plain((await portalCall(t.app, fx.member, 'GET', '/api/portal/profile')).json().photo)).toBe(plain(photo));
    expect(plain((await staffImage(fx.memberSlug))!)).toBe(plain(photo));
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, plain(photo).split('/').pop()!));
    expect(row).toMatchObject({ kind: MEMBER_PHOTO_KIND, contentType: 'image/png' });
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await postPhoto(pngBytes(4, 4), 'again.png', 'image/png', fx.member);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().photo).not.toBe(photo);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    // Only my own photo changed: my team admin's is as it was.
    expect(await staffImage(fx.adminSlug)).toBe(adminBefore);
  });

  it('refuses what is not an image, or too large, with the upload message, and changes nothing', async () => {
    const before = (await portalCall(t.app, fx.admin, 'GET', '/api/portal/profile')).json().photo;
    const text = await postPhoto(Buffer.from('not a picture at all\n'.repeat(20)), 'photo.png', 'image/png', fx.admin);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ detail: UPLOAD_MESSAGE, errors: { file: UPLOAD_MESSAGE } });
    const big = Buffer.concat([pngBytes(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const large = await postPhoto(big, 'big.png', 'image/png', fx.admin);
    expect(large.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/portal/me/photo', headers: portalHeaders(fx.admin), payload: { file: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect((await portalCall(t.app, fx.admin, 'GET', '/api/portal/profile')).json().photo).toBe(before);
  });

  it('refuses a staff token and an anonymous call', async () => {
    expect((await postPhoto(pngBytes(), 'a.png', 'image/png', tok.owner)).statusCode).toBe(403);
    expect((await postPhoto(pngBytes(), 'a.png', 'image/png')).statusCode).toBe(401);
  });
});

describe('DELETE /api/portal/me/photo', () => {
  it('removes my photo (and its upload); without one it answers 404 in words', async () => {
    const { photo } = (await postPhoto(pngBytes(), 'me.png', 'image/png', fx.admin)).json() as { photo: string };
    const removed = await portalCall(t.app, fx.admin, 'DELETE', '/api/portal/me/photo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ detail: PORTAL_MESSAGES.photoRemoved, photo: null });
    expect(await staffImage(fx.adminSlug)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    expect(await staffImage(fx.memberSlug)).not.toBeNull();
    const again = await portalCall(t.app, fx.admin, 'DELETE', '/api/portal/me/photo');
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(PORTAL_MESSAGES.noPhoto);
  });
});
