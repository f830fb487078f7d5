import { DEFAULT_TICKET_CATEGORIES, slugify, TICKET_MESSAGES, type TicketCategory } from '@clubspace/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { ticketCategories, tickets } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import { freeSlug } from '../../lib/sql.ts';

/** The default categories of a new operator (sign-up, issue 28); the demo seed writes the same list. */
export async function insertDefaultTicketCategories(tx: Executor, clientId: number) {
  await tx.insert(ticketCategories).values(DEFAULT_TICKET_CATEGORIES.map((name) => ({ clientId, slug: slugify(name), name })));
}

/** The operator's categories by name, each with its number of tickets. */
export async function listTicketCategories(db: Executor, clientId: number): Promise<TicketCategory[]> {
  const rows = await db
    .select({ slug: ticketCategories.slug, name: ticketCategories.name, tickets: count(tickets.id) })
    .from(ticketCategories)
    .leftJoin(tickets, eq(tickets.categoryId, ticketCategories.id))
    .where(eq(ticketCategories.clientId, clientId))
    .groupBy(ticketCategories.id)
    .orderBy(asc(sql`lower(${ticketCategories.name})`), asc(ticketCategories.id));
  return rows.map((r) => ({ ...r, tickets: Number(r.tickets) }));
}

export async function findTicketCategory(db: Executor, clientId: number, slug: string) {
  const [row] = await db
    .select()
    .from(ticketCategories)
    .where(and(eq(ticketCategories.clientId, clientId), eq(ticketCategories.slug, slug)))
    .limit(1);
  return row ?? null;
}

const duplicated = (err: unknown) => {
  if (pgCode(err) === '23505') return badRequest({ name: TICKET_MESSAGES.categoryDuplicated });
  return err;
};

async function categoryOut(db: Executor, clientId: number, slug: string) {
  const found = (await listTicketCategories(db, clientId)).find((c) => c.slug === slug);
  if (!found) throw notFound('Category not found');
  return found;
}

export async function createTicketCategory(db: Db, clientId: number, name: string) {
  try {
    const slug = await freeSlug(db, ticketCategories, clientId, name);
    await db.insert(ticketCategories).values({ clientId, slug, name });
    return await categoryOut(db, clientId, slug);
  } catch (err) {
    throw duplicated(err);
  }
}

/** A rename keeps the slug (links and filters stay valid). */
export async function renameTicketCategory(db: Db, clientId: number, slug: string, name: string) {
  const found = await findTicketCategory(db, clientId, slug);
  if (!found) throw notFound('Category not found');
  try {
    await db.update(ticketCategories).set({ name }).where(eq(ticketCategories.id, found.id));
  } catch (err) {
    throw duplicated(err);
  }
  return categoryOut(db, clientId, slug);
}

/** Deletes a category no ticket uses (409 otherwise; the foreign key refuses a racing ticket too). */
export async function deleteTicketCategory(db: Db, clientId: number, slug: string) {
  await writeTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ id: ticketCategories.id })
      .from(ticketCategories)
      .where(and(eq(ticketCategories.clientId, clientId), eq(ticketCategories.slug, slug)))
      .for('update');
    if (!found) throw notFound('Category not found');
    const [used] = await tx.select({ n: count() }).from(tickets).where(eq(tickets.categoryId, found.id));
    if (Number(used?.n ?? 0) > 0) throw conflict(TICKET_MESSAGES.categoryInUse);
    await tx.delete(ticketCategories).where(eq(ticketCategories.id, found.id));
  });
}
