import { INVOICE_NUMBER_DIGITS, type InvoiceKind } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

/**
 * The lock order of every transaction that writes invoices (issue 23 item 8; docs/decisions.md "Lock order"). A
 * transaction takes what it needs top-down and never reaches back up a level:
 *
 *   1. the sale's own rows and locks: office (shared) and resource advisory locks, the booking, order or membership
 *      rows it changes (FOR UPDATE) — modules/bookings, orders, blocks;
 *   2. the team's draft lock, lockTeamDrafts (per team; the trail and the billing run alike), before reading or
 *      creating the team's draft invoice;
 *   3. the operator's numbering lock, lockNumbering (per operator), before numbering a new invoice or credit note;
 *   4. invoice rows, FOR UPDATE (lockInvoice, lockInvoiceRow), before any of their lines is inserted, changed or
 *      deleted and before their totals are recomputed — one invoice at a time, or several in id order;
 *   5. invoice-line rows.
 *
 * Inserting a line takes a FOR KEY SHARE lock on its invoice (the foreign key): a writer that inserted lines first and
 * locked the invoice after would deadlock against one that locked the invoice first, so every writer locks level 4
 * first. A transaction that finds, once it holds its locks, that it should have taken one of a higher level throws
 * RetryTransaction (db/transaction.ts) and runs again, rather than taking it out of order.
 */

/** Advisory-lock namespaces (the second key is the team's or the operator's id). */
const TEAM_DRAFTS_LOCK = 0x1e5d;
const NUMBERING_LOCK = 0x1e5c;
const WALK_IN_LOCK = 0x1e5e;

/** Level 2: one writer at a time of a team's drafts, so two sales never open two drafts for one month. */
export const lockTeamDrafts = (tx: Executor, teamId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${TEAM_DRAFTS_LOCK}::int, ${teamId}::int)`);

/** Level 2 for several teams in one statement (the billing run's page), in team id order as one-by-one callers take them. */
export async function lockTeamsDrafts(tx: Executor, teamIds: number[]) {
  if (!teamIds.length) return;
  const ids = `{${[...teamIds].sort((a, b) => a - b).join(',')}}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_DRAFTS_LOCK}::int, s.t) from (select t from unnest(${ids}::int[]) t order by t) s`);
}

/** Level 2 too, for walk-in sales (no team): one writer at a time of an office's "Walk-in sales" invoice. */
export const lockWalkInDay = (tx: Executor, officeId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${WALK_IN_LOCK}::int, ${officeId}::int)`);

/** Level 3: the operator's numbering, held until the transaction ends. */
export const lockNumbering = (tx: Executor, clientId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK}::int, ${clientId}::int)`);

/** Level 4: an invoice row by id, for the rest of the transaction (callers know it is the operator's). */
export async function lockInvoiceRow(tx: Executor, invoiceId: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row ?? null;
}

/**
 * The next invoice number: the prefix and the operator's highest number of this kind + 1, zero-padded to 4 digits.
 * One sequence per operator and kind whatever the prefix, so numbers never repeat across offices; credit notes (CN-)
 * count in their own sequence. Takes the numbering lock (level 3) first: call it before locking any invoice row.
 */
export async function allocateInvoiceName(tx: Executor, clientId: number, prefix: string, kind: InvoiceKind = 'invoice') {
  await lockNumbering(tx, clientId);
  const [row] = await tx
    .select({ n: sql<string>`coalesce(max(substring(${invoices.name} from '([0-9]+)$')::numeric), 0)` })
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.kind, kind)));
  return `${prefix}${String(Number(row.n) + 1).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}
