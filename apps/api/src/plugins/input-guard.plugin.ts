import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';

/** The field messages of the input boundary (the database refuses both: PostgreSQL text cannot hold either). */
export const INPUT_MESSAGES = {
  nul: 'must not contain a NUL character',
  surrogate: 'must not contain an invalid unicode character',
} as const;

// A UTF-16 code unit of a surrogate pair that has no partner.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.surrogate;
  return null;
}

/** The first string (or key) inside a value that the database would refuse: its dotted path and message. */
export function findRefusedText(value: unknown, path: string, depth = 0): [string, string] | null {
  if (typeof value === 'string') {
    const message = problem(value);
    return message ? [path, message] : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findRefusedText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Parsed objects only (query objects have a null prototype): bytes, streams and dates are left to their routes.
  if (ArrayBuffer.isView(value) || value instanceof Date || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const keyProblem = problem(key);
    if (keyProblem) return [path || 'request', keyProblem];
    const found = findRefusedText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The input boundary: every route, present and future, public or not, refuses a NUL character or a lone surrogate in
 * its path parameters, query or body with a 400 and a field message, before validation and before any query runs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found = findRefusedText(request.params, '') ?? findRefusedText(request.query, '') ?? findRefusedText(request.body, '');
    if (found) {
      const [field, message] = found;
      throw badRequest({ [field || 'request']: message }, `${field || 'request'} ${message}`);
    }
  });
});
