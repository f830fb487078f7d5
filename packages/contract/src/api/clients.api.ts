import { z } from 'zod';
import { detailBody, pagedEnvelope, pagingQuery } from '../common-schemas.ts';
import { get, post, put } from '../endpoint.ts';
import { branding, brokerItem, clientOnboarding, clientSignup, planForOnboarding } from '../session.ts';

/** GET /api/clients/: the brokers list's query (seed 1 §7: `role=broker`). */
export const brokerListQuery = pagingQuery({ order: 'name' }).extend({ role: z.enum(['broker']).optional() });

/** Operators: the domain's branding, sign-up, onboarding and its plans, and the brokers list. */
export const clientsApi = {
  branding: get({
    path: '/api/client/',
    summary: 'Branding of the operator whose sub-domain the app is opened on (defaults when unknown)',
    query: z.object({ domain: z.string().max(100).optional() }),
    response: branding,
  }),
  signup: post({
    path: '/api/client-signup/',
    summary: 'Sign up a new operator and its owner; sends the validation e-mail',
    body: clientSignup,
    response: detailBody,
    status: 201,
  }),
  onboardingPlans: get({
    path: '/api/client-plan-type/',
    summary: 'Platform plans offered during onboarding',
    query: z.object({ type: z.enum(['private', 'coworking', 'other']).optional() }),
    response: z.array(planForOnboarding),
  }),
  onboard: put({
    path: '/api/client/',
    summary: 'Finish onboarding: role, main office, visibility, contact e-mail, plan',
    body: clientOnboarding,
    response: detailBody,
  }),
  brokers: get({
    path: '/api/clients/',
    summary: 'Brokers of the operator (companies that book for their own customers)',
    query: brokerListQuery,
    response: pagedEnvelope('clients', brokerItem),
    produces: ['application/json', 'text/csv'],
  }),
};
