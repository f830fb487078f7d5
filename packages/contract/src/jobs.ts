/**
 * Account → Jobs (issue 29): the operator's background jobs on the durable queue, as the owner sees them. Labels of the
 * job kinds, the screen's states and filters, and its answers.
 */
import { z } from 'zod';

/** Every kind of job the API queues, with the words the Jobs screen shows for it. */
export const JOB_KIND_LABELS = {
  'billing-schedule': 'Queue the daily billing runs',
  'billing-run': 'Membership billing run',
  collection: 'Automatic collection of invoices',
  dunning: 'Chasing unpaid invoices',
  'no-show-release': 'Release of no-show bookings',
  'campaign-schedule': 'Queue due campaigns',
  'campaign-batch': 'Campaign e-mails',
  'notice-mail': 'Notice e-mails',
  'xero-schedule': 'Queue Xero payment pulls',
  'xero-pull': 'Xero payment pull',
  'ticket-close': 'Auto-close of resolved tickets',
  'mail-retry': 'E-mail sent again',
  'jobs-purge': 'Clear out old jobs',
  'dev-fail': 'Development job that fails once',
} as const;
export type JobKind = keyof typeof JOB_KIND_LABELS;

/** A kind's label; an unknown kind (a newer process's) shows as it is. */
export const jobKindLabel = (kind: string): string => (JOB_KIND_LABELS as Record<string, string>)[kind] ?? kind;

/** What the screen shows of a job: 'failed' is a queued job whose last try failed (it runs again at run_at). */
export const JOB_VIEW_STATES = ['queued', 'running', 'failed', 'dead', 'done', 'discarded'] as const;
export type JobViewState = (typeof JOB_VIEW_STATES)[number];
export const JOB_STATE_LABELS: Record<JobViewState, string> = {
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed, will retry',
  dead: 'Dead',
  done: 'Done',
  discarded: 'Discarded',
};

/** The screen's filters: "needs attention" (failed and dead: the default), one state, or everything. */
export const JOB_FILTERS = ['attention', 'queued', 'running', 'failed', 'dead', 'done', 'discarded', 'all'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];
export const JOB_FILTER_LABELS: Record<JobFilter, string> = {
  attention: 'Needs attention',
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed, will retry',
  dead: 'Dead',
  done: 'Done',
  discarded: 'Discarded',
  all: 'All',
};

/** The view state of a stored job (state, attempts, last error). */
export function jobViewState(state: string, attempts: number, lastError: string | null): JobViewState {
  if (state === 'queued' && attempts > 0 && lastError) return 'failed';
  return (JOB_VIEW_STATES as readonly string[]).includes(state) ? (state as JobViewState) : 'queued';
}

/** Which view states allow "Retry" and "Discard". */
export const jobCanRetry = (s: JobViewState) => s === 'dead' || s === 'discarded';
export const jobCanDiscard = (s: JobViewState) => s === 'queued' || s === 'failed' || s === 'dead';

/** At most this many jobs a page. */
export const JOBS_PAGE_LIMIT = 100;

export const JOB_MESSAGES = {
  ownerOnly: 'Only the account owner can see the background jobs',
  notFound: 'Job not found',
  cannotRetry: 'Only a dead or discarded job can be retried',
  cannotDiscard: 'Only a queued or dead job can be discarded',
  retried: 'Job queued to run again',
  discarded: 'Job discarded',
  none: 'No jobs to show',
};

export const jobListQuery = z.object({ state: z.enum(JOB_FILTERS).default('attention') });
export type JobListQuery = z.infer<typeof jobListQuery>;

export const jobItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  state: z.enum(JOB_VIEW_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItem>;

export const jobList = z.object({ jobs: z.array(jobItem) });
export type JobList = z.infer<typeof jobList>;

export const jobIdParams = z.object({ id: z.coerce.number().int().positive() });
