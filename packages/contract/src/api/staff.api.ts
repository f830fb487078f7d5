import { z } from 'zod';
import { staffCreate, staffItem, staffListQuery, staffUpdate } from '../account.ts';
import { pagedEnvelope } from '../common-schemas.ts';
import { del, get, post } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Account → Staff: the operator's staff jobs. */
export const staffApi = {
  list: get({
    path: '/api/dashboard-staff/',
    summary: 'Staff of the operator with offices and web sections (order name|email|role|status|job_title); format=csv exports',
    query: staffListQuery,
    response: pagedEnvelope('staff', staffItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/dashboard-staff/',
    summary: 'Create a staff job: a new user is invited by e-mail, a user of another operator gets a job here; 409 when already staff here',
    body: staffCreate,
    response: staffItem,
    status: 201,
  }),
  detail: get({ path: '/api/dashboard-staff/:slug', summary: 'Staff detail', params: slugParams, response: staffItem }),
  update: post({
    path: '/api/dashboard-staff/:slug',
    summary: "Update a staff job: name, e-mail, phone, role, status, job title, offices and web sections (only the operator's codes)",
    params: slugParams,
    body: staffUpdate,
    response: staffItem,
  }),
  remove: del({
    path: '/api/dashboard-staff/:slug',
    summary: "Remove a staff job (the user stays); ends that user's sessions. 409 for oneself, 403 for an owner unless the caller is one",
    params: slugParams,
    response: z.null().describe('Removed'),
    status: 204,
  }),
};
