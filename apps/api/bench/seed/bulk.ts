import type pg from 'pg';

/**
 * Bulk-load helpers, as pg_restore does it: secondary indexes, unique/exclusion constraints and foreign keys are
 * dropped before the COPY and recreated after it (one sort per index instead of millions of inserts; recreating
 * them validates every row, so the data still satisfies the real schema). Definitions are read from the catalog, so
 * an index or constraint added by a later migration is handled without touching this file. Primary keys and CHECK
 * constraints stay (they are cheap and checked per row).
 */
export interface Deferred {
  table: string;
  name: string;
  kind: 'index' | 'constraint';
  sql: string;
  fk: boolean;
}

export async function dropSecondary(client: pg.ClientBase): Promise<Deferred[]> {
  const { rows: cons } = await client.query<{ tbl: string; name: string; def: string; contype: string }>(`
    select c.relname as tbl, con.conname as name, pg_get_constraintdef(con.oid) as def, con.contype
    from pg_constraint con join pg_class c on c.oid = con.conrelid
    where c.relnamespace = 'public'::regnamespace and con.contype in ('f', 'u', 'x')`);
  const { rows: idx } = await client.query<{ tbl: string; name: string; def: string }>(`
    select t.relname as tbl, i.relname as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace and not x.indisprimary
      and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid)`);
  const deferred: Deferred[] = [
    ...idx.map((r) => ({ table: r.tbl, name: r.name, kind: 'index' as const, sql: r.def, fk: false })),
    ...cons.map((r) => ({
      table: r.tbl,
      name: r.name,
      kind: 'constraint' as const,
      sql: `ALTER TABLE "${r.tbl}" ADD CONSTRAINT "${r.name}" ${r.def}`,
      fk: r.contype === 'f',
    })),
  ];
  // Foreign keys first (they depend on the referenced unique indexes), then the rest.
  for (const d of [...deferred].sort((a, b) => Number(b.fk) - Number(a.fk)))
    await client.query(d.kind === 'index' ? `DROP INDEX "${d.name}"` : `ALTER TABLE "${d.table}" DROP CONSTRAINT "${d.name}"`);
  return deferred;
}

/**
 * Rebuilds dropped indexes and unique/exclusion constraints on several connections while the load goes on: a group's
 * tables are queued as soon as its COPY commits (biggest first). A connection takes the first queued item its table's
 * locks allow: an ALTER TABLE … ADD CONSTRAINT (ACCESS EXCLUSIVE) waits until no build runs on its table, and no build
 * starts on a table whose constraint is being added, so no connection sits blocked on a lock.
 */
export class IndexBuilder {
  private readonly queue: Deferred[] = [];
  private readonly running = new Map<string, { exclusive: boolean; n: number }>();
  private waiters: (() => void)[] = [];
  private closed = false;
  private readonly done: Promise<void>;
  /** Sum of every build's own time (the builds overlap, so this exceeds the wall time). */
  busyMs = 0;

  constructor(
    clients: pg.ClientBase[],
    private readonly log: (line: string) => void,
  ) {
    this.done = Promise.all(clients.map((c) => this.consume(c))).then(() => undefined);
    this.done.catch(() => undefined); // reported by finish(); not an unhandled rejection before it is awaited
  }

  add(items: Deferred[], sizes: Map<string, number>): void {
    this.queue.push(...items.filter((d) => !d.fk).sort((a, b) => (sizes.get(b.table) ?? 0) - (sizes.get(a.table) ?? 0)));
    this.notify();
  }

  /** Resolves when every queued item is built (no more may be added). */
  finish(): Promise<void> {
    this.closed = true;
    this.notify();
    return this.done;
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private next(): Deferred | undefined {
    const i = this.queue.findIndex((d) => {
      const run = this.running.get(d.table);
      return !run || (d.kind === 'index' && !run.exclusive);
    });
    return i < 0 ? undefined : this.queue.splice(i, 1)[0];
  }

  private async consume(client: pg.ClientBase): Promise<void> {
    for (;;) {
      const d = this.next();
      if (!d) {
        if (this.closed && this.queue.length === 0) return;
        await new Promise<void>((resolve) => this.waiters.push(resolve));
        continue;
      }
      const run = this.running.get(d.table) ?? { exclusive: false, n: 0 };
      run.n++;
      run.exclusive ||= d.kind === 'constraint';
      this.running.set(d.table, run);
      const t0 = performance.now();
      try {
        await client.query(d.sql);
      } finally {
        const ms = performance.now() - t0;
        this.busyMs += ms;
        if (ms > 5_000) this.log(`  ${d.kind} ${d.name}: ${(ms / 1000).toFixed(1)} s`);
        if (--run.n === 0) this.running.delete(d.table);
        else if (d.kind === 'constraint') run.exclusive = false;
        this.notify();
      }
    }
  }
}

/** Table sizes (bytes), to build the biggest tables' indexes first. */
export async function tableSizes(client: pg.ClientBase): Promise<Map<string, number>> {
  const { rows } = await client.query<{ t: string; n: string }>(
    `select relname as t, pg_relation_size(oid) as n from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  );
  return new Map(rows.map((r) => [r.t, Number(r.n)]));
}

/**
 * Recreates the dropped foreign keys once every table is loaded and indexed: added NOT VALID one by one (instant),
 * then VALIDATEd in parallel, one table per connection at a time (VALIDATE only needs a share lock on the referenced
 * table), so every row is still checked.
 */
export async function restoreForeignKeys(clients: pg.ClientBase[], deferred: Deferred[], log: (line: string) => void): Promise<void> {
  const size = await tableSizes(clients[0]!);
  const fks = deferred.filter((d) => d.fk);
  for (const d of fks) await clients[0]!.query(`${d.sql} NOT VALID`);
  const byTable = new Map<string, Deferred[]>();
  for (const d of fks) byTable.set(d.table, [...(byTable.get(d.table) ?? []), d]);
  const tables = [...byTable.keys()].sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0));
  await drain(clients, tables, async (client, table) => {
    for (const d of byTable.get(table)!) {
      const t0 = performance.now();
      await client.query(`ALTER TABLE "${table}" VALIDATE CONSTRAINT "${d.name}"`);
      const ms = performance.now() - t0;
      if (ms > 5_000) log(`  validate ${d.name}: ${(ms / 1000).toFixed(1)} s`);
    }
  });
}

/** Runs `run` over a shared queue on every connection at once. */
export async function drain<T>(clients: pg.ClientBase[], queue: T[], run: (client: pg.ClientBase, item: T) => Promise<void>): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(client, item);
    }),
  );
}

/** Triggers whose work the generator does itself (see computeBlockedUntil in generate.ts); re-enabled after the load. */
export const GENERATOR_COMPUTED_TRIGGERS = [
  // BEFORE INSERT per row: blocked_until = planned_end + the resource's buffer (0 for blocks). The generator writes
  // exactly that; verifyBlockedUntil checks every row afterwards.
  { table: 'bookings', trigger: 'bookings_blocked_until' },
  // AFTER INSERT per statement: pg_notify for live calendars. Nobody listens during a bulk load, and the transition
  // table would hold every COPYed row.
  { table: 'bookings', trigger: 'bookings_live_notify_ins' },
  // The dashboard's daily and income figures (migration 0025): each COPY would recount its keys through a transition
  // table of every row; rebuildFigures() computes them once, set-based, after the load instead.
  ...['ins', 'upd', 'del'].flatMap((op) => [
    { table: 'bookings', trigger: `booking_day_figures_${op}` },
    { table: 'invoices', trigger: `invoice_day_figures_${op}` },
    { table: 'orders', trigger: `order_day_figures_${op}` },
    { table: 'invoice_lines', trigger: `income_day_figures_${op}` },
    { table: 'bookings', trigger: `income_day_figures_bookings_${op}` },
    // Money received by day (migration 0034).
    { table: 'invoice_payments', trigger: `payment_day_figures_${op}` },
    { table: 'invoices', trigger: `payment_day_figures_invoices_${op}` },
    // Occupancy by hour (issue 31, migration booking_hour_figures).
    { table: 'bookings', trigger: `booking_hour_figures_${op}` },
    // Resource utilisation by day and month (issue 31, migration resource_day_figures).
    { table: 'bookings', trigger: `resource_day_figures_${op}` },
    { table: 'booking_rules', trigger: `booking_rules_resource_figures_${op}` },
  ]),
  { table: 'resources', trigger: 'resources_resource_figures_upd' },
  { table: 'invoices', trigger: 'income_day_figures_invoices' },
  { table: 'memberships', trigger: 'income_day_figures_memberships' },
  { table: 'membership_plans', trigger: 'income_day_figures_plans' },
] as const;

export async function setTriggers(client: pg.ClientBase, enabled: boolean): Promise<void> {
  const { rows } = await client.query<{ tgname: string }>(`select tgname from pg_trigger where not tgisinternal`);
  const present = new Set(rows.map((r) => r.tgname));
  for (const t of GENERATOR_COMPUTED_TRIGGERS)
    if (present.has(t.trigger)) await client.query(`ALTER TABLE "${t.table}" ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER "${t.trigger}"`);
  // The change capture (migration 0054): a bulk load is nobody's write, and would double the rows written.
  const captured = await client.query<{ tbl: string }>(`select tgrelid::regclass::text as tbl from pg_trigger where tgname = 'capture_change'`);
  for (const { tbl } of captured.rows) await client.query(`ALTER TABLE ${tbl} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER capture_change`);
}

/** The figure tables (kept by triggers in the app, rebuilt after a bulk load): their indexes and keys wait for it. */
export const isFigureTable = (table: string) => table.endsWith('_figures');

/**
 * The dashboard's and the reports' figures of every office from the loaded rows (their triggers were off), set-based,
 * side by side on every connection: the daily figures in one pass, the hourly ones by office and the resources' by
 * resource, each in as many slices as there are connections (the slices are disjoint keys, so they do not wait on
 * each other). Runs before the figure tables get their secondary indexes and foreign keys back: at the large scale
 * the resource figures' 8M rows cost 2.5× as much inserted under two foreign-key checks and three indexes.
 */
export async function rebuildFigures(clients: pg.ClientBase[], log: (line: string) => void): Promise<void> {
  const c = clients[0]!;
  const { rows: fns } = await c.query<{ proname: string }>(
    `select proname from pg_proc where proname in ('day_figures_rebuild', 'booking_hour_figures_rebuild', 'resource_day_figures_rebuild')`,
  );
  const has = (name: string) => fns.some((f) => f.proname === name);
  const slices = async (query: string) => {
    const { rows } = await c.query<{ id: number }>(query);
    const n = clients.length;
    return Array.from({ length: n }, (_, k) => rows.filter((_, i) => i % n === k).map((r) => r.id)).filter((s) => s.length > 0);
  };
  // Statistics first (VACUUM (ANALYZE) comes at the very end): without them the slices' plans over a freshly loaded
  // bookings table were 10× slower than with them.
  await drain(
    clients,
    ['bookings', 'resources', 'offices', 'booking_rules', 'invoices', 'invoice_lines', 'orders', 'invoice_payments'],
    (client, t) => client.query(`ANALYZE "${t}"`).then(() => undefined),
  );
  const work: { label: string; sql: string; ids?: number[] }[] = [];
  // The resource slices first: the biggest output.
  if (has('resource_day_figures_rebuild'))
    for (const ids of await slices(`select id from resources order by id`))
      work.push({ label: 'resource figures', sql: 'select resource_day_figures_rebuild($1::int[])', ids });
  if (has('day_figures_rebuild')) work.push({ label: 'day figures', sql: 'select day_figures_rebuild()' });
  if (has('booking_hour_figures_rebuild'))
    for (const ids of await slices(`select id from offices order by id`))
      work.push({ label: 'hour figures', sql: 'select booking_hour_figures_rebuild($1::int[])', ids });
  await drain(clients, work, async (client, w) => {
    const t0 = performance.now();
    await client.query(w.sql, w.ids ? [w.ids] : []);
    const ms = performance.now() - t0;
    if (ms > 5_000) log(`  ${w.label}${w.ids ? ` (${w.ids.length} ids)` : ''}: ${(ms / 1000).toFixed(1)} s`);
  });
}

/** Rows whose blocked_until differs from what the trigger would have written (must be 0). */
export async function verifyBlockedUntil(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`
    select count(*) as n from bookings b left join resources r on r.id = b.resource_id
    where b.blocked_until <> b.planned_end + make_interval(mins => case when b.booking_type = 'block' then 0 else coalesce(r.buffer_minutes, 0) end)`);
  return Number(rows[0]!.n);
}

/** Moves every serial sequence past the explicit ids the generator wrote. */
export async function resetSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ tbl: string; seq: string }>(`
    select c.relname as tbl, pg_get_serial_sequence(format('%I', c.relname), 'id') as seq
    from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'id'
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`);
  for (const r of rows) if (r.seq) await client.query(`select setval('${r.seq}', coalesce((select max(id) from "${r.tbl}"), 0) + 1, false)`);
}
