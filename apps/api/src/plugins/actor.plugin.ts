import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runAsActor, type Actor } from '../lib/actor.ts';

/** The request's author, from whichever context authenticated it (staff token, API key, portal member), or none. */
export function requestActor(request: FastifyRequest): Actor | null {
  const address = request.ip ?? null;
  const portal = request.portal;
  if (portal) return { kind: 'member', userId: portal.user.id, clientId: portal.client.id, address };
  const ctx = request.ctx;
  if (!ctx) return null;
  if (ctx.apiKey) return { kind: 'api_key', userId: ctx.user.id, apiKeyId: ctx.apiKey.id, clientId: ctx.client?.id ?? null, address };
  return { kind: 'staff', userId: ctx.user.id, clientId: ctx.client?.id ?? null, address };
}

/**
 * Runs every route handler inside the request's actor scope (lib/actor.ts), so each write transaction it starts is
 * recorded with its author by the capture trigger. A preHandler hook in callback style: the handler runs inside
 * `done`, after the body is parsed and the caller authenticated (the onRequest hooks).
 */
export const actorPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    runAsActor(() => requestActor(request), done);
  });
});
