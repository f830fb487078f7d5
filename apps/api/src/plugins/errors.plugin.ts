import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

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

function pgCode(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
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
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, rate limit.
      return reply.code(status).send({ detail: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
});
