import { reportsDebtorsApi } from '@clubspace/contract';
import { sendTableCsv } from '../../lib/paged-list.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { AGED_DEBTORS_EXPORT, agedDebtorRows, agedDebtorsReport, remindPayer } from './aged-debtors.service.ts';

/** Reports › Aged debtors (issue 31, report 5): the report (JSON or CSV) and the payer's reminder. */
export const reportsDebtorsRoutes = routes(
  reportsDebtorsApi,
  { tag: 'reports', sections: ['reports'] },
  {
    report: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        if (request.query.format !== 'csv') return agedDebtorsReport(db, ctx, request.query);
        const { payers } = await agedDebtorRows(db, ctx, request.query, null);
        return sendTableCsv(reply, 'aged-debtors', AGED_DEBTORS_EXPORT, payers);
      },
    },
    remind: {
      config: { samples: { params: { team: { table: 'teams' } } } },
      handler: async (request, _reply, app) => remindPayer(app.db, app.mailer, app.config.publicUrl, staffCtx(request), request.params.team),
    },
  },
);
