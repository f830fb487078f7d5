/** Zod shapes of the Reports section's filters (issue 31); the catalogue and range arithmetic are in reports.ts. */
import { z } from 'zod';
import { isDayInRange } from './bounds.ts';
import { repeatedParam, slugSchema } from './common-schemas.ts';
import { PLAN_CATEGORIES, REPORT_MAX_OFFICES, REPORT_MESSAGES, reportRangeProblem } from './reports.ts';

const reportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateInvalid)
  .refine(isDayInRange, REPORT_MESSAGES.dateInvalid);

/** `office` may repeat (slugs); none = every office in the caller's scope. */
export const reportOfficesParam = repeatedParam(slugSchema, {
  max: REPORT_MAX_OFFICES,
  tooMany: REPORT_MESSAGES.tooManyOffices,
  invalid: REPORT_MESSAGES.officeInvalid,
});

/**
 * The filters every report reads (each reads the ones its catalogue entry lists): offices, a day range (absent: the
 * twelve months ending this month, resolved by the server in the operator's zone), a plan category, and `format=csv`
 * for the export of the report's table.
 */
export const reportQuery = z
  .object({
    office: reportOfficesParam,
    from: reportDay.optional(),
    to: reportDay.optional(),
    category: z.enum(PLAN_CATEGORIES, { error: REPORT_MESSAGES.categoryInvalid }).optional(),
    /** Aged debtors: the day the ages are counted at (absent: today). */
    as_of: reportDay.optional(),
    format: z.enum(['json', 'csv']).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const problem = reportRangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** What every report answer starts with: the range and offices it covers, in words the screen can show. */
export const reportScope = z.object({
  from: z.string(),
  to: z.string(),
  /** The offices covered (slug and name). */
  offices: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** True when the whole operator is covered (rows without an office included). */
  all_offices: z.boolean(),
});
export type ReportScope = z.infer<typeof reportScope>;
