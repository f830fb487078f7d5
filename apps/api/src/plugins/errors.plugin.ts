import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { pgCode } from '../lib/pg-errors.ts';

/** SQLSTATEs that are the client's fault, mapped to a status and a message. */
const PG_ERRORS: Record<string, [number, string]> = {
  '23P01': [409, 'The resource is already booked at that time'],
  '23505': [409, 'This record already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '22P02': [400, 'Invalid value'],
  '22003': [400, 'Number out of range'],
  '22007': [400, 'Invalid date'],
  '22008': [400, 'Invalid date'],
  '23514': [400, 'Invalid value'],
};

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  // The embedded database's queue is full or a call waited too long for its turn (db/statement-queue.ts).
  'DB_QUEUE_FULL',
  'DB_QUEUE_TIMEOUT',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended|connect ECONNREFUSED/i;

/** The database is unreachable (down, restarting, out of connections): the client may retry, so 503 rather than 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** An error as the log may show it: a failed query's SQL and parameters left out, its cause's code and message kept. */
export function loggableError(err: unknown): { type: string; message: string; code?: string; stack?: string } {
  const e = err as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (e && typeof e === 'object' && ('query' in e || 'params' in e)) {
    const cause = e.cause as (Error & { code?: string }) | undefined;
    return { type: e.name ?? 'Error', message: cause?.message ?? 'query failed', code: pgCode(err), stack: cause?.stack };
  }
  return { type: e?.name ?? typeof err, message: e?.message ?? String(err), code: pgCode(err), stack: e?.stack };
}

/** Uniform errors (the not-found answer lives in app.ts, next to the SPA fallback): 400 with field messages, 401/403/404/409 with a detail; nothing malformed becomes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ detail: err.detail, errors: err.errors, code: err.code, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send({ detail: Object.values(errors)[0] ?? 'Invalid request', errors });
    }
    const code = pgCode(err);
    if (code && PG_ERRORS[code]) {
      const [status, detail] = PG_ERRORS[code];
      return reply.code(status).send({ detail, code: status === 409 ? 'conflict' : 'invalid' });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: loggableError(err) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: 'The service is briefly unavailable. Please try again in a moment.', code: 'unavailable' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, rate limit.
      return reply.code(status).send({ detail: err.message });
    }
    // Never the failed query's SQL text or its parameters (they carry users' input): the driver's message and stack.
    request.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
});
