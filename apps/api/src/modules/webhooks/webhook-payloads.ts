import { ALL_SECTIONS, WEBHOOK_RECORD_OF_TABLE, type WebhookRecordTable } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { toBookingItem } from '../bookings/bookings.mappers.ts';
import { findBookingsByIds } from '../bookings/bookings.repo.ts';
import { paymentById } from '../invoice-payments/invoice-payments.repo.ts';
import { toInvoiceItem } from '../invoices/invoices.mappers.ts';
import { findInvoice } from '../invoices/invoices.repo.ts';
import { toMembershipItem } from '../membership-rows/membership-rows.mappers.ts';
import { findMember } from '../members/members.repo.ts';
import { toMemberItem } from '../members/members.mappers.ts';
import { findMembership } from '../memberships/memberships.repo.ts';
import { findOrder } from '../orders/orders.repo.ts';
import { findTicket, toTicketItem } from '../tickets/tickets.repo.ts';

export interface Operator {
  id: number;
  slug: string;
  name: string;
}

/**
 * The context the modules' find functions take, as the system sees the operator: every office, every section (the
 * payload is what the owner's API answers for the record).
 */
export function systemContext(op: Operator): StaffContext {
  return {
    user: { id: 0, email: 'system@clubspace.local', firstName: 'Clubspace', lastName: '' },
    client: { id: op.id, slug: op.slug, name: op.name, role: 'club', webSections: [...ALL_SECTIONS] },
    staff: { id: 0, slug: 'system', role: 'club_owner', status: 'active', allOffices: true, activeOfficeId: null },
    sections: new Set(ALL_SECTIONS),
    officeIds: null,
  };
}

async function slugOf(tx: Tx, table: WebhookRecordTable, clientId: number, id: number): Promise<string | null> {
  const { rows } = await tx.execute<{ slug: string }>(sql`select slug from ${sql.identifier(table)} where id = ${id} and client_id = ${clientId}`);
  return rows[0]?.slug ?? null;
}

/**
 * The record as the API answers it (the modules' own serializers), read in the event worker's transaction; null when
 * it is gone (deleted since) or is not an evented record (a booking-table block).
 */
export async function renderRecord(tx: Tx, op: Operator, table: string, recordId: number): Promise<Record<string, unknown> | null> {
  if (!(table in WEBHOOK_RECORD_OF_TABLE)) return null;
  const ctx = systemContext(op);
  // The find functions typed for the pool run the same queries in a transaction.
  const db = tx as unknown as Db;
  const slug = await slugOf(tx, table as WebhookRecordTable, op.id, recordId);
  if (!slug) return null;
  switch (table as WebhookRecordTable) {
    case 'members': {
      const row = await findMember(db, ctx, slug);
      return row ? toMemberItem(row) : null;
    }
    case 'memberships': {
      const row = await findMembership(db, ctx, slug);
      return row ? toMembershipItem(row) : null;
    }
    case 'bookings': {
      const [row] = await findBookingsByIds(tx, [recordId]);
      const item = row ? toBookingItem(row) : null;
      return item && item.booking_type !== 'block' ? item : null;
    }
    case 'invoices': {
      const row = await findInvoice(tx, ctx, slug);
      return row ? toInvoiceItem(row) : null;
    }
    case 'invoice_payments': {
      const { rows } = await tx.execute<{ invoice_slug: string; invoice_name: string }>(sql`
        select i.slug as invoice_slug, i.name as invoice_name from invoice_payments p join invoices i on i.id = p.invoice_id
        where p.id = ${recordId} and p.client_id = ${op.id}`);
      if (!rows[0]) return null;
      return { ...(await paymentById(tx, recordId)), invoice: { slug: rows[0].invoice_slug, name: rows[0].invoice_name } };
    }
    case 'orders':
      return (await findOrder(tx, ctx, slug)) as Record<string, unknown> | null;
    case 'tickets': {
      const row = await findTicket(tx, ctx, slug);
      return row ? toTicketItem(row) : null;
    }
  }
}
