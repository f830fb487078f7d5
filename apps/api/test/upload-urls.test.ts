import { MEMBER_PHOTO_KIND, UPLOAD_LINK_MESSAGE, UPLOAD_URL_PATTERN, UPLOAD_VISIBILITY, isSignedUploadKind } from '@clubspace/contract';
import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, uploads, users } from '../src/db/schema/index.ts';
import { UploadSigner, unsignBody } from '../src/lib/upload-urls.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';

// Issue 30 finding 8: member photos are served only through signed, expiring URLs; logos and floor plans stay public.
const { t, ids, get } = useApiSession();
const fx = {} as { photoId: string; memberSlug: string; floorPlanUrl: string; portal: string };

const png = () => {
  const p = new PNG({ width: 4, height: 4 });
  p.data.fill(90);
  return PNG.sync.write(p);
};
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  const bytes = png();
  const [photo] = await t.db
    .insert(uploads)
    .values({
      clientId: ids.demo,
      kind: MEMBER_PHOTO_KIND,
      contentType: 'image/png',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    })
    .returning({ id: uploads.id });
  fx.photoId = photo.id;
  const [m] = await t.db.select({ id: members.id, slug: members.slug }).from(members).where(eq(members.clientId, ids.demo)).limit(1);
  await t.db
    .update(members)
    .set({ image: `/api/uploads/${photo.id}` })
    .where(eq(members.id, m.id));
  fx.memberSlug = m.slug;
  const [plan] = await t.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.kind, 'floor_plan'), ne(uploads.clientId, 0)))
    .limit(1);
  fx.floorPlanUrl = `/api/uploads/${plan.id}`;
  fx.portal = (await portalLogin(t.app, PORTAL_MEMBER)).access;
});

describe('signed upload URLs', () => {
  it('the member page answers the photo as a signed URL, which is served privately; the plain, tampered or expired URL is 403', async () => {
    const res = await get(`/api/dashboard-profile/?member=${fx.memberSlug}`);
    const image = res.json().member.image as string;
    expect(image).toMatch(new RegExp(`^/api/uploads/${fx.photoId}\\?exp=\\d+&sig=[\\w-]+$`));
    expect(image).toMatch(UPLOAD_URL_PATTERN);
    const exp = Number(new URL(image, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeGreaterThan(3_500_000); // at least about an hour left
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);

    const served = await fetchUrl(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const refused = async (url: string) => {
      const r = await fetchUrl(url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().detail).toBe(UPLOAD_LINK_MESSAGE);
    };
    await refused(`/api/uploads/${fx.photoId}`);
    const sig = new URL(image, 'http://x').searchParams.get('sig')!;
    await refused(`/api/uploads/${fx.photoId}?exp=${exp + 3600}&sig=${sig}`); // a later expiry with the old signature
    await refused(`/api/uploads/${fx.photoId}?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const past = Math.floor(Date.now() / 1000) - 10;
    await refused(t.app.uploadSigner.sign(fx.photoId, past)); // rightly signed but expired
    const other = new UploadSigner('another-secret-another-secret-0123456789');
    await refused(other.sign(fx.photoId)); // signed with another key
  });

  it('the portal profile answers the member’s own photo signed too, and it is served', async () => {
    const [me] = await t.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(users.email, PORTAL_MEMBER.email), eq(members.clientId, ids.demo)));
    await t.db
      .update(members)
      .set({ image: `/api/uploads/${fx.photoId}` })
      .where(eq(members.id, me.id));
    const photo = (await portalCall(t.app, fx.portal, 'GET', '/api/portal/profile')).json().photo as string;
    expect(photo).toMatch(new RegExp(`^/api/uploads/${fx.photoId}\\?exp=\\d+&sig=[\\w-]+$`));
    expect((await fetchUrl(photo)).statusCode).toBe(200);
    // The stored field stays the plain URL.
    const [row] = await t.db.select({ image: members.image }).from(members).where(eq(members.id, me.id));
    expect(row.image).toBe(`/api/uploads/${fx.photoId}`);
  });

  it('logos and floor plans stay public: answered plain and served without a signature, cached for a year', async () => {
    const served = await fetchUrl(fx.floorPlanUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const kind of ['logo', 'floor_plan', 'favicon', 'login_image', 'resource', 'work_area', 'office'])
      expect(isSignedUploadKind(kind), kind).toBe(false);
    // A kind not in the table (a future ticket photo or document) is signed unless it says otherwise.
    expect(isSignedUploadKind(MEMBER_PHOTO_KIND)).toBe(true);
    expect(isSignedUploadKind('ticket_photo')).toBe(UPLOAD_VISIBILITY.ticket_photo !== 'public');
  });

  it('a signed URL sent back in a body is stored plain', () => {
    const signer = new UploadSigner('s');
    const body = { image: signer.sign(fx.photoId), nested: [{ photo: signer.sign(fx.photoId) }], other: 'x?exp=1&sig=a' };
    expect(unsignBody(body)).toEqual({
      image: `/api/uploads/${fx.photoId}`,
      nested: [{ photo: `/api/uploads/${fx.photoId}` }],
      other: 'x?exp=1&sig=a',
    });
  });
});
