import { DEFAULT_VAT, monthEnd, MRR_STATUSES, shiftMonth, zonedInstant, type PlanCategory } from '@clubspace/contract';
import { sql, type SQL } from 'drizzle-orm';
import { inOffices, type ReportRange } from './report-scope.ts';

/**
 * The SQL form of the contract's MRR definitions (report-mrr.ts), shared by the MRR and churn reports. Month ends are
 * indexed 0 (the month before the first month: the opening) to `last`; every membership is one run of indexes found
 * with width_bucket over the month ends' instants (no month × membership product, no zone conversion per row), and
 * each customer's MRR changes only at its runs' first index and the index after their last: a window sum over those
 * events walks each customer's MRR.
 */
export interface MrrWindow {
  range: Pick<ReportRange, 'clientId' | 'officeIds' | 'timeZone'>;
  /** The month of index 0 ('YYYY-MM'). */
  opening: string;
  /** The highest index (months after the opening). */
  last: number;
  category: PlanCategory | null;
  pricesIncludeVat: boolean;
}

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * round(a / b) half away from zero, as money.ts divRound, so the net of a VAT-inclusive price is the contract's
 * netOfGross to the penny (the API test compares the report with the contract's reference).
 */
const divRound = (a: SQL, b: number) => sql`(sign(${a}) * floor((2 * abs(${a}) + ${b}) / ${2 * b}))::bigint`;

/** A membership month's net pence: membershipMrrPence (price × units; net of gross when prices include VAT). */
function netMonthPence(pricesIncludeVat: boolean): SQL {
  const amount = sql`(m.base_price_pence::bigint * greatest(1, m.units))`;
  // float8 from here: whole pence far below 2^53 add exactly, and the walk's sums and windows run 15–20 % faster
  // than over numeric (what sum(bigint) gives).
  if (!pricesIncludeVat) return sql`${amount}::float8`;
  return sql`(${amount} - ${divRound(sql`${amount} * ${DEFAULT_VAT}`, 100 + DEFAULT_VAT)})::float8`;
}

/** Month ends are indexed from this month (index 0) so a run's index also tells whether it ran before the window. */
const FIRST_INDEXED = '2000-01';

/**
 * The window's month ends as instants in the zone: for month end day D of index i, the start of D (a membership whose
 * end is at or after it runs on D) and the start of D + 1 (one whose start is before it has begun by D). width_bucket
 * over these finds a membership's run without converting its timestamps to days row by row.
 */
function monthEndInstants(w: MrrWindow) {
  const base = w.opening < FIRST_INDEXED ? w.opening : FIRST_INDEXED;
  const offset = monthIndex(w.opening) - monthIndex(base);
  const starts: string[] = [];
  const nexts: string[] = [];
  for (let i = 0; i <= offset + w.last; i++) {
    const month = shiftMonth(base, i);
    starts.push(zonedInstant(monthEnd(`${month}-01`), '00:00:00', w.range.timeZone).toISOString());
    nexts.push(zonedInstant(`${shiftMonth(month, 1)}-01`, '00:00:00', w.range.timeZone).toISOString());
  }
  const array = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x}'`).join(',')}]::timestamptz[]`);
  return { offset, total: offset + w.last, starts: array(starts), nexts: array(nexts) };
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * The CTEs: base (one row per membership that bills: customer, category, net, and its run of month-end indexes
 * relative to the opening, lo..hi), live (the runs that reach the window), walk (per customer and index of change:
 * delta, MRR after, whether it had MRR before — at an earlier index, or a run before the opening — and the next index).
 */
export function mrrCtes(w: MrrWindow): SQL {
  const ends = monthEndInstants(w);
  const catFilter = w.category ? sql`and p.category = ${w.category}` : sql``;
  return sql`
    base as materialized (
      select case when m.member_id is not null then m.member_id::bigint * 4 when m.team_id is not null then m.team_id::bigint * 4 + 1
          else m.id::bigint * 4 + 2 end as cust,
        coalesce(p.category, 'other') as cat, ${netMonthPence(w.pricesIncludeVat)} as net,
        width_bucket(m.start, ${ends.nexts}) - ${ends.offset} as lo,
        case when m."end" is null or (m.recurrent and m.status = 'active') then ${w.last}
          else width_bucket(m."end", ${ends.starts}) - 1 - ${ends.offset} end as hi
      from memberships m left join membership_plans p on p.id = m.plan_id
      where m.client_id = ${w.range.clientId} and m.status in (${list(MRR_STATUSES)}) and ${inOffices(sql`m.office_id`, w.range)} ${catFilter}
        and m.base_price_pence > 0),
    live as (select * from base where lo <= hi and hi >= 0 and lo <= ${w.last}),
    seen as (select distinct cust from base where lo <= hi and lo < 0),
    ev as (
      select cust, greatest(lo, 0) as k, net as d from live
      union all
      select cust, hi + 1, -net from live where hi < ${w.last}),
    cm as (select cust, k, sum(d) as d from ev group by 1, 2 having sum(d) <> 0),
    walk as (
      select cm.cust, cm.k, cm.d, sum(cm.d) over (partition by cm.cust order by cm.k) as after,
        (row_number() over (partition by cm.cust order by cm.k) > 1 or s.cust is not null) as seen_before,
        lead(cm.k) over (partition by cm.cust order by cm.k) as next_k
      from cm left join seen s on s.cust = cm.cust)`;
}

/** The movements' CTEs: per index, the movements (signed pence) and customers; then the running closing figures. */
const movementCtes = (w: MrrWindow) => sql`
    moves as (
      select k,
        sum(d) filter (where after - d = 0 and not seen_before) as new_p,
        sum(d) filter (where after - d = 0 and seen_before) as react_p,
        sum(d) filter (where after - d > 0 and after > 0 and d > 0) as exp_p,
        sum(d) filter (where after - d > 0 and after > 0 and d < 0) as con_p,
        sum(d) filter (where after = 0) as churn_p,
        count(*) filter (where after = 0) as churned,
        sum(case when after - d = 0 then 1 when after = 0 then -1 else 0 end) as dc,
        sum(d) as dt
      from walk group by k),
    idx as (select gs as k from generate_series(0, ${w.last}) gs),
    acc as (
      select idx.k, coalesce(sum(m.dt) over o, 0) as closing, coalesce(sum(m.dc) over o, 0) as customers,
        m.new_p, m.react_p, m.exp_p, m.con_p, m.churn_p, m.churned
      from idx left join moves m on m.k = idx.k window o as (order by idx.k))`;

/** Per index 1..last: opening, the movements (signed pence), closing, customers at the opening and closing, churned. */
const movementSelect = sql`
    select k, (lag(closing) over (order by k))::float8 as opening, closing::float8 as closing,
      (lag(customers) over (order by k))::float8 as opening_customers, customers::float8 as closing_customers,
      coalesce(new_p, 0)::float8 as new_p, coalesce(react_p, 0)::float8 as react_p, coalesce(exp_p, 0)::float8 as exp_p,
      coalesce(con_p, 0)::float8 as con_p, coalesce(churn_p, 0)::float8 as churn_p, coalesce(churned, 0)::float8 as churned
    from acc`;

/** Closing MRR per category and index (only changes; the caller carries them forward). */
const categoryCtes = (w: MrrWindow) => sql`
    cev as (
      select cat, greatest(lo, 0) as k, net as d from live
      union all
      select cat, hi + 1, -net from live where hi < ${w.last})`;
const categorySelect = sql`select cat, k, sum(d)::float8 as d from cev group by 1, 2`;

/**
 * The cohorts: customers whose MRR starts (new, not a reactivation) at index k in [firstK, lastK], and how many of
 * them still have MRR at index k + offset (a run of the customer's walk with MRR above nothing covers it): each joiner
 * meets its own runs once by a hash join on the customer (a correlated scan of the runs per joiner paired every joiner
 * with every run: minutes at 100k customers), and the offsets are columns, not a product of rows to sort.
 */
export interface CohortAsk {
  firstK: number;
  lastK: number;
  offsets: readonly number[];
}
const cohortCtes = (c: CohortAsk) => sql`
    joiners as (select cust, k from walk where after - d = 0 and not seen_before and k between ${c.firstK} and ${c.lastK}),
    spans as (select cust, k as s, coalesce(next_k, 1000000) as e from walk where after > 0),
    retained as (
      select j.k, j.cust, ${sql.join(
        c.offsets.map(
          (off) =>
            sql`coalesce(bool_or(sp.s <= j.k + ${sql.raw(String(Number(off)))} and j.k + ${sql.raw(String(Number(off)))} < sp.e), false) as r${sql.raw(String(Number(off)))}`,
        ),
        sql`, `,
      )}
      from joiners j left join spans sp on sp.cust = j.cust group by 1, 2)`;
/** One row per joining index: the joiners (n) and, per offset, how many still have MRR (kept, in the offsets' order). */
const cohortSelect = (c: CohortAsk) => sql`
    select k, count(*)::float8 as n,
      array[${sql.join(
        c.offsets.map((off) => sql`count(*) filter (where r${sql.raw(String(Number(off)))})::float8`),
        sql`, `,
      )}] as kept
    from retained group by k`;

/** A part's rows as one JSON array (empty: []). */
const rowsJson = (select: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${select}) x)`;

/**
 * One statement for a report's MRR parts — the movements always, the categories and the cohorts when asked — so the
 * memberships are read and walked once (three statements each walking 150k memberships took 3× the CPU). One row:
 * `movements`, `categories`, `cohorts` as JSON arrays of the parts' rows.
 */
export function mrrPartsSql(w: MrrWindow, parts: { categories?: boolean; cohorts?: CohortAsk }): SQL {
  const ctes = [mrrCtes(w), movementCtes(w)];
  if (parts.categories) ctes.push(categoryCtes(w));
  if (parts.cohorts) ctes.push(cohortCtes(parts.cohorts));
  return sql`
    with ${sql.join(ctes, sql`,`)}
    select ${rowsJson(movementSelect)} as movements,
      ${parts.categories ? rowsJson(categorySelect) : sql`'[]'::json`} as categories,
      ${parts.cohorts ? rowsJson(cohortSelect(parts.cohorts)) : sql`'[]'::json`} as cohorts`;
}
