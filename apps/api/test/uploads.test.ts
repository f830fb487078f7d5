import { UPLOAD_MESSAGE, type UploadItem } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema/index.ts';
import { floorPlanSvg } from '../src/db/seed/floor-plans.ts';
import { useApiSession } from './support/api-session.ts';
import { multipart } from './support/multipart.ts';

const { t, tok, ids } = useApiSession();

function pngBytes(width = 8, height = 6) {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

async function upload(file: Buffer, filename: string, type: string, kind?: string, token = tok.owner) {
  const parts = [...(kind ? [{ name: 'kind', value: kind }] : []), { name: 'file', value: file, filename, type }];
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const SAFE_SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect x="1" y="1" width="398" height="298" fill="#fff" stroke="#000"/><text x="10" y="20">Plan</text></svg>';

describe('POST /api/uploads/', () => {
  it('accepts a PNG, stores it for the operator and serves it publicly with cache headers', async () => {
    const bytes = pngBytes();
    const res = await upload(bytes, 'desk.png', 'image/png', 'resource', tok.staff);
    expect(res.statusCode, res.body).toBe(201);
    const item: UploadItem = res.json();
    expect(item).toMatchObject({ content_type: 'image/png', size: bytes.length, url: `/api/uploads/${item.id}` });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, item.id));
    expect(row).toMatchObject({ clientId: ids.demo, kind: 'resource', contentType: 'image/png' });

    const served = await t.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBeTruthy();
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: item.url, headers: { 'if-none-match': String(served.headers.etag) } })).statusCode).toBe(304);
  });

  it('judges by content: a renamed text file is refused, a PNG named .txt is accepted', async () => {
    const text = await upload(Buffer.from('just some notes, not an image\n'.repeat(20)), 'photo.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: UPLOAD_MESSAGE, errors: { file: UPLOAD_MESSAGE } });
    const png = await upload(pngBytes(), 'notes.txt', 'text/plain');
    expect(png.statusCode).toBe(201);
    expect(png.json().content_type).toBe('image/png');
    const gif = await upload(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.gif', 'image/gif');
    expect(gif.statusCode).toBe(400);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: UPLOAD_MESSAGE });
  });

  it('takes a plain SVG only as a floor plan, and never one with script, handlers or external links', async () => {
    const plan = await upload(Buffer.from(SAFE_SVG), 'plan.svg', 'image/svg+xml', 'floor_plan');
    expect(plan.statusCode, plan.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: plan.json().url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await upload(Buffer.from(SAFE_SVG), 'plan.svg', 'image/svg+xml', 'resource')).statusCode).toBe(400);
    // The demo's generated plans pass the same check.
    const demoPlan = floorPlanSvg('Shoreditch — Ground <Floor>', [{ type: 'rect', x: 10, y: 10, w: 250, h: 190, label: 'Open Space & Co' }]);
    expect((await upload(Buffer.from(demoPlan), 'demo.svg', 'image/svg+xml', 'floor_plan')).statusCode).toBe(201);
    for (const evil of [
      SAFE_SVG.replace('</svg>', '<script>alert(1)</script></svg>'),
      SAFE_SVG.replace('<rect ', '<rect onload="alert(1)" '),
      SAFE_SVG.replace('</svg>', '<image href="https://evil.example/x.png"/></svg>'),
      SAFE_SVG.replace('</svg>', '<a xlink:href="javascript:alert(1)">x</a></svg>'),
      SAFE_SVG.replace('</svg>', '<foreignObject><div>x</div></foreignObject></svg>'),
    ]) {
      const res = await upload(Buffer.from(evil), 'plan.svg', 'image/svg+xml', 'floor_plan');
      expect(res.statusCode, evil).toBe(400);
    }
  });

  it('needs a file, a known kind, a login and a multipart body', async () => {
    const none = multipart([{ name: 'kind', value: 'resource' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: { authorization: `Bearer ${tok.owner}`, 'content-type': none.contentType },
      payload: none.payload,
    });
    expect(res.statusCode).toBe(400);
    expect((await upload(pngBytes(), 'a.png', 'image/png', 'wallpaper')).statusCode).toBe(400);
    const anon = multipart([{ name: 'file', value: pngBytes(), filename: 'a.png', type: 'image/png' }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/uploads/', headers: { 'content-type': anon.contentType }, payload: anon.payload })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/uploads/', headers: { authorization: `Bearer ${tok.owner}` }, payload: { file: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the theme (favicon, login image) and an office its main image by URL', async () => {
    const { url } = (await upload(pngBytes(), 'logo.png', 'image/png', 'favicon', tok.harbour)).json() as UploadItem;
    const theme = await t.app.inject({
      method: 'POST',
      url: '/api/themes/',
      headers: { authorization: `Bearer ${tok.harbour}` },
      payload: { name: 'Harbour Works', navigation_color: '#0B3D2E', button_color: '#2E86AB', font: 'Lato', favicon: url, login_image: url },
    });
    expect(theme.statusCode, theme.body).toBe(200);
    expect(theme.json()).toMatchObject({ favicon: url, login_image: url });
    const office = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard-offices/shoreditch',
      headers: { authorization: `Bearer ${tok.owner}` },
      payload: {
        name: 'Shoreditch',
        status: 'active',
        address: '1 Great Eastern Street',
        longitude: '-0.081',
        latitude: '51.5246',
        place_main_img: url,
      },
    });
    expect(office.statusCode, office.body).toBe(200);
    expect(office.json().place_main_img).toBe(url);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/00000000-0000-4000-a000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/not-a-uuid' })).statusCode).toBe(404);
  });
});
