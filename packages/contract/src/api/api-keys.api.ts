import { z } from 'zod';
import { apiKeyCreate, apiKeyCreated, apiKeyIdParams, apiKeyList } from '../api-keys.ts';
import { get, post } from '../endpoint.ts';

/** Account → Developers (issue 29): the operator's API keys, owner only. A key never reaches these. */
export const apiKeysApi = {
  list: get({ path: '/api/api-keys/', summary: 'The operator’s API keys (never their secrets)', response: apiKeyList }),
  create: post({
    path: '/api/api-keys/',
    summary: 'Create an API key: the answer holds its secret, shown this once only',
    body: apiKeyCreate,
    response: apiKeyCreated,
    status: 201,
  }),
  revoke: post({
    path: '/api/api-keys/:id/revoke/',
    summary: 'Revoke an API key: calls with it answer 401 from now on',
    params: apiKeyIdParams,
    response: z.null(),
    status: 204,
  }),
};
