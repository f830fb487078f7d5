/**
 * After a crash: is every acknowledged write there and complete, and is anything half-applied? Read straight from the
 * database (PostgreSQL through pg, or the PGlite folder opened in-process), never through the API.
 */
import { invoiceTotals } from '@clubspace/contract';
import type { Acks } from './write-mix.ts';

type Row = Record<string, unknown>;
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Row[] }>;

export interface Figures {
  /** acknowledged multi-entry writes (and single-row guest creates) */
  acknowledged: number;
  present: number;
  /** what is missing of acknowledged writes (one entry per write) */
  lost: string[];
  halfApplied: string[];
  /** invoices checked for totals = sum of lines, bookings groups and series checked for completeness */
  checked: { invoices: number; bookingGroups: number; series: number };
}

const n = (v: unknown) => Number(v ?? 0);

export async function checkIntegrity(q: Query, acks: Acks, tag: string): Promise<Figures> {
  const lost: string[] = [];
  const halfApplied: string[] = [];
  let acknowledged = 0;

  // Every invoice (all operators, seeded or written here): stored totals equal the sum of its non-void lines. A void
  // invoice keeps what it billed as a record: its totals may also equal the sum of all its (voided) lines.
  const invoices = await q('select id, client_id, slug, kind, status, net_price_pence, vat_pence, gross_price_pence from invoices');
  const lines = await q(
    'select id, slug, invoice_id, unit_price_pence, unit_gross_price_pence, price_includes_vat, units, vat, status from invoice_lines',
  );
  const linesOf = new Map<number, Row[]>();
  for (const l of lines.rows) linesOf.set(n(l.invoice_id), [...(linesOf.get(n(l.invoice_id)) ?? []), l]);
  const sum = (ls: Row[]) =>
    invoiceTotals(
      ls.map((l) => ({
        unitPricePence: n(l.unit_price_pence),
        units: n(l.units),
        vatPercent: n(l.vat),
        priceIncludesVat: l.price_includes_vat === true,
        unitGrossPence: n(l.unit_gross_price_pence),
      })),
    );
  const agrees = (inv: Row, t: ReturnType<typeof sum>) =>
    t.net === n(inv.net_price_pence) && t.vat === n(inv.vat_pence) && t.gross === n(inv.gross_price_pence);
  for (const inv of invoices.rows) {
    const all = linesOf.get(n(inv.id)) ?? [];
    const live = sum(all.filter((l) => l.status !== 'void'));
    if (agrees(inv, live) || (inv.status === 'void' && agrees(inv, sum(all)))) continue;
    halfApplied.push(
      `invoice ${inv.slug} (operator ${inv.client_id}): stored ${n(inv.net_price_pence)}/${n(inv.vat_pence)}/${n(inv.gross_price_pence)}, lines sum to ${live.net}/${live.vat}/${live.gross}`,
    );
  }
  // Slugs are unique per operator: the writes were the demo operator's.
  const [demo] = (await q(`select id from clients where slug = 'demo'`)).rows;
  const bySlug = new Map(invoices.rows.filter((i) => n(i.client_id) === n(demo?.id)).map((i) => [String(i.slug), i]));
  const lineSlugsOf = (slug: string) => new Set((linesOf.get(n(bySlug.get(slug)?.id)) ?? []).map((l) => String(l.slug)));

  // Invoices with lines: the invoice and every acknowledged line.
  for (const [slug, acked] of acks.invoiceLines) {
    acknowledged++;
    const have = lineSlugsOf(slug);
    const missing = acked.filter((l) => !have.has(l));
    if (!bySlug.has(slug)) lost.push(`invoice ${slug}`);
    else if (missing.length) lost.push(`invoice ${slug}: lines ${missing.join(', ')} missing`);
  }
  // Credit notes: the note with all its lines.
  for (const note of acks.creditNotes) {
    acknowledged++;
    const inv = bySlug.get(note.slug);
    if (!inv || inv.kind !== 'credit_note') lost.push(`credit note ${note.slug}`);
    else if (lineSlugsOf(note.slug).size !== note.lines) lost.push(`credit note ${note.slug}: ${lineSlugsOf(note.slug).size} of ${note.lines} lines`);
  }
  // Billing runs: every invoice the run reported, with at least the lines it reported (a run's invoice is new per month).
  for (const run of acks.billingRuns) {
    acknowledged++;
    const short = run.invoices.filter((i) => !bySlug.has(i.slug) || lineSlugsOf(i.slug).size < i.lines);
    if (short.length)
      lost.push(`billing run ${run.month}: ${short.map((i) => `${i.slug} (${lineSlugsOf(i.slug).size} of ${i.lines} lines)`).join(', ')}`);
  }
  // Every billing charge points at its invoice line (a charge without its line is a half-written team).
  const orphanCharges = await q('select count(*) as n from billing_charges where invoice_line_id is null');
  if (n(orphanCharges.rows[0]?.n)) halfApplied.push(`${n(orphanCharges.rows[0]?.n)} billing charges without their invoice line`);

  // Bookings ×3 in one request: every group in the database (acknowledged or not) has all three, each billed alike.
  const groups = await q(
    `select comments as marker, count(*) as n, count(invoice_line_id) as billed from bookings where comments like $1 group by comments`,
    [`fault-${tag}-b-%`],
  );
  const groupOf = new Map(groups.rows.map((g) => [String(g.marker), g]));
  for (const g of groups.rows) {
    if (n(g.n) !== 3) halfApplied.push(`bookings ${g.marker}: ${n(g.n)} of 3`);
    if (n(g.billed) !== 0 && n(g.billed) !== n(g.n)) halfApplied.push(`bookings ${g.marker}: ${n(g.billed)} of ${n(g.n)} with their invoice line`);
  }
  for (const a of acks.bookingGroups) {
    acknowledged++;
    const codes = await q('select code from bookings where client_id = $2 and code = any($1)', [a.codes, n(demo?.id)]);
    if (codes.rows.length !== a.codes.length || n(groupOf.get(a.marker)?.n) !== 3)
      lost.push(`bookings ${a.marker}: ${codes.rows.length} of ${a.codes.length}`);
  }

  // Series: every series row of this run has all its occurrences; every acknowledged series is there.
  const series = await q(
    `select s.code, count(b.id) as n, count(b.invoice_line_id) as billed from booking_series s left join bookings b on b.series_id = s.id
      where s.entry->>'comments' like $1 group by s.code`,
    [`fault-${tag}-s-%`],
  );
  const seriesOf = new Map(series.rows.map((s) => [String(s.code), s]));
  for (const s of series.rows) {
    if (n(s.n) !== 3) halfApplied.push(`series ${s.code}: ${n(s.n)} of 3 occurrences`);
    if (n(s.billed) !== 0 && n(s.billed) !== n(s.n)) halfApplied.push(`series ${s.code}: ${n(s.billed)} of ${n(s.n)} with their invoice line`);
  }
  const strays = await q(`select count(*) as n from bookings where comments like $1 and series_id is null`, [`fault-${tag}-s-%`]);
  if (n(strays.rows[0]?.n)) halfApplied.push(`${n(strays.rows[0]?.n)} series bookings without their series`);
  for (const a of acks.series) {
    acknowledged++;
    const found = n(seriesOf.get(a.code)?.n);
    if (found !== a.bookings) lost.push(`series ${a.code}: ${found} of ${a.bookings} occurrences`);
  }

  // Guests (single-row creates, kept from the first version of this script).
  const guests = await q('select email from guests where email like $1', [`fault.${tag}.%`]);
  const emails = new Set(guests.rows.map((g) => String(g.email)));
  for (const e of acks.guests) {
    acknowledged++;
    if (!emails.has(e)) lost.push(`guest ${e}`);
  }

  return {
    acknowledged,
    present: acknowledged - lost.length,
    lost,
    halfApplied,
    checked: { invoices: invoices.rows.length, bookingGroups: groups.rows.length, series: series.rows.length },
  };
}

export function printFigures(label: string, f: Figures) {
  console.log(`   ${label}: acknowledged ${f.acknowledged}, present ${f.present}, half-applied: ${f.halfApplied.length}, lost: ${f.lost.length}`);
  console.log(
    `   checked: ${f.checked.invoices} invoices (stored totals = sum of lines), ${f.checked.bookingGroups} three-booking requests, ${f.checked.series} series`,
  );
  for (const l of f.lost.slice(0, 10)) console.log(`     lost: ${l}`);
  for (const h of f.halfApplied.slice(0, 10)) console.log(`     half-applied: ${h}`);
}
