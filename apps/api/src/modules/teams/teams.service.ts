import type { TeamCreate, teamUpdate } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invoiceDatas, teams } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import { freeSlug } from '../../lib/sql.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { findTeamById, toTeamItem } from './teams.repo.ts';

/** The team form's fields as table columns (create and update share them). */
const teamColumns = (body: TeamCreate) => ({
  name: body.name,
  description: body.description,
  invoiceName: body.invoice_name,
  invoiceAddress: body.invoice_address,
  invoicePostCode: body.invoice_post_code,
  invoiceCity: body.invoice_city,
});

/** POST /api/teams/: the team in the caller's selected office, with its billing fields as its default invoice data. */
export async function createTeam(db: Db, ctx: StaffContext, body: TeamCreate) {
  const [slug, office] = await Promise.all([freeSlug(db, teams, ctx.client.id, body.name), activeOffice(db, ctx)]);
  const dataSlug = await freeSlug(db, invoiceDatas, ctx.client.id, `${slug} ${body.invoice_name}`);
  const id = await writeTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(teams)
      .values({
        clientId: ctx.client.id,
        slug,
        ...teamColumns(body),
        officeId: office?.id ?? null,
      })
      .returning({ id: teams.id });
    // The form's billing fields become the team's default invoice data, so a new team can be invoiced (the
    // billing run and Add invoice need active invoice data; issue 24's new-operator journey found it missing).
    await tx.insert(invoiceDatas).values({
      clientId: ctx.client.id,
      slug: dataSlug,
      teamId: created.id,
      name: body.invoice_name,
      address1: body.invoice_address,
      postCode: body.invoice_post_code,
      town: body.invoice_city,
      isDefault: true,
      status: 'active',
    });
    return created.id;
  });
  return toTeamItem(await findTeamById(db, id));
}

/** PUT /api/teams/{slug}. */
export async function updateTeam(db: Db, ctx: StaffContext, slug: string, body: z.output<typeof teamUpdate>) {
  const [updated] = await db
    .update(teams)
    .set({
      ...teamColumns(body),
      status: body.status,
    })
    .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, slug)))
    .returning({ id: teams.id });
  if (!updated) throw notFound('Team not found');
  return toTeamItem(await findTeamById(db, updated.id));
}
