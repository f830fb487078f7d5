import { readFileSync } from 'node:fs';
import { type BookingItem, type CheckinView, type MemberLookupItem, type ResourceItem, type WebAppManifest } from '@clubspace/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, apiOk } from '../support/bookings-api';
import { DEMO_OWNER, loginAs } from '../support/session';

/**
 * The member portal as its own app (issue 26): /portal/{workspace} loads portal.html and the portal's build, never a
 * staff chunk; the workspace's web app manifest; the service worker keeps the shell, so offline a reload says "You
 * are offline"; and a member logged in to the portal checks their booking in from the resource's QR page.
 */
const PHONE = { width: 390, height: 844 };
const MEMBER = { email: 'member@demo.test', password: 'Demo1234!' };
const STEP = 5 * 60_000;

type ViteManifest = Record<string, { file: string; css?: string[] }>;
const dist = (file: string) => JSON.parse(readFileSync(new URL(`../../apps/web/dist/.vite/${file}`, import.meta.url), 'utf8')) as ViteManifest;
const filesOf = (m: ViteManifest) =>
  new Set(
    Object.values(m)
      .flatMap((c) => [c.file, ...(c.css ?? [])])
      .map((f) => `/${f}`),
  );

async function portalLogin(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await page.goto('/portal/demo/login');
  await page.getByLabel('E-mail').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/portal\/demo$/);
  return { context, page };
}

test('/portal/demo is the portal’s own app: no staff chunk, its manifest, offline it says so', async ({ browser, baseURL }) => {
  const staffFiles = filesOf(dist('manifest.json'));
  const portalFiles = filesOf(dist('portal-manifest.json'));
  const { context, page } = await portalLogin(browser, baseURL!);
  const assets: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/assets/')) assets.push(url.pathname);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await page.getByRole('link', { name: 'My bookings' }).click();
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => new URL((e as HTMLScriptElement).src).pathname));
  expect(scripts.length).toBeGreaterThan(0);
  expect(assets.length).toBeGreaterThan(0);
  for (const file of [...scripts, ...assets.filter((a) => /\.(js|css)$/.test(a))]) {
    expect(portalFiles.has(file), `${file} is the portal build's`).toBe(true);
    expect(staffFiles.has(file), `${file} is a staff chunk`).toBe(false);
  }

  // The workspace's web app manifest: its name, colour and icon, start and scope at /portal/demo/.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/manifest\+json/);
  const manifest = (await res.json()) as WebAppManifest;
  expect(manifest).toMatchObject({ name: 'Demo Coworking', start_url: '/portal/demo/', scope: '/portal/demo/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect((await page.request.get(manifest.icons[0].src)).status()).toBe(200);

  // The service worker, scoped to /portal/, keeps the shell and no API answer.
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
  expect(new URL(scope).pathname).toBe('/portal/');
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/portal.html');
  expect(cached.filter((u) => /^\/(api|auth)\//.test(u))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();
  await context.setOffline(false);
  await context.close();
});

/** A demo desk with nothing on it for the rest of today, booked from now for an hour for the member (as staff). */
async function deskBookedNow(page: Page, member: MemberLookupItem) {
  const { resources } = await apiOk<{ resources: ResourceItem[] }>(page, 'GET', '/api/resources/?resource_type=desk&page_size=100');
  for (const r of resources) {
    if (!r.identifier || !r.work_area || r.status !== 'active') continue;
    const view = await apiOk<CheckinView>(page, 'GET', `/api/checkin/${encodeURIComponent(r.identifier)}`);
    if (view.booking) continue;
    const start = new Date(Math.floor(Date.now() / STEP) * STEP);
    const made = await apiCall<{ bookings: BookingItem[] }>(page, 'POST', '/api/member-bookings/', [
      {
        start: start.toISOString(),
        end: new Date(start.getTime() + 60 * 60_000).toISOString(),
        office: r.office.slug,
        booking_type: 'desk',
        resource: r.slug,
        work_area: r.work_area.slug,
        member: member.slug,
        override_rules: true,
      },
    ]);
    if (made.status === 201) return { resource: r, code: made.body.bookings[0]!.code };
  }
  throw new Error('no free demo desk for a check-in');
}

test('a member logged in to the portal scans the desk’s QR code and checks their booking in', async ({ page, browser, baseURL }) => {
  await loginAs(page, DEMO_OWNER);
  const members = await apiOk<MemberLookupItem[]>(page, 'GET', '/api/lookups/members/?limit=1000');
  const member = members.find((m) => m.email === MEMBER.email)!;
  expect(member).toBeTruthy();
  const { resource, code } = await deskBookedNow(page, member);

  const { context, page: phone } = await portalLogin(browser, baseURL!);
  await phone.goto(`/checkin/${encodeURIComponent(resource.identifier!)}`);
  await expect(phone.getByRole('heading', { name: resource.name })).toBeVisible();
  const card = phone.getByRole('region', { name: 'Your booking' });
  await expect(card.getByText(`Your booking ${code}`)).toBeVisible();
  // No e-mail form: the portal session is who they are.
  await expect(phone.getByRole('button', { name: 'Send me a link' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByText(/^Checked in at \d\d:\d\d$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  expect((await apiOk<BookingItem>(page, 'GET', `/api/member-bookings/${code}`)).real_start).not.toBeNull();
  await context.close();
});
