import { z } from 'zod';
import { del, get, patch, post } from '../endpoint.ts';
import {
  webhookDeliveryList,
  webhookDeliveryParams,
  webhookEndpointBody,
  webhookEndpointItem,
  webhookEndpointList,
  webhookEndpointPatch,
  webhookEndpointSecret,
  webhookIdParams,
} from '../webhooks.ts';

/** Account → Developers → Webhooks (issue 29): the operator's endpoints and their delivery log, owner only. A key never reaches these. */
export const webhooksApi = {
  list: get({ path: '/api/webhooks/', summary: 'The operator’s webhook endpoints (never their secrets)', response: webhookEndpointList }),
  create: post({
    path: '/api/webhooks/',
    summary: 'Add a webhook endpoint: the answer holds its signing secret, shown this once only',
    body: webhookEndpointBody,
    response: webhookEndpointSecret,
    status: 201,
  }),
  update: patch({
    path: '/api/webhooks/:id/',
    summary: 'Change an endpoint’s URL, events, description or enabled state',
    params: webhookIdParams,
    body: webhookEndpointPatch,
    response: webhookEndpointItem,
  }),
  remove: del({
    path: '/api/webhooks/:id/',
    summary: 'Delete an endpoint and its delivery log',
    params: webhookIdParams,
    response: z.null(),
    status: 204,
  }),
  rotate: post({
    path: '/api/webhooks/:id/rotate/',
    summary: 'Rotate the signing secret: the previous one keeps signing for 24 hours',
    params: webhookIdParams,
    response: webhookEndpointSecret,
  }),
  deliveries: get({
    path: '/api/webhooks/:id/deliveries/',
    summary: 'The endpoint’s latest deliveries, newest first',
    params: webhookIdParams,
    response: webhookDeliveryList,
  }),
  resend: post({
    path: '/api/webhooks/:id/deliveries/:delivery/resend/',
    summary: 'Send a delivery’s event again (a new delivery of the same event id)',
    params: webhookDeliveryParams,
    response: z.null(),
    status: 202,
  }),
  test: post({
    path: '/api/webhooks/:id/test/',
    summary: 'Send a webhook.test event to the endpoint',
    params: webhookIdParams,
    response: z.null(),
    status: 202,
  }),
};
