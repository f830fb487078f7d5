import { USER_AGENT_MAX_LENGTH } from '@clubspace/contract';
import type { FastifyRequest } from 'fastify';

/** Where a login or refresh came from (issue 30): the browser's User-Agent and the client address. */
export interface SessionMeta {
  userAgent: string | null;
  address: string | null;
}

/**
 * The request's User-Agent (cut) and client address. `request.ip` is Fastify's, which believes X-Forwarded-For only
 * as far as TRUST_PROXY says (app.ts), the same address the log-in guard counts (lib/login-guard.ts).
 */
export function sessionMeta(request: FastifyRequest): SessionMeta {
  const ua = request.headers['user-agent'];
  return { userAgent: typeof ua === 'string' && ua ? ua.slice(0, USER_AGENT_MAX_LENGTH) : null, address: request.ip || null };
}
