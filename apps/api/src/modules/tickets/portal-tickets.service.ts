import {
  statusAfterMemberReply,
  TICKET_MESSAGES,
  TICKET_PHOTO_KIND,
  type PortalTicket,
  type PortalTicketCreate,
  type PortalTicketItem,
  type PortalTicketOptions,
  type TicketStatus,
} from '@clubspace/contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import type { Db, Executor } from '../../db/client.ts';
import { offices, resources, ticketCategories, ticketMessages, tickets } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { readUploadForm, storeUpload } from '../uploads/upload-store.ts';
import { listTicketCategories } from './ticket-categories.repo.ts';
import { insertTicket, statusColumns, ticketRefs } from './ticket-write.ts';
import { ticketConversation, ticketQuery } from './tickets.repo.ts';

/**
 * The member's side of the help desk (issue 28). Every query is bound to the member's own tickets of their operator;
 * conversations are loaded without internal notes (in SQL), and the answer's schema has no field for one.
 */

const mine = (ctx: PortalContext) => and(eq(tickets.clientId, ctx.client.id), eq(tickets.memberId, ctx.member.id));

export async function portalTicketOptions(db: Db, ctx: PortalContext): Promise<PortalTicketOptions> {
  const [categories, officeRows, resourceRows] = await Promise.all([
    listTicketCategories(db, ctx.client.id),
    db
      .select({ slug: offices.slug, name: offices.name })
      .from(offices)
      .where(eq(offices.clientId, ctx.client.id))
      .orderBy(asc(offices.listOrder), asc(offices.name)),
    db
      .select({ slug: resources.slug, name: resources.name, office: offices.slug })
      .from(resources)
      .innerJoin(offices, eq(offices.id, resources.officeId))
      .where(and(eq(resources.clientId, ctx.client.id), ne(resources.status, 'inactive')))
      .orderBy(asc(resources.name), asc(resources.id))
      .limit(1000),
  ]);
  return { categories: categories.map((c) => ({ slug: c.slug, name: c.name })), offices: officeRows, resources: resourceRows };
}

export async function portalTickets(db: Db, ctx: PortalContext): Promise<PortalTicketItem[]> {
  const rows = await db
    .select({
      slug: tickets.slug,
      id: tickets.id,
      subject: tickets.subject,
      status: tickets.status,
      category: ticketCategories.name,
      createdAt: tickets.createdAt,
      updatedAt: tickets.updatedAt,
    })
    .from(tickets)
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .where(mine(ctx))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(200);
  return rows.map((r) => ({
    slug: r.slug,
    number: r.id,
    subject: r.subject,
    status: r.status as TicketStatus,
    category: r.category,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function portalTicket(db: Executor, ctx: PortalContext, slug: string): Promise<PortalTicket> {
  const [row] = await ticketQuery(db)
    .where(and(mine(ctx), eq(tickets.slug, slug)))
    .limit(1);
  if (!row) throw notFound(TICKET_MESSAGES.notFound);
  const messages = await ticketConversation(db, row.id, false);
  return {
    slug: row.slug,
    number: row.id,
    subject: row.subject,
    status: row.status as TicketStatus,
    category: row.categoryName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    description: row.description,
    photo: row.photo,
    office: row.officeName,
    resource: row.resourceName,
    messages: messages.map(({ internal: _internal, ...m }) => m),
    can_reply: row.status !== 'closed',
  };
}

export async function raisePortalTicket(app: App, ctx: PortalContext, body: PortalTicketCreate) {
  const slug = await writeTransaction(app.db, async (tx) => {
    const refs = await ticketRefs(tx, ctx.client.id, body);
    const row = await insertTicket(
      tx,
      {
        clientId: ctx.client.id,
        memberId: ctx.member.id,
        memberOfficeId: ctx.member.officeId,
        subject: body.subject,
        description: body.description,
        ...refs,
      },
      clock.now(),
    );
    return row.slug;
  });
  return portalTicket(app.db, ctx, slug);
}

async function lockMine(tx: Executor, ctx: PortalContext, slug: string) {
  const [row] = await tx
    .select({ id: tickets.id, status: tickets.status, photo: tickets.photo })
    .from(tickets)
    .where(and(mine(ctx), eq(tickets.slug, slug)))
    .for('update');
  if (!row) throw notFound(TICKET_MESSAGES.notFound);
  return { ...row, status: row.status as TicketStatus };
}

/** A member's reply: waiting on member → in progress, resolved → open (contract statusAfterMemberReply); closed: 409. */
export async function replyPortalTicket(app: App, ctx: PortalContext, slug: string, body: string) {
  await writeTransaction(app.db, async (tx) => {
    const t = await lockMine(tx, ctx, slug);
    const next = statusAfterMemberReply(t.status);
    if (!next) throw conflict(TICKET_MESSAGES.closedReply, 'ticket_closed');
    const now = clock.now();
    await tx
      .insert(ticketMessages)
      .values({ clientId: ctx.client.id, ticketId: t.id, authorKind: 'member', authorUserId: ctx.user.id, body, createdAt: now });
    await tx
      .update(tickets)
      .set({ updatedAt: now, ...(next !== t.status ? statusColumns(next, now) : {}) })
      .where(eq(tickets.id, t.id));
  });
  return portalTicket(app.db, ctx, slug);
}

/** The ticket's photo (one; a new one replaces it), checked and stored as every upload. */
export async function setPortalTicketPhoto(app: App, request: FastifyRequest, ctx: PortalContext, slug: string) {
  const { file } = await readUploadForm(request);
  await writeTransaction(app.db, async (tx) => {
    const t = await lockMine(tx, ctx, slug);
    if (t.status === 'closed') throw conflict(TICKET_MESSAGES.closedReply, 'ticket_closed');
    const stored = await storeUpload(tx, ctx.client.id, TICKET_PHOTO_KIND, file);
    await tx.update(tickets).set({ photo: stored.url, updatedAt: clock.now() }).where(eq(tickets.id, t.id));
  });
  return portalTicket(app.db, ctx, slug);
}
