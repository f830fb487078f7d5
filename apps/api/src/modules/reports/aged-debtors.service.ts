import {
  addBuckets,
  AGED_BUCKET_LABELS,
  AGED_BUCKETS,
  AGED_DEBTORS_MESSAGES,
  AGED_DEBTORS_SHOWN,
  CONSENT_MESSAGES,
  formatDate,
  formatPence,
  INVOICE_DOCUMENT_MESSAGES,
  mayEmail,
  payerReminderStepKey,
  toPounds,
  type AgedDebtorsReminderResult,
  type AgedDebtorsReport,
  type ExportColumn,
  type ReportQuery,
} from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import { invoiceEvents } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { resolveRecipient } from '../../lib/consent.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { payerReminderMailContent } from '../../mail/dunning-reminder.mail.tsx';
import { payLink } from '../dunning/dunning-mail.ts';
import { invoiceEventAuthor } from '../invoice-documents/invoice-document.repo.ts';
import { dataContact, payerBuckets, payerTeam, unpaidInvoicesOf, type PayerRow } from './aged-debtors.repo.ts';
import { reportScopeOf, resolveReportRange } from './report-scope.ts';

const payerName = (p: Pick<PayerRow, 'name'>) => p.name ?? AGED_DEBTORS_MESSAGES.noPayer;

/** Pence → pounds for every bucket. */
const inPounds = (amounts: PayerRow['amounts']) => Object.fromEntries(AGED_BUCKETS.map((b) => [b, toPounds(amounts[b])])) as PayerRow['amounts'];

/** The CSV's columns: one row per payer, the buckets and the total in pounds. */
export const AGED_DEBTORS_EXPORT: ExportColumn<PayerRow>[] = [
  { header: 'Payer', value: payerName },
  ...AGED_BUCKETS.map((b): ExportColumn<PayerRow> => ({ header: AGED_BUCKET_LABELS[b], kind: 'money', value: (p) => toPounds(p.amounts[b]) })),
  { header: 'Total', kind: 'money', value: (p) => toPounds(p.total) },
];

/** The report's payers (`limit` of them, null: all, the CSV's rows), their count and totals, and the range. */
export async function agedDebtorRows(db: Db, ctx: StaffContext, query: ReportQuery, limit: number | null) {
  const range = await resolveReportRange(db, ctx, query);
  const asOf = query.as_of ?? range.today;
  return { range, asOf, ...(await payerBuckets(db, range, asOf, limit)) };
}

/** GET /api/reports/aged-debtors/: totals per bucket over every payer, the payers owing most with their invoices. */
export async function agedDebtorsReport(db: Db, ctx: StaffContext, query: ReportQuery): Promise<AgedDebtorsReport> {
  const { range, asOf, payers: shown, numPayers, totals: buckets } = await agedDebtorRows(db, ctx, query, AGED_DEBTORS_SHOWN);
  const totals = addBuckets([buckets]);
  const invoices = await unpaidInvoicesOf(
    db,
    range,
    asOf,
    shown.map((p) => p.teamId),
    payerReminderStepKey(range.today),
  );
  return {
    scope: { ...reportScopeOf(range), from: asOf, to: asOf },
    as_of: asOf,
    buckets: AGED_BUCKETS.map((b) => ({ bucket: b, label: AGED_BUCKET_LABELS[b], total: toPounds(totals.buckets[b]) })),
    total: toPounds(totals.total),
    num_payers: numPayers,
    payers: shown.map((p) => {
      const own = invoices.filter((i) => i.teamId === p.teamId);
      return {
        team: p.teamId === null ? null : { slug: p.slug!, name: p.name! },
        amounts: inPounds(p.amounts),
        total: toPounds(p.total),
        invoices: own.map((i) => ({ slug: i.slug, name: i.name, date_due: i.dateDue, days: i.days, bucket: i.bucket, due: toPounds(i.duePence) })),
        reminded_today: own.some((i) => i.reminded),
      };
    }),
  };
}

/**
 * POST /api/reports/aged-debtors/{team}/reminder/: one e-mail to the payer's billing contact listing its unpaid
 * invoices in the caller's offices (at least one overdue), under the invoice reminders' consent rule, recorded as a
 * reminder on each invoice with a step key of the day, whose unique index lets one through per payer and day.
 */
export async function remindPayer(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  ctx: StaffContext,
  teamSlug: string,
): Promise<AgedDebtorsReminderResult> {
  const team = await payerTeam(db, ctx.client.id, teamSlug);
  if (!team) throw notFound(AGED_DEBTORS_MESSAGES.payerNotFound);
  const range = await resolveReportRange(db, ctx, { office: [] });
  const key = payerReminderStepKey(range.today);
  const invoices = await unpaidInvoicesOf(db, range, range.today, [team.id], key);
  if (!invoices.some((i) => i.days !== null && i.days > 0)) throw conflict(AGED_DEBTORS_MESSAGES.nothingOverdue(team.name), 'nothing_overdue');
  if (invoices.some((i) => i.reminded)) throw conflict(AGED_DEBTORS_MESSAGES.alreadyReminded(team.name), 'already_reminded');
  const newest = invoices.filter((i) => i.invoiceDataId !== null).at(-1);
  const to = team.email ?? (newest ? await dataContact(db, newest.invoiceDataId!) : null);
  if (!to) throw badRequest({ email_contact: INVOICE_DOCUMENT_MESSAGES.noEmailContact });
  const recipient = await resolveRecipient(db, ctx.client.id, to);
  if (!mayEmail('invoice_reminder', recipient)) throw conflict(CONSENT_MESSAGES.emailsOff(to, 'invoices'), 'no_consent');

  const total = invoices.reduce((s, i) => s + i.duePence, 0);
  const note = `Payer reminder (Reports › Aged debtors): ${invoices.length} unpaid, ${formatPence(total)}`;
  await writeTransaction(db, async (tx) => {
    const rows = await tx
      .insert(invoiceEvents)
      .values(
        invoices.map((i) => ({
          clientId: ctx.client.id,
          invoiceId: i.id,
          kind: 'reminder',
          toEmail: to,
          stepKey: key,
          note,
          ...invoiceEventAuthor(ctx),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: invoiceEvents.id });
    // A second click that got past the check above meets the first's step keys here: it writes nothing and sends nothing.
    if (rows.length !== invoices.length) throw conflict(AGED_DEBTORS_MESSAGES.alreadyReminded(team.name), 'already_reminded');
  });

  const link = await payLink(db, publicUrl, ctx.client.id);
  const content = payerReminderMailContent({
    payer: team.name,
    operator: ctx.client.name,
    invoices: invoices.map((i) => ({
      name: i.name,
      due: i.dateDue ? formatDate(`${i.dateDue}T12:00:00`) : '',
      days: i.days,
      duePence: i.duePence,
      reference: i.reference,
    })),
    payUrl: link?.url ?? null,
  });
  await mailer.send({ kind: 'invoice_reminder', recipient, to, ...content, link: link?.url ?? undefined, clientId: ctx.client.id });
  return { detail: AGED_DEBTORS_MESSAGES.reminded(to, invoices.length), to, invoices: invoices.length };
}
