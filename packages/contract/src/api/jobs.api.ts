import { get, post } from '../endpoint.ts';
import { jobIdParams, jobItem, jobList, jobListQuery } from '../jobs.ts';

/** Account → Jobs (issue 29): the operator's background jobs, owner only. A key never reaches these. */
export const jobsApi = {
  list: get({
    path: '/api/jobs/',
    summary: 'The operator’s background jobs: needs attention (failed and dead) by default, or one state',
    query: jobListQuery,
    response: jobList,
  }),
  retry: post({
    path: '/api/jobs/:id/retry/',
    summary: 'Run a dead or discarded job again now, with its tries reset',
    params: jobIdParams,
    response: jobItem,
  }),
  discard: post({
    path: '/api/jobs/:id/discard/',
    summary: 'Give up a queued or dead job',
    params: jobIdParams,
    response: jobItem,
  }),
};
