import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { Db } from '../../src/db/client.ts';
import { invoiceDatas, offices, teams } from '../../src/db/schema/index.ts';

/**
 * An operator's first team with active, default invoice data (the seed gives it a contact e-mail), with its office;
 * `officeSlug` narrows it to one office. Shared by the invoice, payment, document and Xero suites.
 */
export async function billedTeam(db: Db, clientId: number, officeSlug?: string) {
  const [row] = await db
    .select({
      team: teams.slug,
      teamId: teams.id,
      data: invoiceDatas.slug,
      dataId: invoiceDatas.id,
      dataName: invoiceDatas.name,
      email: invoiceDatas.emailContact,
      officeId: offices.id,
      prefix: offices.invoicePrefix,
    })
    .from(teams)
    .innerJoin(invoiceDatas, and(eq(invoiceDatas.teamId, teams.id), eq(invoiceDatas.isDefault, true), eq(invoiceDatas.status, 'active')))
    .innerJoin(offices, eq(offices.id, teams.officeId))
    .where(and(eq(teams.clientId, clientId), officeSlug ? eq(offices.slug, officeSlug) : undefined))
    .orderBy(teams.id)
    .limit(1);
  return row!;
}

/** POST /api/invoices/ body: a draft work invoice of March 2025 on the team's invoice data. */
export const newInvoice = (team: { team: string; data: string }, extra: object = {}) => ({
  team_slug: team.team,
  invoice_data: team.data,
  date: '2025-03-01',
  date_due: '2025-03-31',
  invoice_type: 'work',
  status: 'open',
  ...extra,
});

/** The text of a PDF the API answered (invoice PDFs), for assertions on what a reader sees. */
export async function pdfText(data: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
