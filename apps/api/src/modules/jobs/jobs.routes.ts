import { jobsApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { discardOwnJob, listJobs, retryOwnJob } from './jobs.service.ts';

/** Account → Jobs (issue 29): the operator's background jobs, the owner's only; the 'account' section keeps every key out. */
export const jobsRoutes = routes(
  jobsApi,
  { tag: 'account', sections: ['account'] },
  {
    list: { handler: async (request, _reply, { db }) => listJobs(db, staffCtx(request), request.query.state) },
    retry: {
      config: { samples: { params: { id: { table: 'jobs', column: 'id' } } } },
      handler: async (request, _reply, app) => {
        const job = await retryOwnJob(app.db, staffCtx(request), request.params.id);
        app.jobs.wake();
        return job;
      },
    },
    discard: {
      config: { samples: { params: { id: { table: 'jobs', column: 'id' } } } },
      handler: async (request, _reply, { db }) => discardOwnJob(db, staffCtx(request), request.params.id),
    },
  },
);
