import { z } from 'zod';
import { planCreate, planItem, planUpdate } from '../account.ts';
import { get, post } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Account → Plans: the operator's membership plans. */
export const plansApi = {
  list: get({
    path: '/api/dashboard-membership-plans/',
    summary: 'Every membership plan of the operator (all statuses), by name',
    response: z.object({ membership_plans: z.array(planItem) }),
  }),
  create: post({
    path: '/api/dashboard-membership-plans/',
    summary: 'Create a membership plan (price in pounds; a negative price becomes 0 as in the seed)',
    body: planCreate,
    response: planItem,
    status: 201,
  }),
  update: post({
    path: '/api/dashboard-membership-plans/:slug',
    summary: 'Update a membership plan',
    params: slugParams,
    body: planUpdate,
    response: planItem,
  }),
};
