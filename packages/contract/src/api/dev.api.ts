import { z } from 'zod';
import { get, post } from '../endpoint.ts';

/** One e-mail of the development outbox. */
export const outboxMail = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
});

/** Development only (DEV_OUTBOX=1): the latest e-mails sent to an address, so sign-up can be finished locally. */
export const devApi = {
  outbox: get({
    path: '/api/dev/outbox/',
    summary: 'Latest e-mails to an address (only with DEV_OUTBOX=1)',
    query: z.object({ to: z.string().min(3).max(254) }),
    response: z.array(outboxMail),
  }),
  failingJob: post({
    path: '/api/dev/jobs/failing/',
    summary: 'Queue a job for the operator that fails its one try and lies dead, then runs when retried (only with DEV_OUTBOX=1)',
    response: z.object({ id: z.number().int() }),
    status: 201,
  }),
};
