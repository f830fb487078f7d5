import { z } from 'zod';
import { agedDebtorsReminderResult, agedDebtorsReport } from '../aged-debtors.ts';
import { get, post } from '../endpoint.ts';
import { reportQuery } from '../reports-schemas.ts';

/** Reports › Aged debtors (issue 31, report 5). */
export const reportsDebtorsApi = {
  report: get({
    path: '/api/reports/aged-debtors/',
    summary:
      'Unpaid amounts of issued invoices by payer (team) in not-yet-due, 0–30, 31–60, 61–90 and 90+ days past due at `as_of` (default today in the office zone), totals per bucket, the 100 payers owing most with their invoices; office repeats; format=csv exports every payer',
    query: reportQuery,
    response: agedDebtorsReport,
    produces: ['application/json', 'text/csv'],
  }),
  remind: post({
    path: '/api/reports/aged-debtors/:team/reminder/',
    summary:
      "E-mail the payer (team) one reminder listing its unpaid invoices in the caller's offices, to its billing contact (400 without one, 409 when the contact turned invoice e-mails off, nothing is overdue, or a reminder already went today); recorded as a reminder on each invoice",
    params: z.object({ team: z.string().min(1).max(120) }),
    response: agedDebtorsReminderResult,
  }),
};
