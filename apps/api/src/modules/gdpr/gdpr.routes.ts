import { GDPR_MESSAGES, erasureConfirmed, gdprApi, gdprSettingsApi, portalGdprApi } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import { clients } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import { findMember } from '../members/members.repo.ts';
import { eraseMember } from './gdpr-erasure.service.ts';
import { memberExport } from './gdpr-export.service.ts';
import { GDPR_RETENTION_EVERY_MS, GDPR_RETENTION_JOB, runRetention } from './gdpr-retention.job.ts';

const MEMBER_SLUG = { samples: { params: { slug: { table: 'members' } } } };

function sendZip(reply: FastifyReply, { filename, zip }: { filename: string; zip: Uint8Array }) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
}

/** A member's data export and erasure (issue 30): staff with the members tab, within their office scope. */
const memberDataRoutes = routes(
  gdprApi,
  { tag: 'members', sections: ['users', 'members'] },
  {
    exportMember: {
      config: MEMBER_SLUG,
      handler: async (request, reply, app) => {
        const ctx = staffCtx(request);
        const member = await findMember(app.db, ctx, request.params.slug);
        if (!member) throw notFound('Member not found');
        return sendZip(reply, await memberExport(app.db, ctx.client.id, { memberId: member.id }));
      },
    },
    eraseMember: {
      config: { ...MEMBER_SLUG, samples: { ...MEMBER_SLUG.samples, body: { confirm: 'ERASE' } } },
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        const member = await findMember(app.db, ctx, request.params.slug);
        if (!member) throw notFound('Member not found');
        if (!erasureConfirmed(request.body.confirm, `${member.firstName} ${member.lastName}`))
          throw badRequest({ confirm: GDPR_MESSAGES.confirmMismatch });
        const outcome = await writeTransaction(app.db, (tx) => eraseMember(tx, ctx.client.id, member.id));
        return { detail: GDPR_MESSAGES.erased, slug: outcome.slug, user_erased: outcome.userErased };
      },
    },
  },
);

/** Account → Privacy: the retention setting (read: section account; save: the owner). */
const settingsRoutes = routes(
  gdprSettingsApi,
  { tag: 'account', sections: ['account'] },
  {
    retention: {
      handler: async (request, _reply, { db }) => {
        const [row] = await db
          .select({ months: clients.memberRetentionMonths })
          .from(clients)
          .where(eq(clients.id, staffCtx(request).client.id));
        return { member_retention_months: row?.months ?? null };
      },
    },
    updateRetention: {
      config: { samples: { body: { member_retention_months: 240 } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        if (ctx.apiKey || ctx.staff.role !== 'club_owner') throw forbidden(GDPR_MESSAGES.ownerOnly);
        const months = request.body.member_retention_months;
        await writeTransaction(db, (tx) => tx.update(clients).set({ memberRetentionMonths: months }).where(eq(clients.id, ctx.client.id)));
        return { member_retention_months: months, detail: GDPR_MESSAGES.retentionSaved };
      },
    },
  },
);

/** The member's own export from the portal (portal tokens only). */
const portalRoutes = routes(
  portalGdprApi,
  { tag: 'portal' },
  {
    exportMine: {
      config: { access: 'member' as const },
      handler: async (request, reply, app) => {
        const ctx = portalCtx(request);
        return sendZip(reply, await memberExport(app.db, ctx.client.id, { memberId: ctx.member.id }));
      },
    },
  },
);

/** The GDPR module: its routes and the daily retention job. */
export async function gdprRoutes(app: App): Promise<void> {
  await memberDataRoutes(app);
  await settingsRoutes(app);
  await portalRoutes(app);
  app.jobs.every(GDPR_RETENTION_JOB, GDPR_RETENTION_EVERY_MS, { run: async ({ db, log }) => runRetention(db, log) });
}
