/**
 * The member portal as an app (issue 26): the web app manifest per workspace (name, theme colour and logo of its
 * operator; another host's workspace gives its own; unknown → 404, portal off → 403), and the QR page's view of a
 * member holding a portal session (their own booking only, another operator's resource not found).
 */
import { CHECKIN_MESSAGES, PORTAL_DEFAULT_ICON, PORTAL_MESSAGES, THEME_DEFAULTS, type PortalQrView, type WebAppManifest } from '@clubspace/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRules, bookings, clients, members, offices, portalAccess, portalSettings, resources, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { useApiSession } from './support/api-session.ts';
import { PORTAL_MEMBER, portalCall, portalLogin } from './support/portal-session.ts';

const { t, ids } = useApiSession();
const MIN = 60_000;
const manifest = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/portal/manifest${query}`, headers });

const fx = {} as { member: { id: number; officeId: number; access: string }; other: number; harbour: { name: string } };

beforeAll(async () => {
  const [m] = await t.db
    .select({ id: members.id, officeId: members.officeId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(users.email, PORTAL_MEMBER.email));
  const [other] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active'), ne(members.id, m.id)))
    .orderBy(asc(members.id))
    .limit(1);
  fx.member = { id: m.id, officeId: m.officeId!, access: (await portalLogin(t.app, PORTAL_MEMBER)).access };
  fx.other = other.id;
  // Harbour's own look: a colour and a logo of its own, so the two workspaces' manifests cannot be confused.
  await t.db.update(clients).set({ navigationColor: '#0A7E8C', logo: '/uploads/harbour-logo.png' }).where(eq(clients.id, ids.harbour));
  const [h] = await t.db.select({ name: clients.name }).from(clients).where(eq(clients.id, ids.harbour));
  fx.harbour = h;
});

afterAll(async () => {
  await t.db.update(portalSettings).set({ enabled: true }).where(eq(portalSettings.clientId, ids.harbour));
});

describe('the web app manifest of a workspace', () => {
  it('names the operator, takes its colour and logo (else the default icon), starts and is scoped at /portal/{workspace}/', async () => {
    const res = await manifest('?workspace=demo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const [demo] = await t.db.select().from(clients).where(eq(clients.id, ids.demo));
    const m = res.json() as WebAppManifest;
    expect(m).toMatchObject({ name: demo.name, start_url: '/portal/demo/', scope: '/portal/demo/', id: '/portal/demo/', display: 'standalone' });
    expect(m.theme_color).toBe(demo.navigationColor || THEME_DEFAULTS.navigation_color);
    expect(m.icons).toEqual([expect.objectContaining({ src: demo.logo || PORTAL_DEFAULT_ICON, sizes: 'any' })]);
  });

  it('another workspace, named or by its host, gives its own name, colour and logo', async () => {
    for (const res of [
      await manifest('?workspace=harbour'),
      await manifest('', { host: 'harbour.clubspace.example' }),
      await manifest('?workspace=HARBOUR'),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      const m = res.json() as WebAppManifest;
      expect(m.name).toBe(fx.harbour.name);
      expect(m.theme_color).toBe('#0A7E8C');
      expect(m.start_url).toBe('/portal/harbour/');
      expect(m.icons).toEqual([{ src: '/uploads/harbour-logo.png', type: 'image/png', sizes: 'any', purpose: 'any' }]);
    }
  });

  it('an unknown workspace is 404, none at all 400, a portal switched off 403, in words', async () => {
    const unknown = await manifest('?workspace=no-such-place');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(PORTAL_MESSAGES.workspaceUnknown);
    const none = await manifest('', { host: 'localhost' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.workspace).toBe(PORTAL_MESSAGES.workspaceRequired);
    await t.db.update(portalSettings).set({ enabled: false }).where(eq(portalSettings.clientId, ids.harbour));
    const off = await manifest('?workspace=harbour');
    expect(off.statusCode).toBe(403);
    expect(off.json().detail).toBe(PORTAL_MESSAGES.portalOff);
    await t.db.update(portalSettings).set({ enabled: true }).where(eq(portalSettings.clientId, ids.harbour));
  });
});

describe("the QR page's view for a member with a portal session", () => {
  let seq = 0;
  async function deskWithBooking(identifier: string, memberId: number) {
    const [r] = await t.db
      .insert(resources)
      .values({
        clientId: ids.demo,
        slug: `pa-${identifier.toLowerCase()}`,
        name: `QR desk ${identifier}`,
        identifier,
        officeId: fx.member.officeId,
        resourceType: 'desk',
        priceHourPence: 500,
        priceDayPence: 2000,
      })
      .returning();
    await t.db
      .insert(bookingRules)
      .values({ clientId: ids.demo, slug: `pa-rule-${identifier.toLowerCase()}`, resourceType: 'desk', resourceId: r.id });
    const code = `PAQ${String(++seq).padStart(5, '0')}`;
    const now = Date.now();
    await t.db.insert(bookings).values({
      clientId: ids.demo,
      code,
      slug: code.toLowerCase(),
      bookingType: 'desk',
      officeId: fx.member.officeId,
      resourceId: r.id,
      memberId,
      plannedStart: new Date(now - 10 * MIN),
      plannedEnd: new Date(now + 50 * MIN),
    });
    return code;
  }

  it('shows the member their own running booking of the resource, which the portal then checks in', async () => {
    const code = await deskWithBooking('PA-QR-1', fx.member.id);
    const res = await portalCall(t.app, fx.member.access, 'GET', '/api/portal/checkin/pa-qr-1');
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json() as PortalQrView;
    expect(v.resource.name).toBe('QR desk PA-QR-1');
    expect(v.booking?.code).toBe(code);
    expect(v.check_in_blocked).toBeNull();
    const done = await portalCall(t.app, fx.member.access, 'POST', `/api/portal/bookings/${code}/check-in`);
    expect(done.statusCode, done.body).toBe(200);
    const again = (await portalCall(t.app, fx.member.access, 'GET', '/api/portal/checkin/PA-QR-1')).json() as PortalQrView;
    expect(again.booking?.real_start).not.toBeNull();
    expect(again.check_in_blocked).toBe(CHECKIN_MESSAGES.alreadyCheckedIn);
  });

  it("never shows another member's booking; another operator's member does not find the resource", async () => {
    await deskWithBooking('PA-QR-2', fx.other);
    const mine = (await portalCall(t.app, fx.member.access, 'GET', '/api/portal/checkin/PA-QR-2')).json() as PortalQrView;
    expect(mine.resource.name).toBe('QR desk PA-QR-2');
    expect(mine.booking).toBeNull();
    // A Harbour member with a portal session: Demo's QR code is not theirs to find.
    const [office] = await t.db.select({ id: offices.id }).from(offices).where(eq(offices.clientId, ids.harbour)).limit(1);
    const [user] = await t.db
      .insert(users)
      .values({
        email: 'qr-harbour@harbour.example',
        passwordHash: await hashPassword('Other-Pass-42'),
        firstName: 'Hal',
        lastName: 'Bour',
        validated: true,
      })
      .returning();
    const [hm] = await t.db
      .insert(members)
      .values({ clientId: ids.harbour, slug: 'qr-harbour', userId: user.id, officeId: office.id, role: 'team_member' })
      .returning();
    await t.db.insert(portalAccess).values({ clientId: ids.harbour, memberId: hm.id, status: 'active', activatedAt: new Date() });
    const harbour = await portalLogin(t.app, { email: 'qr-harbour@harbour.example', password: 'Other-Pass-42' }, 'harbour');
    const theirs = await portalCall(t.app, harbour.access, 'GET', '/api/portal/checkin/PA-QR-1', undefined, 'harbour');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('QR desk');
    const missing = await portalCall(t.app, fx.member.access, 'GET', '/api/portal/checkin/NO-SUCH-CODE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(CHECKIN_MESSAGES.notFound);
  });
});
