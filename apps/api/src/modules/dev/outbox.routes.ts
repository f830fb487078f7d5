import { devApi } from '@clubspace/contract';
import { desc, sql } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { routes } from '../../lib/route.ts';
import { enqueueJob } from '../../jobs/queue/job-queue.repo.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';

/** A job kind for the Jobs screen's end-to-end test (registered with DEV_OUTBOX=1 only): its first try fails. */
export const DEV_FAIL_JOB = 'dev-fail';

/** Rows written before sizes were kept (issue 29): the size from the stored content. */
const attachmentBytes = (a: { content: string; encoding?: 'base64' }) => Buffer.byteLength(a.content, a.encoding === 'base64' ? 'base64' : 'utf8');

const outboxTable = routes(
  devApi,
  { tag: 'development' },
  {
    outbox: {
      config: { access: 'public' },
      handler: async (request, _reply, { db }) => {
        const rows = await db
          .select()
          .from(emailOutbox)
          .where(sql`lower(${emailOutbox.to}) = lower(${request.query.to})`)
          .orderBy(desc(emailOutbox.id))
          .limit(10);
        return rows.map((r) => ({
          subject: r.subject,
          text: r.text,
          html: r.html,
          link: r.link,
          attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType, size: a.size ?? attachmentBytes(a) })),
          status: r.status,
          created_at: r.createdAt.toISOString(),
        }));
      },
    },
    failingJob: {
      config: { sections: ['account'] },
      handler: async (request, reply, { db }) => {
        const id = await enqueueJob(db, { kind: DEV_FAIL_JOB, clientId: staffCtx(request).client.id, maxAttempts: 1 });
        return reply.code(201).send({ id: id! });
      },
    },
  },
);

/**
 * Development only (DEV_OUTBOX=1): the latest e-mails sent to an address, so sign-up can be finished locally; a job that
 * fails (the Jobs screen's end-to-end test).
 */
export async function devOutboxRoutes(app: App) {
  if (app.config.devOutbox) await outboxTable(app);
}
