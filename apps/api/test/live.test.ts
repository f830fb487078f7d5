import { addDaysIso, isoDayInZone, zonedInstant } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, offices, resources, workAreas } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

const { t, tok, ids, send } = useApiSession();
const TZ = 'Europe/London';
let base = '';

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

/** A server-sent-event stream read the way the web app reads it (fetch with the bearer token). */
async function openStream(path: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) {
              events.push({ event, data });
              waiters.splice(0).forEach((w) => w());
            }
          }
        }
      } catch {
        /* aborted */
      }
    })();
  }
  /** The event number `index` (0 = first): at once if it came already, else within `timeoutMs`, else null. */
  const nth = (index: number, timeoutMs = 1_000) =>
    new Promise<{ event: string; data: string } | null>((resolve) => {
      if (events[index]) return resolve(events[index]);
      const timer = setTimeout(() => resolve(events[index] ?? null), timeoutMs);
      const check = () => (events[index] ? (clearTimeout(timer), resolve(events[index])) : waiters.push(check));
      waiters.push(check);
    });
  return { res, events, nth, close: () => controller.abort() };
}

async function aRoom() {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  const [room] = await t.db
    .insert(resources)
    .values({
      clientId: ids.demo,
      slug: `live-room-${Date.now()}`,
      name: 'Live Room',
      officeId: office.id,
      floorId: wa.floorId,
      workAreaId: wa.id,
      resourceType: 'meeting_room',
      capacity: 4,
    })
    .returning();
  return room;
}

function weekdayAhead(days: number) {
  let day = addDaysIso(isoDayInZone(new Date(), TZ), days);
  while ([0, 6].includes(zonedInstant(day, '12:00:00', TZ).getUTCDay())) day = addDaysIso(day, 1);
  return day;
}

describe('live bookings stream', () => {
  it('a second client hears of a booking made by the first within a second', async () => {
    const room = await aRoom();
    const watcher = await openStream('/api/live/bookings/?club=shoreditch', tok.staff);
    expect(watcher.res.status).toBe(200);
    expect(watcher.res.headers.get('content-type')).toContain('text/event-stream');
    const day = weekdayAhead(4);
    const made = await send('POST', '/api/member-bookings/', [
      {
        start: zonedInstant(day, '10:00:00', TZ).toISOString(),
        end: zonedInstant(day, '11:00:00', TZ).toISOString(),
        office: 'shoreditch',
        booking_type: 'meeting_room',
        resource: room.slug,
        team: (await t.db.execute<{ slug: string }>(sql`select slug from teams where client_id = ${ids.demo} limit 1`)).rows[0].slug,
      },
    ] as unknown as object);
    expect(made.statusCode, made.body).toBe(201);
    // Within a second of the answer (the trigger fires on commit, before the answer is sent).
    const event = await watcher.nth(0, 1_000);
    expect(event).toEqual({ event: 'bookings', data: JSON.stringify({ office: 'shoreditch' }) });
    watcher.close();
  });

  it('another operator and other offices are never announced', async () => {
    const harbour = await openStream('/api/live/bookings/', tok.harbour);
    const otherOffice = await openStream('/api/live/bookings/?club=shoreditch', tok.owner);
    const [elsewhere] = await t.db
      .select()
      .from(offices)
      .where(and(eq(offices.clientId, ids.demo), sql`${offices.slug} <> 'shoreditch'`))
      .limit(1);
    // A direct write (any process, any code path) is announced by the database trigger, not by the route.
    const [any] = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.clientId, ids.demo), eq(bookings.officeId, elsewhere.id)))
      .limit(1);
    await t.db.update(bookings).set({ comments: 'touched' }).where(eq(bookings.id, any.id));
    expect(await harbour.nth(0, 800)).toBeNull();
    expect(await otherOffice.nth(0, 800)).toBeNull();
    harbour.close();
    otherOffice.close();
  });

  it('needs a session and the bookings section; an unknown office is 404', async () => {
    expect((await fetch(`${base}/api/live/bookings/`)).status).toBe(401);
    const unknown = await fetch(`${base}/api/live/bookings/?club=nowhere`, { headers: { authorization: `Bearer ${tok.owner}` } });
    expect(unknown.status).toBe(404);
  });
});
