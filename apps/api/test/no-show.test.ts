import { isOccupying, SLOT_STEP_MINUTES } from '@clubspace/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRules,
  bookings,
  emailOutbox,
  invoiceLines,
  invoices,
  members,
  offices,
  resources,
  teams,
  users,
  workAreas,
} from '../src/db/schema/index.ts';
import { runNoShowRelease } from '../src/jobs/no-show-release.job.ts';
import { addTrailLine } from '../src/modules/invoices/invoice-trail.service.ts';
import { useApiSession } from './support/api-session.ts';

const { t, ids, send } = useApiSession();
const MIN = 60_000;

const fx = {} as {
  officeId: number;
  floorId: number | null;
  workAreaId: number;
  workArea: string;
  office: string;
  member: { id: number; slug: string; email: string };
  teams: number[];
};
let resourceCounter = 0;
let codeCounter = 0;

/** A fresh desk with its own rules row: grace in minutes, or null for "never release". */
async function desk(grace: number | null) {
  const n = ++resourceCounter;
  const [r] = await t.db
    .insert(resources)
    .values({
      clientId: ids.demo,
      slug: `ns-desk-${n}`,
      name: `No-show desk ${n}`,
      identifier: `NS-${n}`,
      officeId: fx.officeId,
      floorId: fx.floorId,
      workAreaId: fx.workAreaId,
      resourceType: 'desk',
    })
    .returning();
  await t.db
    .insert(bookingRules)
    .values({ clientId: ids.demo, slug: `ns-rule-${n}`, resourceType: 'desk', resourceId: r.id, checkInGraceMinutes: grace });
  return r;
}

/** A booking on a fresh desk, starting and ending at minute offsets from `now`. */
async function booking(now: Date, startMin: number, endMin: number, extra: Partial<typeof bookings.$inferInsert> = {}, grace: number | null = 15) {
  const r = await desk(grace);
  const code = `NST${String(++codeCounter).padStart(5, '0')}`;
  const [row] = await t.db
    .insert(bookings)
    .values({
      clientId: ids.demo,
      code,
      slug: code.toLowerCase(),
      bookingType: 'desk',
      officeId: fx.officeId,
      workAreaId: fx.workAreaId,
      resourceId: r.id,
      memberId: fx.member.id,
      plannedStart: new Date(now.getTime() + startMin * MIN),
      plannedEnd: new Date(now.getTime() + endMin * MIN),
      singlePricePence: 2000,
      pricePence: 2000,
      ...extra,
    })
    .returning();
  return { ...row, resource: r };
}

/** An invoice line for a booking: unpaid on a fresh draft, or on an invoice that was already issued, or paid. */
async function line(kind: 'draft' | 'issued' | 'paid', team: number, month: string) {
  return t.db.transaction(async (tx) => {
    const id = await addTrailLine(tx, {
      clientId: ids.demo,
      teamId: team,
      officeId: fx.officeId,
      paymentType: 'work',
      name: `No-show test ${kind}`,
      day: `${month}-15`,
      unitPricePence: 2000,
      paid: kind === 'paid',
    });
    if (kind === 'issued') {
      const [l] = await tx.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines).where(eq(invoiceLines.id, id));
      await tx.update(invoices).set({ status: 'pending_payment' }).where(eq(invoices.id, l.invoiceId));
    }
    return id;
  });
}

const statusOf = async (id: number) => (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].s;
const releaseMails = (code: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, `Your booking ${code} has been released`));

beforeAll(async () => {
  const [office] = await t.db
    .select()
    .from(offices)
    .where(and(eq(offices.clientId, ids.demo), eq(offices.slug, 'shoreditch')));
  const [wa] = await t.db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ids.demo), eq(workAreas.officeId, office.id)))
    .limit(1);
  Object.assign(fx, { officeId: office.id, office: office.slug, floorId: wa.floorId, workAreaId: wa.id, workArea: wa.slug });
  const [m] = await t.db
    .select({ id: members.id, slug: members.slug, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ids.demo), eq(members.status, 'active')))
    .orderBy(asc(members.id))
    .limit(1);
  fx.member = m;
  fx.teams = (await t.db.select({ id: teams.id }).from(teams).where(eq(teams.clientId, ids.demo)).orderBy(asc(teams.id)).limit(3)).map((x) => x.id);
});

describe('no-show release job', () => {
  it('releases exactly the unchecked, unpaid bookings past their grace period, voids their draft lines, e-mails the member, and is idempotent', async () => {
    const now = new Date();
    const draftLine = await line('draft', fx.teams[0], '2031-01');
    const issuedLine = await line('issued', fx.teams[1], '2031-02');
    const paidLine = await line('paid', fx.teams[2], '2031-03');
    const due = {
      plain: await booking(now, -30, 60),
      alert: await booking(now, -16, 60, { status: 'alert' }),
      draftInvoiced: await booking(now, -20, 60, { invoiceLineId: draftLine, teamId: fx.teams[0] }),
      complimentary: await booking(now, -20, 60, { complimentary: true, pricePence: 0, origin: 'complimentary' }),
    };
    const kept = {
      checkedIn: await booking(now, -30, 60, { realStart: new Date(now.getTime() - 25 * MIN) }),
      paid: await booking(now, -30, 60, { paid: true }),
      prePaid: await booking(now, -30, 60, { status: 'pre_paid', paid: true }),
      credits: await booking(now, -30, 60, { creditsUsed: 2 }),
      issuedInvoice: await booking(now, -30, 60, { invoiceLineId: issuedLine, teamId: fx.teams[1] }),
      paidLine: await booking(now, -30, 60, { invoiceLineId: paidLine, teamId: fx.teams[2] }),
      withinGrace: await booking(now, -5, 60),
      noGrace: await booking(now, -30, 60, {}, null),
      ended: await booking(now, -120, -10),
      future: await booking(now, 30, 90),
      inactive: await booking(now, -30, 60, { status: 'inactive' }),
      block: await booking(now, -30, 60, { bookingType: 'block', memberId: null, comments: 'Maintenance', pricePence: 0, singlePricePence: 0 }),
    };

    const first = await runNoShowRelease(t.db, t.app.mailer, now);
    const mine = new Set([...Object.values(due), ...Object.values(kept)].map((b) => b.id));
    expect(
      first
        .filter((r) => mine.has(r.id))
        .map((r) => r.code)
        .sort(),
    ).toEqual(
      Object.values(due)
        .map((b) => b.code)
        .sort(),
    );
    for (const b of Object.values(due)) expect(await statusOf(b.id)).toBe('released');
    for (const [name, b] of Object.entries(kept)) expect(await statusOf(b.id), name).toBe(b.status);
    // Whatever else the demo data had due, the job never touched a paid, checked-in or block booking.
    const all = await t.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          first.map((r) => r.id),
        ),
      );
    for (const b of all) expect(b.realStart === null && !b.paid && b.bookingType !== 'block' && b.creditsUsed === 0, b.code).toBe(true);

    const [voided] = await t.db.select({ status: invoiceLines.status }).from(invoiceLines).where(eq(invoiceLines.id, draftLine));
    expect(voided.status).toBe('void');
    const [untouched] = await t.db.select({ status: invoiceLines.status }).from(invoiceLines).where(eq(invoiceLines.id, issuedLine));
    expect(untouched.status).toBe('payment_pending');

    for (const b of Object.values(due)) {
      const mails = await releaseMails(b.code);
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe(fx.member.email);
      expect(mails[0].text).toContain(`${b.resource.name} at`);
      expect(mails[0].text).toContain('was not checked in within 15 minutes');
    }

    const second = await runNoShowRelease(t.db, t.app.mailer, now);
    expect(second).toEqual([]);
    for (const b of Object.values(due)) expect(await releaseMails(b.code)).toHaveLength(1);
  });

  it('without rules of its own, a resource follows the grace of its booking type', async () => {
    await t.db
      .insert(bookingRules)
      .values({ clientId: ids.demo, slug: 'ns-type-suite', resourceType: 'suite', resourceId: null })
      .onConflictDoNothing();
    await t.db
      .update(bookingRules)
      .set({ checkInGraceMinutes: 10 })
      .where(and(eq(bookingRules.clientId, ids.demo), eq(bookingRules.resourceType, 'suite'), sql`${bookingRules.resourceId} is null`));
    const now = new Date();
    const plain = async (startMin: number) => {
      const [r] = await t.db
        .insert(resources)
        .values({
          clientId: ids.demo,
          slug: `ns-suite-${++resourceCounter}`,
          name: `No-show suite ${resourceCounter}`,
          officeId: fx.officeId,
          resourceType: 'desk',
        })
        .returning();
      const code = `NST${String(++codeCounter).padStart(5, '0')}`;
      const [b] = await t.db
        .insert(bookings)
        .values({
          clientId: ids.demo,
          code,
          slug: code.toLowerCase(),
          bookingType: 'suite',
          officeId: fx.officeId,
          resourceId: r.id,
          memberId: fx.member.id,
          plannedStart: new Date(now.getTime() + startMin * MIN),
          plannedEnd: new Date(now.getTime() + 60 * MIN),
        })
        .returning();
      return b;
    };
    const late = await plain(-12);
    const early = await plain(-8);
    const released = (await runNoShowRelease(t.db, t.app.mailer, now)).map((r) => r.code);
    expect(released).toContain(late.code);
    expect(released).not.toContain(early.code);
  });

  it('a released booking no longer holds its slot: the desk can be booked again', async () => {
    const now = new Date();
    const b = await booking(now, -30, 90);
    await runNoShowRelease(t.db, t.app.mailer, now);
    expect(await statusOf(b.id)).toBe('released');
    expect(isOccupying('released')).toBe(false);
    const step = SLOT_STEP_MINUTES * MIN;
    const start = new Date(Math.ceil(Date.now() / step) * step);
    const res = await send('POST', '/api/member-bookings/', [
      {
        start: start.toISOString(),
        end: new Date(start.getTime() + 30 * MIN).toISOString(),
        office: fx.office,
        booking_type: 'desk',
        resource: b.resource.slug,
        work_area: fx.workArea,
        member: fx.member.slug,
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    // …and a released booking is closed: it can not be changed back.
    const back = await send('PUT', `/api/member-bookings/${b.code}`, { status: 'active' });
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe('A released booking can not be changed');
  });

  it('two runs at the same time release each booking once', async () => {
    const now = new Date();
    const due = [await booking(now, -40, 30), await booking(now, -25, 30), await booking(now, -60, 5)];
    const [a, b] = await Promise.all([runNoShowRelease(t.db, t.app.mailer, now), runNoShowRelease(t.db, t.app.mailer, now)]);
    const codes = [...a, ...b].map((r) => r.code).filter((c) => due.some((d) => d.code === c));
    expect(codes.sort()).toEqual(due.map((d) => d.code).sort());
    for (const d of due) {
      expect(await statusOf(d.id)).toBe('released');
      expect(await releaseMails(d.code)).toHaveLength(1);
    }
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.subject,
          due.map((d) => `Your booking ${d.code} has been released`),
        ),
      );
    expect(n).toBe(3);
  });
});
