import { INVOICE_MESSAGES, type invoiceDataCreate } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { invoiceDatas, teams } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { freeSlug } from '../../lib/sql.ts';
import { toInvoiceDataItem } from './invoices.mappers.ts';

/** POST /api/invoice-datas/: a new default unsets the team's other defaults in the same transaction. */
export async function createInvoiceData(db: Db, ctx: StaffContext, input: z.output<typeof invoiceDataCreate>) {
  const [team] = await db
    .select({ id: teams.id, slug: teams.slug, name: teams.name })
    .from(teams)
    .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, input.team)))
    .limit(1);
  if (!team) throw badRequest({ team: INVOICE_MESSAGES.teamRequired });
  const slug = await freeSlug(db, invoiceDatas, ctx.client.id, `${team.slug} ${input.name}`);
  const isDefault = input.default && input.status === 'active';
  const created = await writeTransaction(db, async (tx) => {
    if (isDefault)
      await tx
        .update(invoiceDatas)
        .set({ isDefault: false })
        .where(and(eq(invoiceDatas.teamId, team.id), eq(invoiceDatas.isDefault, true)));
    const [row] = await tx
      .insert(invoiceDatas)
      .values({
        clientId: ctx.client.id,
        slug,
        teamId: team.id,
        name: input.name,
        town: input.town,
        postCode: input.post_code,
        address1: input.address_1,
        address2: input.address_2 || null,
        country: input.country || null,
        vatNumber: input.vat_number || null,
        companyNumber: input.company_number || null,
        emailContact: input.email_contact,
        phoneContact: input.phone_contact || null,
        personContact: input.person_contact || null,
        isDefault,
        status: input.status,
      })
      .returning();
    return row;
  });
  return toInvoiceDataItem(created, { slug: team.slug, name: team.name });
}

/** PUT /api/invoice-datas/{slug}/cancel: status inactive; a cancelled entry is no longer the default. */
export async function cancelInvoiceData(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await db
    .update(invoiceDatas)
    .set({ status: 'inactive', isDefault: false })
    .where(and(eq(invoiceDatas.clientId, ctx.client.id), eq(invoiceDatas.slug, slug)))
    .returning();
  if (!row) throw notFound('Invoice data not found');
  const [team] = await db.select({ slug: teams.slug, name: teams.name }).from(teams).where(eq(teams.id, row.teamId)).limit(1);
  return toInvoiceDataItem(row, team ?? null);
}
