import { reportsSpaceApi } from '@clubspace/contract';
import { sendTableCsv } from '../../lib/paged-list.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { OCCUPANCY_CSV, occupancyCsvRows, occupancyReport } from './occupancy.service.ts';
import { UTILISATION_CSV, utilisationReport } from './utilisation.service.ts';

/** Reports 3 and 4 (issue 31): occupancy by hour and resource utilisation; format=csv sends the report's table. */
export const reportsSpaceRoutes = routes(
  reportsSpaceApi,
  { tag: 'reports', sections: ['reports'] },
  {
    occupancy: {
      handler: async (request, reply, { db }) => {
        const report = await occupancyReport(db, staffCtx(request), request.query);
        return request.query.format === 'csv' ? sendTableCsv(reply, 'occupancy', OCCUPANCY_CSV, occupancyCsvRows(report)) : report;
      },
    },
    utilisation: {
      handler: async (request, reply, { db }) => {
        const report = await utilisationReport(db, staffCtx(request), request.query);
        return request.query.format === 'csv' ? sendTableCsv(reply, 'utilisation', UTILISATION_CSV, report.resources) : report;
      },
    },
  },
);
