/**
 * The write load of the fault scripts (issue 13): single and multi-entry writes through the public API, each writer
 * in a loop until stopped, recording what the API acknowledged (a 2xx answer). What was acknowledged is checked in the
 * database afterwards (integrity-checks.ts). Multi-entry writes:
 *  - an invoice and three lines added to it (POST /api/invoices/, 3 × POST /api/invoice-lines/);
 *  - a credit note for two lines of a paid invoice (POST /api/invoices/{slug}/credit-note);
 *  - a membership billing run (POST /api/billing-runs/: invoices with lines, one transaction per team);
 *  - three room bookings in one request (POST /api/member-bookings/, all or nothing; each gets an invoice line);
 *  - a weekly series of three bookings (POST /api/member-bookings/series/, on_conflict abort).
 */
import { addDaysIso, DEFAULT_TIME_ZONE, zonedInstant } from '@clubspace/contract';
import { sleep, type Answer, type ApiClient } from './api-process.ts';

export interface Fixtures {
  office: string;
  rooms: [string, string];
  team: string;
  invoiceData: string;
}

/** Two meeting rooms of one office and a team with billing data, read through the API as a client would. */
export async function findFixtures(api: ApiClient): Promise<Fixtures> {
  const { resources } = await api.ok<{ resources: { slug: string; status: string; office: { slug: string } }[] }>(
    'GET',
    '/api/resources/?resource_type=meeting_room&page_size=100',
  );
  const byOffice = new Map<string, string[]>();
  for (const r of resources) if (r.status === 'active') byOffice.set(r.office.slug, [...(byOffice.get(r.office.slug) ?? []), r.slug]);
  const office = [...byOffice.entries()].find(([, rooms]) => rooms.length >= 2);
  if (!office) throw new Error('no office with two active meeting rooms in the demo data');
  const { teams } = await api.ok<{ teams: { slug: string }[] }>('GET', '/api/teams/?page_size=50');
  for (const t of teams) {
    const datas = await api.ok<{ slug: string }[]>('GET', `/api/invoice-datas/?team=${t.slug}`);
    if (datas.length) return { office: office[0], rooms: [office[1][0], office[1][1]], team: t.slug, invoiceData: datas[0].slug };
  }
  throw new Error('no team with invoice data in the demo data');
}

export interface Acks {
  guests: string[];
  /** invoice slug → the slugs of its lines whose creation was acknowledged */
  invoiceLines: Map<string, string[]>;
  creditNotes: { slug: string; lines: number }[];
  billingRuns: { month: string; invoices: { slug: string; lines: number }[] }[];
  bookingGroups: { marker: string; codes: string[] }[];
  series: { code: string; bookings: number }[];
}

/** Rooms are booked in 30-minute slots from 08:00 (24 a day), far in the future, each request on its own slots. */
const BASE_DAY = '2031-01-06';
const SLOTS_A_DAY = 24;
const slotTimes = (dayOffset: number, slot: number) => {
  const day = addDaysIso(BASE_DAY, dayOffset);
  const minutes = 8 * 60 + slot * 30;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  return {
    start: zonedInstant(day, hhmm(minutes), DEFAULT_TIME_ZONE).toISOString(),
    end: zonedInstant(day, hhmm(minutes + 30), DEFAULT_TIME_ZONE).toISOString(),
  };
};

export class WriteMix {
  readonly acks: Acks = { guests: [], invoiceLines: new Map(), creditNotes: [], billingRuns: [], bookingGroups: [], series: [] };
  /** Answers by kind of write and status (0 = no answer: the API was down or died mid-request). */
  readonly answers: Record<string, Record<number, number>> = {};
  private writing = false;
  private running: Promise<void>[] = [];
  private counter = 0;
  private month = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly fx: Fixtures,
    /** Tells this run's rows apart (markers in comments and e-mails). */
    private readonly tag: string,
  ) {}

  private count(kind: string, res: Answer | null) {
    const bucket = (this.answers[kind] ??= {});
    const status = res?.status ?? 0;
    bucket[status] = (bucket[status] ?? 0) + 1;
    return res !== null && res.status >= 200 && res.status < 300;
  }

  /** One call; a connection error (API down) counts as no answer and waits a little, as a retrying client would. */
  private async send(kind: string, method: string, url: string, body?: unknown): Promise<Answer | null> {
    try {
      const res = await this.api.call(method, url, body);
      this.count(kind, res);
      return res;
    } catch {
      this.count(kind, null);
      await sleep(100);
      return null;
    }
  }

  private invoiceBody(status = 'open', extra: object = {}) {
    return {
      team_slug: this.fx.team,
      invoice_data: this.fx.invoiceData,
      date: '2031-02-01',
      date_due: '2031-03-01',
      invoice_type: 'work',
      status,
      ...extra,
    };
  }
  private lineBody(invoice: string, i: number) {
    return {
      invoice,
      name: `Fault line ${i}`,
      payment_type: 'work',
      date: '2031-02-01',
      units: 1 + i,
      unit_price: 12.35 + i,
      vat: 20,
      status: 'new',
    };
  }

  private async guest() {
    const email = `fault.${this.tag}.${++this.counter}@faults.test`;
    const res = await this.send('guest', 'POST', '/api/guests/', { name: `Fault guest ${this.counter}`, email });
    if (res && res.status < 300) this.acks.guests.push(email);
  }

  private async invoiceWithLines() {
    const inv = await this.send('invoice', 'POST', '/api/invoices/', this.invoiceBody());
    if (!inv || inv.status >= 300) return;
    const slug = String(inv.body?.slug);
    this.acks.invoiceLines.set(slug, []);
    for (let i = 0; i < 3; i++) {
      const line = await this.send('invoice line', 'POST', '/api/invoice-lines/', this.lineBody(slug, i));
      if (!line || line.status >= 300) return;
      this.acks.invoiceLines.get(slug)!.push(String(line.body?.slug));
    }
  }

  private async creditNote() {
    const inv = await this.send('credit note (setup)', 'POST', '/api/invoices/', this.invoiceBody());
    if (!inv || inv.status >= 300) return;
    const slug = String(inv.body?.slug);
    const lines: string[] = [];
    for (let i = 0; i < 2; i++) {
      const line = await this.send('credit note (setup)', 'POST', '/api/invoice-lines/', this.lineBody(slug, i));
      if (!line || line.status >= 300) return;
      lines.push(String(line.body?.slug));
    }
    const paid = await this.send('credit note (setup)', 'PUT', `/api/invoices/${slug}`, this.invoiceBody('paid', { name: String(inv.body?.name) }));
    if (!paid || paid.status >= 300) return;
    const note = await this.send('credit note', 'POST', `/api/invoices/${slug}/credit-note`, {
      reason: `Fault credit ${this.tag}`,
      lines: lines.map((line) => ({ line })),
    });
    if (note && note.status < 300) this.acks.creditNotes.push({ slug: String(note.body?.slug), lines: lines.length });
  }

  private async billingRun() {
    const m = this.month++;
    const month = `${2032 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    const res = await this.send('billing run', 'POST', '/api/billing-runs/', { month });
    if (res && res.status < 300)
      this.acks.billingRuns.push({
        month,
        invoices: (res.body?.invoices as { slug: string; lines: number }[]).map((i) => ({ slug: i.slug, lines: i.lines })),
      });
    else if (res?.status === 409) {
      this.month--; // another run (or a killed one) holds the operator's claim: try the month again later
      await sleep(500);
    }
  }

  private entry(slot: { start: string; end: string }, room: string, marker: string) {
    return { ...slot, office: this.fx.office, booking_type: 'meeting_room', resource: room, team: this.fx.team, comments: marker };
  }

  private bookingRequests = 0;
  private async bookingGroup() {
    const k = this.bookingRequests++;
    const marker = `fault-${this.tag}-b-${k}`;
    const entries = [0, 1, 2].map((j) => {
      const s = 3 * k + j;
      return this.entry(slotTimes(Math.floor(s / SLOTS_A_DAY), s % SLOTS_A_DAY), this.fx.rooms[0], marker);
    });
    const res = await this.send('bookings ×3', 'POST', '/api/member-bookings/', entries);
    if (res && res.status < 300) this.acks.bookingGroups.push({ marker, codes: (res.body?.bookings as { code: string }[]).map((b) => b.code) });
  }

  private seriesRequests = 0;
  private async series() {
    const k = this.seriesRequests++;
    // Weekly × 3 from day d covers d, d+7, d+14: days 0–6 of a 21-day block, one block after another.
    const g = Math.floor(k / SLOTS_A_DAY);
    const day = (g % 7) + 21 * Math.floor(g / 7);
    const marker = `fault-${this.tag}-s-${k}`;
    const res = await this.send('series ×3', 'POST', '/api/member-bookings/series/', {
      entry: this.entry(slotTimes(day, k % SLOTS_A_DAY), this.fx.rooms[1], marker),
      recurrence: { frequency: 'weekly', count: 3 },
      on_conflict: 'abort',
    });
    if (res && res.status < 300) {
      const series = res.body?.series as { code: string; num_bookings: number };
      this.acks.series.push({ code: series.code, bookings: series.num_bookings });
    }
  }

  /** Starts `perKind` writers of each kind (one billing-run writer: runs are serialised per operator anyway). */
  start(perKind = 2) {
    this.writing = true;
    const loop = (step: () => Promise<void>) =>
      (async () => {
        while (this.writing) await step();
      })();
    const kinds = [() => this.guest(), () => this.invoiceWithLines(), () => this.creditNote(), () => this.bookingGroup(), () => this.series()];
    for (const kind of kinds) for (let i = 0; i < perKind; i++) this.running.push(loop(kind));
    this.running.push(loop(() => this.billingRun()));
  }

  async stop() {
    this.writing = false;
    await Promise.all(this.running);
    this.running = [];
  }

  /** The kinds of multi-entry write that have at least one acknowledgement yet. */
  kindsAcknowledged() {
    const a = this.acks;
    const kinds = {
      'invoice with lines': [...a.invoiceLines.values()].some((l) => l.length === 3),
      'credit note': a.creditNotes.length > 0,
      'billing run': a.billingRuns.length > 0,
      'bookings ×3': a.bookingGroups.length > 0,
      'series ×3': a.series.length > 0,
    };
    return {
      done: Object.values(kinds).every(Boolean),
      missing: Object.entries(kinds)
        .filter(([, v]) => !v)
        .map(([k]) => k),
    };
  }

  /** Multi-entry writes acknowledged so far (the guests are single-row writes). */
  acknowledged() {
    const a = this.acks;
    return a.invoiceLines.size + a.creditNotes.length + a.billingRuns.length + a.bookingGroups.length + a.series.length;
  }
}
