import { dunningSettings, dunningSettingsUpdate } from '../dunning.ts';
import { get, put } from '../endpoint.ts';

/** Account → Invoicing → Chasing unpaid invoices (issue 27 flow 5). */
export const dunningSettingsApi = {
  get: get({
    path: '/api/dunning-settings/',
    summary:
      "The operator's chasing schedule: on/off, reminder days relative to the due date (defaults -3, 0, 3, 7, 14), the late fee (none, fixed pounds or a percentage of the overdue amount, charged once on the payer's next invoice from a day after the due date), and the days overdue after which the payer is on hold (null: never)",
    response: dunningSettings,
  }),
  save: put({
    path: '/api/dunning-settings/',
    summary:
      'Save the chasing schedule (the whole card). Reminder days −60…365, at most 10 (sorted, duplicates dropped); a fixed fee £0.01–£10,000.00 or a percentage 0.01–100; the fee day 1–365; on hold after 0 (never)–365 days',
    body: dunningSettingsUpdate,
    response: dunningSettings,
  }),
};
