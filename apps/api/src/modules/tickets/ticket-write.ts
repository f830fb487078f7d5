import { firstResponseDueAt, TICKET_MESSAGES, type TicketStatus } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { offices, resources, tickets } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { findTicketCategory } from './ticket-categories.repo.ts';
import { readTicketSettings, ticketSchedule } from './ticket-settings.repo.ts';

/** The writes staff and members share: references checked within the operator, the new row, status timestamps. */

export interface TicketRefsInput {
  category: string;
  office?: string | null;
  resource?: string | null;
}

/** Category, office and resource slugs of the operator as ids (400 with the field for an unknown one). */
export async function ticketRefs(db: Executor, clientId: number, input: TicketRefsInput) {
  const category = await findTicketCategory(db, clientId, input.category);
  if (!category) throw badRequest({ category: TICKET_MESSAGES.categoryUnknown });
  let officeId: number | null = null;
  if (input.office) {
    const [o] = await db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.clientId, clientId), eq(offices.slug, input.office)))
      .limit(1);
    if (!o) throw badRequest({ office: TICKET_MESSAGES.officeUnknown });
    officeId = o.id;
  }
  let resourceId: number | null = null;
  if (input.resource) {
    const [r] = await db
      .select({ id: resources.id, officeId: resources.officeId })
      .from(resources)
      .where(and(eq(resources.clientId, clientId), eq(resources.slug, input.resource)))
      .limit(1);
    if (!r || (officeId && r.officeId !== officeId)) throw badRequest({ resource: TICKET_MESSAGES.resourceUnknown });
    resourceId = r.id;
    officeId = r.officeId;
  }
  return { categoryId: category.id, officeId, resourceId };
}

export interface NewTicket {
  clientId: number;
  memberId: number;
  memberOfficeId: number | null;
  subject: string;
  description: string;
  categoryId: number;
  officeId: number | null;
  resourceId: number | null;
  priority?: string;
  raisedByStaffId?: number | null;
}

/** Inserts a ticket with its first-response due instant (the operator's target in working hours). */
export async function insertTicket(tx: Executor, t: NewTicket, now: Date) {
  const settings = await readTicketSettings(tx, t.clientId);
  const officeId = t.officeId ?? t.memberOfficeId;
  const { week, timeZone } = await ticketSchedule(tx, t.clientId, officeId);
  const [row] = await tx
    .insert(tickets)
    .values({
      clientId: t.clientId,
      slug: randomBytes(6).toString('hex'),
      subject: t.subject,
      description: t.description,
      categoryId: t.categoryId,
      memberId: t.memberId,
      officeId,
      resourceId: t.resourceId,
      priority: t.priority ?? 'normal',
      raisedByStaffId: t.raisedByStaffId ?? null,
      createdAt: now,
      updatedAt: now,
      firstResponseDueAt: firstResponseDueAt(now, settings.first_response_hours, week, timeZone),
    })
    .returning({ id: tickets.id, slug: tickets.slug });
  return row!;
}

/** The columns a move to `to` sets: resolved stamps resolved_at, closed closed_at, a reopening clears both. */
export function statusColumns(to: TicketStatus, now: Date) {
  if (to === 'resolved') return { status: to, resolvedAt: now, closedAt: null };
  if (to === 'closed') return { status: to, closedAt: now };
  return { status: to, resolvedAt: null, closedAt: null };
}
