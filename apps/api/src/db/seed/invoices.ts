import { invoiceTotals, lineTotals, DEFAULT_VAT } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { billingCharges, invoiceDatas, invoiceLines, invoices } from '../schema/index.ts';
import type { BookingDraft } from './bookings.ts';
import type { Ctx } from './context.ts';
import type { SeededMembership } from './memberships.ts';
import type { People, SeededTeam } from './people.ts';
import { CITIES, STREETS } from './data.ts';
import { addDays, CodeMaker, insertMany, SlugMaker } from './util.ts';

interface LineDraft {
  name: string;
  paymentType: string;
  units: number;
  unitPricePence: number;
  memberId: number | null;
  bookings: BookingDraft[];
  planId?: number;
  membershipId?: number | null;
  memberships?: number[];
}
interface InvoiceDraft {
  team: SeededTeam;
  month: string;
  type: string;
  lines: LineDraft[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** yyyy-MM of `today` shifted by whole months. */
function monthOf(today: string, back: number): string {
  const d = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 7);
}
const nextMonthFirst = (month: string) => {
  const d = new Date(`${month}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};
const LINE_STATUS: Record<string, string> = { open: 'new', pending_payment: 'payment_pending', paid: 'paid', void: 'void' };

/**
 * Invoice data per team and ~invoicesPerMonth invoices for each of the last 13 months, billed in arrears on the 1st:
 * membership fees, pay-as-you-go desk and room bookings (those bookings get the line's id), bar tabs and events.
 * Totals come from the contract's money helpers so they match what the API computes.
 */
export async function seedInvoices(ctx: Ctx, people: People, memberships: SeededMembership[], bookingDrafts: BookingDraft[]) {
  const { db, rng, clientId, spec, today } = ctx;
  const dataSlugs = new SlugMaker();
  const dataRows = people.teams.flatMap((t) => {
    const base = {
      clientId,
      teamId: t.id,
      name: /LLP|Co$/.test(t.name) ? t.name : `${t.name} Ltd`,
      country: 'United Kingdom',
      vatNumber: `GB${rng.int(100000000, 999999999)}`,
      companyNumber: String(rng.int(10000000, 16999999)),
      emailContact: `accounts@${dataSlugs.make(t.name)}.${spec.emailDomain}`,
      personContact: 'Accounts Payable',
      phoneContact: '+44 20 7946 0' + rng.int(100, 999),
    };
    const rows = [
      {
        ...base,
        slug: dataSlugs.make(`${t.name} billing`),
        town: rng.pick(CITIES),
        address1: `${rng.int(1, 200)} ${rng.pick(STREETS)}`,
        address2: rng.chance(0.5) ? `Floor ${rng.int(1, 6)}` : null,
        postCode: `EC${rng.int(1, 4)}A ${rng.int(1, 9)}BB`,
        isDefault: true,
        status: 'active',
        xeroId: rng.chance(0.6) ? rng.code(8).toLowerCase() : null,
      },
    ];
    if (rng.chance(0.25))
      rows.push({ ...rows[0]!, slug: dataSlugs.make(`${t.name} old billing`), isDefault: false, status: 'inactive', address2: 'Previous address' });
    return rows;
  });
  const dataIds = await insertMany(db, invoiceDatas, dataRows);
  const defaultData = new Map(
    dataRows.map((r, i) => [r.teamId, r.isDefault ? dataIds[i]! : undefined]).filter(([, id]) => id !== undefined) as [number, number][],
  );

  // Pay-as-you-go bookings per team and month, waiting to be invoiced.
  const payg = new Map<string, BookingDraft[]>();
  for (const b of bookingDrafts) {
    const r = b.row;
    if (
      !r.teamId ||
      !r.pricePence ||
      r.plannedStart > ctx.now ||
      r.payNow ||
      b.packageIndex !== null ||
      r.status === 'cancelled' ||
      r.status === 'refund'
    )
      continue;
    const key = `${r.teamId}|${b.day.slice(0, 7)}`;
    payg.set(key, [...(payg.get(key) ?? []), b]);
  }
  const adminOf = (teamId: number) => people.members.find((m) => m.teamId === teamId && m.role === 'team_admin')?.id ?? null;

  const drafts: InvoiceDraft[] = [];
  for (let back = 12; back >= 0; back--) {
    const month = monthOf(today, back);
    const monthStart = new Date(`${month}-01T00:00:00Z`);
    const monthEnd = new Date(`${nextMonthFirst(month)}T00:00:00Z`);
    const candidates = people.teams.map((team) => {
      const lines: LineDraft[] = [];
      const plans = new Map<string, SeededMembership[]>();
      for (const ms of memberships)
        if (ms.teamId === team.id && ['active', 'finished'].includes(ms.status) && ms.start < monthEnd && (ms.end === null || ms.end >= monthStart))
          plans.set(ms.plan.name, [...(plans.get(ms.plan.name) ?? []), ms]);
      for (const [name, list] of plans)
        lines.push({
          name: `${name} membership — ${MONTHS[monthStart.getUTCMonth()]}`,
          paymentType: 'work',
          units: list.length,
          unitPricePence: list[0]!.plan.basePricePence,
          memberId: list[0]!.memberId,
          bookings: [],
          planId: list[0]!.plan.id,
          membershipId: list.length === 1 ? list[0]!.id : null,
          memberships: list.map((m) => m.id),
        });
      const groups = new Map<string, BookingDraft[]>();
      for (const b of payg.get(`${team.id}|${month}`) ?? []) {
        const key = b.kind === 'room' ? 'room' : `desk|${b.row.singlePricePence}`;
        groups.set(key, [...(groups.get(key) ?? []), b]);
      }
      for (const [key, list] of groups) {
        const first = list[0]!;
        if (key === 'room') {
          // Rooms are billed per half hour, so the line equals the sum of the bookings' prices.
          const halfHours = list.reduce((s, b) => s + Math.round(b.hours * 2), 0);
          lines.push({
            name: 'Meeting room hire',
            paymentType: 'service',
            units: halfHours,
            unitPricePence: Math.round((first.row.pricePence ?? 0) / Math.round(first.hours * 2)),
            memberId: first.row.memberId ?? null,
            bookings: list,
          });
        } else {
          lines.push({
            name: first.hours < 8 ? 'Half-day desk passes' : 'Hot desk day passes',
            paymentType: 'work',
            units: list.length,
            unitPricePence: first.row.singlePricePence ?? 0,
            memberId: first.row.memberId ?? null,
            bookings: list,
          });
        }
      }
      if (rng.chance(0.3))
        lines.push({
          name: 'Bar tab',
          paymentType: 'bar',
          units: 1,
          unitPricePence: rng.int(15, 90) * 100 + rng.pick([0, 50]),
          memberId: adminOf(team.id),
          bookings: [],
        });
      if (rng.chance(0.06))
        lines.push({
          name: 'Community event tickets',
          paymentType: 'event',
          units: rng.int(1, 6),
          unitPricePence: 1500,
          memberId: adminOf(team.id),
          bookings: [],
        });
      return { team, lines };
    });
    const chosen = rng
      .shuffle(candidates.filter((c) => c.lines.length > 0))
      .sort((a, b) => b.lines.length - a.lines.length)
      .slice(0, spec.invoicesPerMonth);
    for (const c of chosen) {
      const lines = c.lines.slice(
        0,
        Math.min(
          c.lines.length,
          rng.weighted([
            [1, 2],
            [2, 3],
            [3, 3],
            [4, 2],
          ] as const),
        ),
      );
      const type = lines.every((l) => l.paymentType === 'bar') ? 'bar' : lines.every((l) => l.paymentType === 'event') ? 'events' : 'work';
      drafts.push({ team: c.team, month, type, lines });
    }
  }

  // Billed on the 1st of the following month; the current month's invoices are drafts dated today.
  let unpaidLeft = 2;
  const overdueRuns = new Set<number>();
  const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  const rows = drafts
    .map((d) => {
      const current = d.month === today.slice(0, 7);
      const date = current ? today : nextMonthFirst(d.month);
      const age = (Date.parse(today) - Date.parse(date)) / 86_400_000;
      const thisMonthsRun = !current && date.slice(0, 7) === today.slice(0, 7);
      const drawn = current
        ? 'open'
        : thisMonthsRun
          ? rng.weighted([
              ['pending_payment', 60],
              ['paid', 40],
            ] as const)
          : rng.weighted([
              ['paid', 92],
              ['void', 3],
              ['pending_payment', 5],
            ] as const);
      // Unpaid invoices whatever the day and the draws (they used to depend on both: from the 21st the demo could have
      // none, and the screens and tests that need one found none): two of this month's bill run, not yet due, and the
      // first of the runs two and four months back, overdue by 30+ and 90+ days (aged debtors, reminders, dunning).
      const runsBack = monthIndex(today) - monthIndex(date);
      const forced = (thisMonthsRun && unpaidLeft > 0 && unpaidLeft--) || ((runsBack === 2 || runsBack === 4) && !overdueRuns.has(runsBack));
      if (forced && !thisMonthsRun) overdueRuns.add(runsBack);
      const status = forced ? ('pending_payment' as const) : drawn;
      const closed =
        status === 'paid' ? addDays(date, Math.min(rng.int(3, 25), Math.max(0, age))) : status === 'void' ? addDays(date, Math.min(5, age)) : null;
      const totals = invoiceTotals(d.lines.map((l) => ({ unitPricePence: l.unitPricePence, units: l.units, vatPercent: DEFAULT_VAT })));
      return { d, date, status, closed, totals };
    })
    .sort((a, b) => a.date.localeCompare(b.date));

  const slugs = new CodeMaker(rng, 10);
  const invoiceIds = await insertMany(
    db,
    invoices,
    rows.map((r, i) => {
      const name = `INV-${String(i + 1).padStart(4, '0')}`;
      const [y, m] = r.d.month.split('-').map(Number);
      return {
        clientId,
        slug: name.toLowerCase(),
        name,
        teamId: r.d.team.id,
        invoiceDataId: defaultData.get(r.d.team.id) ?? null,
        officeId: r.d.team.officeId,
        status: r.status,
        paymentReference: r.status === 'paid' ? `pi_${rng.code(24, 'abcdefghijklmnopqrstuvwxyz0123456789')}` : null,
        invoiceType: r.d.type,
        date: r.date,
        dateDue: addDays(r.date, 30),
        dateClosed: r.closed,
        dateSent: r.status === 'open' ? null : r.date,
        shortDescription: `Services for ${MONTHS[m! - 1]} ${y}`,
        xeroId: r.status !== 'open' && rng.chance(0.7) ? slugs.make().toLowerCase() : null,
        vatType: DEFAULT_VAT,
        netPricePence: r.totals.net,
        vatPence: r.totals.vat,
        grossPricePence: r.totals.gross,
        createdAt: new Date(`${r.date}T09:00:00Z`),
      };
    }),
  );

  const lineInvoice = rows.flatMap((r, i) => r.d.lines.map(() => i));
  const lineRows = rows.flatMap((r, i) =>
    r.d.lines.map((l) => {
      const t = lineTotals({ unitPricePence: l.unitPricePence, units: l.units, vatPercent: DEFAULT_VAT });
      return {
        draft: l,
        row: {
          clientId,
          slug: slugs.make().toLowerCase(),
          invoiceId: invoiceIds[i]!,
          memberId: l.memberId,
          name: l.name,
          paymentType: l.paymentType,
          date: r.date,
          units: l.units,
          unitPricePence: l.unitPricePence,
          vat: DEFAULT_VAT,
          unitGrossPricePence: t.unitGross,
          linePricePence: t.net,
          lineGrossPricePence: t.gross,
          status: LINE_STATUS[r.status]!,
          paymentReference: r.status === 'paid' ? `pi_${rng.code(24, 'abcdefghijklmnopqrstuvwxyz0123456789')}` : null,
          createdAt: new Date(`${r.date}T09:00:00Z`),
          planId: l.planId ?? null,
          membershipId: l.membershipId ?? null,
        },
      };
    }),
  );
  const lineIds = await insertMany(
    db,
    invoiceLines,
    lineRows.map((l) => l.row),
  );
  // Each membership a seeded membership line bills is recorded as charged for that month (issue 12), so a billing
  // run for a seeded month bills only what the seed did not (other memberships, proration, own prices).
  const charges = lineRows.flatMap((l, i) => {
    const month = rows[lineInvoice[i]!]!.d.month;
    const last = addDays(nextMonthFirst(month), -1);
    const periodDays = Number(last.slice(8, 10));
    return (l.draft.memberships ?? []).map((membershipId) => ({
      clientId,
      membershipId,
      planId: l.draft.planId ?? null,
      periodStart: `${month}-01`,
      periodEnd: last,
      revision: 1,
      kind: 'charge',
      days: periodDays,
      periodDays,
      amountPence: l.draft.unitPricePence,
      invoiceLineId: lineIds[i]!,
    }));
  });
  await insertMany(db, billingCharges, charges);
  // The bookings a line bills point back at it; paid follows the line.
  lineRows.forEach((l, i) => {
    for (const b of l.draft.bookings) {
      b.row.invoiceLineId = lineIds[i]!;
      b.row.paid = l.row.status === 'paid';
    }
  });
  return { invoices: invoiceIds.length, lines: lineIds.length };
}

/**
 * Issue 12: lines know what they bill. Membership lines got their plan (and membership) when inserted; once bookings
 * and orders exist, a line billing exactly one booking or order points at it (lines grouping several bookings stay
 * linked from the bookings' invoice_line_id).
 */
export async function backfillLineRefs(ctx: Ctx) {
  await ctx.db.execute(sql`
    update invoice_lines l set booking_id = b.booking_id
    from (select invoice_line_id, min(id) as booking_id from bookings where client_id = ${ctx.clientId} and invoice_line_id is not null
      group by invoice_line_id having count(*) = 1) b
    where l.id = b.invoice_line_id and l.client_id = ${ctx.clientId}`);
  await ctx.db.execute(sql`
    update invoice_lines l set order_id = o.order_id
    from (select invoice_line_id, min(id) as order_id from orders where client_id = ${ctx.clientId} and invoice_line_id is not null
      group by invoice_line_id having count(*) = 1) o
    where l.id = o.invoice_line_id and l.client_id = ${ctx.clientId}`);
}
