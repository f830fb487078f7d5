import { clockInZone, DEFAULT_TIME_ZONE, isoDayInZone, RELEASABLE_BOOKING_STATUSES } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import { reverseTrailLine } from '../modules/invoices/invoice-trail.service.ts';
import { writeTransaction } from '../db/transaction.ts';
import { noShowMail } from '../mail/no-show.mail.tsx';

/** How often each API process looks for no-shows. */
export const NO_SHOW_JOB_INTERVAL_MS = 60_000;
/** Advisory-lock key of the job: one run at a time across every API process (a second one skips its turn). */
const JOB_LOCK = 0x0c41;

export interface ReleasedBooking {
  id: number;
  code: string;
  clientId: number;
}

type Claimed = {
  id: number;
  code: string;
  client_id: number;
  office_id: number;
  team_id: number | null;
  invoice_line_id: number | null;
  grace: number;
};

const releasable = sql.join(
  RELEASABLE_BOOKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Claims every no-show in ONE `UPDATE … RETURNING`: a booking of a resource, active or alert, never checked in,
 * whose grace period (check_in_grace_minutes of the resource's own rules, else of its booking type's — the key the
 * rules check uses; null = never)
 * has passed while it is still running. Never released automatically (on purpose):
 * - paid, pre-paid (a package unit), or paid with membership credits bookings;
 * - bookings whose invoice line is paid or sits on an invoice that is no longer a draft (issued, paid, void);
 * - blocks (booking_type 'block'), bookings without a resource (they hold no slot), bookings already ended;
 * - inactive, pre_paid, finished, cancelled, refund (only active/alert hold an unpaid slot).
 * An unpaid line on the team's open draft invoice is voided with the release, as a cancellation does.
 * The UPDATE re-checks status and real_start on the row itself, so a check-in that commits first wins, and two
 * overlapping runs can never release a booking twice.
 */
async function claimNoShows(tx: Executor, now: Date, clientId?: number): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const operator = clientId === undefined ? sql`` : sql`and b.client_id = ${clientId}`;
  const result = await tx.execute<Claimed>(sql`
    with due as (
      select b.id,
        case when rr.id is not null then rr.check_in_grace_minutes else tr.check_in_grace_minutes end as grace
      from bookings b
      join resources r on r.id = b.resource_id and r.client_id = b.client_id
      left join booking_rules rr on rr.client_id = b.client_id and rr.resource_id = r.id
      left join booking_rules tr on tr.client_id = b.client_id and tr.resource_id is null and tr.resource_type = b.booking_type
      where b.status in (${releasable})
        and b.real_start is null
        and b.booking_type <> 'block'
        and b.paid = false
        and b.prepaid_package_id is null
        and b.credits_used = 0
        and b.planned_start <= ${at}
        and b.planned_end > ${at}
        ${operator}
        and not exists (
          select 1 from invoice_lines l join invoices i on i.id = l.invoice_id
          where l.id = b.invoice_line_id and (l.status = 'paid' or i.status <> 'open')
        )
    )
    update bookings set status = 'released'
    from due
    where bookings.id = due.id
      and due.grace is not null
      and bookings.planned_start + due.grace * interval '1 minute' <= ${at}
      and bookings.status in (${releasable})
      and bookings.real_start is null
    returning bookings.id, bookings.code, bookings.client_id, bookings.office_id, bookings.team_id, bookings.invoice_line_id, due.grace`);
  return result.rows;
}

/** Who hears about a release: the booking's member, else its guest, with what the e-mail says. */
async function recipients(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const result = await db.execute<{
    id: number;
    code: string;
    client_id: number;
    email: string | null;
    first_name: string | null;
    resource: string | null;
    office: string;
    time_zone: string | null;
    planned_start: string | Date;
  }>(sql`
    select b.id, b.code, b.client_id, coalesce(u.email, g.email) as email, coalesce(u.first_name, g.name) as first_name,
      r.name as resource, o.name as office, o.time_zone, b.planned_start
    from bookings b
    join offices o on o.id = b.office_id
    left join resources r on r.id = b.resource_id
    left join members m on m.id = b.member_id
    left join users u on u.id = m.user_id
    left join guests g on g.id = b.guest_id
    where b.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by b.id`);
  return result.rows;
}

/**
 * One run: release the due no-shows in one transaction (claim, void their draft lines), then e-mail each member once.
 * Returns what this run released; a run that finds the lock taken releases nothing. `clientId`: one operator's only
 * (the recurring job runs operator by operator, so a failure is that operator's: operator-runs.ts).
 */
export async function runNoShowRelease(db: Db, mailer: Mailer, now: Date = new Date(), clientId?: number): Promise<ReleasedBooking[]> {
  const claimed = await writeTransaction(db, async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${JOB_LOCK}::int, ${clientId ?? 0}::int) as locked`);
    if (!lock.rows[0]?.locked) return [];
    const rows = await claimNoShows(tx, now, clientId);
    // One team's drafts after another (lock order, invoice-locks.ts): each release voids its line under the team's lock.
    for (const b of [...rows].sort((x, y) => (x.team_id ?? 0) - (y.team_id ?? 0) || x.id - y.id)) {
      if (!b.invoice_line_id) continue;
      const [tz] = (await tx.execute<{ time_zone: string }>(sql`select time_zone from offices where id = ${b.office_id}`)).rows;
      await reverseTrailLine(tx, b.invoice_line_id, {
        day: isoDayInZone(now, tz?.time_zone || DEFAULT_TIME_ZONE),
        officeId: b.office_id,
        teamId: b.team_id ?? 0,
        name: `No-show release of booking ${b.code}`,
      });
    }
    return rows;
  });
  const grace = new Map(claimed.map((c) => [Number(c.id), Number(c.grace)]));
  for (const r of await recipients(
    db,
    claimed.map((c) => Number(c.id)),
  )) {
    if (!r.email) continue;
    const tz = r.time_zone || DEFAULT_TIME_ZONE;
    const start = new Date(r.planned_start);
    await mailer.send({
      kind: 'booking_release',
      to: r.email,
      ...noShowMail({
        firstName: r.first_name,
        code: r.code,
        resource: r.resource,
        office: r.office,
        day: isoDayInZone(start, tz).split('-').reverse().join('-'),
        time: clockInZone(start, tz),
        grace: grace.get(Number(r.id)) ?? 0,
      }),
      clientId: Number(r.client_id),
    });
  }
  return claimed.map((c) => ({ id: Number(c.id), code: c.code, clientId: Number(c.client_id) }));
}
