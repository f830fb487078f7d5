import {
  canChangeTicketPriority,
  canMoveTicket,
  TICKET_MESSAGES,
  ticketTransitionRefused,
  type TicketCreate,
  type TicketReply,
  type TicketStatus,
  type TicketUpdate,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import type { Executor } from '../../db/client.ts';
import { members, staff, ticketMessages, tickets } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { mailTicketReply, mailTicketResolved, type TicketMailTarget } from './ticket-mail.ts';
import { readTicketSettings } from './ticket-settings.repo.ts';
import { insertTicket, statusColumns, ticketRefs } from './ticket-write.ts';
import { findTicket, toTicketDetail, visibleTickets, type TicketRow } from './tickets.repo.ts';

async function detailOf(app: App, ctx: StaffContext, slug: string) {
  const row = await findTicket(app.db, ctx, slug);
  if (!row) throw notFound(TICKET_MESSAGES.notFound);
  return toTicketDetail(app.db, row);
}

const mailTarget = (ctx: StaffContext, row: TicketRow): TicketMailTarget => ({
  clientId: ctx.client.id,
  clientSlug: ctx.client.slug,
  clientName: ctx.client.name,
  email: row.memberEmail,
  firstName: row.memberFirst,
  number: row.id,
  slug: row.slug,
  subject: row.subject,
});

/** Staff raise a ticket for a member of the operator. */
export async function createTicket(app: App, ctx: StaffContext, body: TicketCreate) {
  const slug = await writeTransaction(app.db, async (tx) => {
    const [member] = await tx
      .select({ id: members.id, officeId: members.officeId })
      .from(members)
      .where(and(eq(members.clientId, ctx.client.id), eq(members.slug, body.member)))
      .limit(1);
    if (!member) throw badRequest({ member: TICKET_MESSAGES.memberUnknown });
    const refs = await ticketRefs(tx, ctx.client.id, body);
    const row = await insertTicket(
      tx,
      {
        clientId: ctx.client.id,
        memberId: member.id,
        memberOfficeId: member.officeId,
        subject: body.subject,
        description: body.description,
        priority: body.priority,
        raisedByStaffId: ctx.staff.id,
        ...refs,
      },
      clock.now(),
    );
    return row.slug;
  });
  return detailOf(app, ctx, slug);
}

/** The ticket's row locked for the change (the caller's scope), or 404. */
async function lockTicket(tx: Executor, ctx: StaffContext, slug: string) {
  const [row] = await tx
    .select({ id: tickets.id, status: tickets.status, firstResponseAt: tickets.firstResponseAt })
    .from(tickets)
    .where(and(visibleTickets(ctx), eq(tickets.slug, slug)))
    .for('update');
  if (!row) throw notFound(TICKET_MESSAGES.notFound);
  return { ...row, status: row.status as TicketStatus };
}

function checkMove(from: TicketStatus, to: TicketStatus) {
  if (!canMoveTicket(from, to)) throw conflict(ticketTransitionRefused(from, to), 'ticket_transition');
}

async function afterResolve(app: App, ctx: StaffContext, slug: string) {
  const row = await findTicket(app.db, ctx, slug);
  if (!row) return;
  const settings = await readTicketSettings(app.db, ctx.client.id);
  await mailTicketResolved(app, mailTarget(ctx, row), settings.auto_close_days);
}

/** Status (allowed transitions only), priority (not once closed) and assignee. */
export async function updateTicket(app: App, ctx: StaffContext, slug: string, body: TicketUpdate) {
  const resolved = await writeTransaction(app.db, async (tx) => {
    const t = await lockTicket(tx, ctx, slug);
    const now = clock.now();
    const set: Partial<typeof tickets.$inferInsert> = { updatedAt: now };
    if (body.status !== undefined) {
      checkMove(t.status, body.status);
      Object.assign(set, statusColumns(body.status, now));
    }
    if (body.priority !== undefined) {
      if (!canChangeTicketPriority(t.status)) throw conflict(TICKET_MESSAGES.closedPriority, 'ticket_transition');
      set.priority = body.priority;
    }
    if (body.assignee !== undefined) {
      if (body.assignee === null) set.assigneeStaffId = null;
      else {
        const [who] = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.clientId, ctx.client.id), eq(staff.slug, body.assignee), eq(staff.status, 'active')))
          .limit(1);
        if (!who) throw badRequest({ assignee: TICKET_MESSAGES.assigneeUnknown });
        set.assigneeStaffId = who.id;
      }
    }
    await tx.update(tickets).set(set).where(eq(tickets.id, t.id));
    return body.status === 'resolved';
  });
  if (resolved) await afterResolve(app, ctx, slug);
  return detailOf(app, ctx, slug);
}

/**
 * A staff reply (e-mailed to the member; the first one is the ticket's first response) or an internal note (never
 * e-mailed, never shown to the member, not a response). A reply may move the ticket too (e.g. wait on the member).
 */
export async function replyToTicket(app: App, ctx: StaffContext, slug: string, body: TicketReply) {
  const internal = body.internal === true;
  const moved = await writeTransaction(app.db, async (tx) => {
    const t = await lockTicket(tx, ctx, slug);
    if (t.status === 'closed' && !internal) throw conflict(TICKET_MESSAGES.closedReply, 'ticket_closed');
    if (body.status !== undefined) checkMove(t.status, body.status);
    const now = clock.now();
    await tx.insert(ticketMessages).values({
      clientId: ctx.client.id,
      ticketId: t.id,
      authorKind: 'staff',
      authorUserId: ctx.user.id,
      internal,
      body: body.body,
      createdAt: now,
    });
    const set: Partial<typeof tickets.$inferInsert> = { updatedAt: now };
    if (!internal && !t.firstResponseAt) set.firstResponseAt = now;
    if (body.status !== undefined) Object.assign(set, statusColumns(body.status, now));
    await tx.update(tickets).set(set).where(eq(tickets.id, t.id));
    return body.status;
  });
  if (!internal) {
    const row = await findTicket(app.db, ctx, slug);
    if (row) await mailTicketReply(app, mailTarget(ctx, row), body.body);
  }
  if (moved === 'resolved') await afterResolve(app, ctx, slug);
  return detailOf(app, ctx, slug);
}

export { detailOf as ticketDetailOf };
