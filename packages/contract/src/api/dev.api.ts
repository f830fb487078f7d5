import { z } from 'zod';
import { get, post } from '../endpoint.ts';

/** A file sent with an e-mail of the development outbox: its name, type and size in bytes (not its content). */
export const outboxAttachment = z.object({
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

/** One e-mail of the development outbox; `status` is its delivery (kept, sending, sent, failed, bounced: issue 29). */
export const outboxMail = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  link: z.string().nullable(),
  attachments: z.array(outboxAttachment),
  status: z.string(),
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
