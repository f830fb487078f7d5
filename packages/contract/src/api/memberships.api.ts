import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { membershipCreate, membershipDetail, membershipItem, membershipListQuery, membershipPlanItem } from '../memberships.ts';
import { get, post } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Memberships: the plan picker, the list, the detail and create. */
export const membershipsApi = {
  plans: get({
    path: '/api/membership-plans/',
    summary: 'Active membership plans of the operator, by name (pickers: any staff)',
    response: z.array(membershipPlanItem),
  }),
  list: get({
    path: '/api/dashboard-memberships/',
    summary: 'Memberships list (status absent = active; status=all for every status); format=csv exports',
    query: membershipListQuery,
    response: pagedEnvelope('memberships', membershipItem),
    produces: ['application/json', 'text/csv'],
  }),
  detail: get({
    path: '/api/memberships/:slug',
    summary: 'A membership with its bookings (latest planned start first)',
    params: slugParams,
    response: membershipDetail,
  }),
  create: post({
    path: '/api/memberships/',
    summary: 'Create a membership (start 00:00:00, end 23:59:59 in the office time zone)',
    body: membershipCreate,
    response: membershipItem,
    status: 201,
  }),
};
