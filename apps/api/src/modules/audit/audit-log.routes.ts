import { auditLogApi } from '@clubspace/contract';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { auditLogFilters, auditLogSource } from './audit-log.repo.ts';
import { registerAuditRetention } from './audit-retention.ts';

/** Account → Audit log (issue 30): the owner's; the 'account' section keeps every API key out. */
const auditRoutes = routes(
  auditLogApi,
  { tag: 'account', sections: ['account'] },
  {
    list: listHandler('audit_entries', { source: (query, ctx, app) => auditLogSource(app.db, ctx, query) }),
    filters: { handler: async (request, _reply, { db }) => auditLogFilters(db, staffCtx(request)) },
  },
);

export const auditLogRoutes: typeof auditRoutes = async (app) => {
  registerAuditRetention(app);
  await auditRoutes(app);
};
