import { errorBody, xeroConnect, xeroStatus, xeroStatusResult } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { connectXero, disconnectXero, testXero, xeroStatusOf } from './xero.service.ts';

/** /users/integrations belongs to the account area (doc 1's route table). */
const SECTIONS = ['account'] as const;
const PATH = '/api/integrations/xero/';
const xeroErrors = { ...errorResponses, 429: errorBody, 502: errorBody } as const;

export async function xeroRoutes(app: App) {
  const { db, config } = app;

  app.get(PATH, {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['account'],
      summary: "The operator's Xero connection: connected, organisation, masked client id, last sync and pull (never the secret)",
      response: { 200: xeroStatus, ...errorResponses },
    },
    handler: async (request) => xeroStatusOf(db, staffCtx(request)),
  });

  app.put(PATH, {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['account'],
      summary:
        'Connect a Xero custom connection: the client id and secret are tried (token + organisation) and stored only when Xero accepts them, the secret encrypted (400 in words when refused, 502 when Xero cannot be reached)',
      body: xeroConnect,
      response: { 200: xeroStatusResult, ...xeroErrors },
    },
    handler: async (request) => connectXero({ db, config }, staffCtx(request), request.body),
  });

  app.post(`${PATH}test/`, {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['account'],
      summary: 'Test the stored Xero connection: obtains a fresh token and the organisation (404 when not connected)',
      response: { 200: xeroStatusResult, ...xeroErrors },
    },
    handler: async (request) => testXero({ db, config }, staffCtx(request)),
  });

  app.delete(PATH, {
    config: { sections: [...SECTIONS] },
    schema: { tags: ['account'], summary: 'Disconnect Xero: the stored id and secret are deleted', response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await disconnectXero(db, staffCtx(request));
      return reply.code(204).send(null);
    },
  });
}
