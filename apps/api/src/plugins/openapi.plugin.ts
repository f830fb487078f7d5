import { apiKeyMissing } from '@clubspace/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { finishOpenapiDocument } from './openapi-document.ts';

/** The three credentials (issue 29): a staff login's JWT, an operator's API key, a member portal login's JWT. */
export const SECURITY_SCHEMES = {
  staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff member’s access token (POST /auth/login/).' },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'csk_…',
    description:
      'An API key from Account → Developers: `Authorization: Bearer csk_…`, limited to its scopes (read or read+write per section) and offices; RateLimit-* headers on every answer.',
  },
  portalBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A member’s portal access token (audience `portal`).' },
} as const;

/** Who may call an operation, as OpenAPI security requirements (any one of the list). */
export function operationSecurity(config: { access?: string; sections?: string[] }, method: string): Record<string, string[]>[] {
  const access = config.access ?? 'staff';
  if (access === 'public') return [];
  if (access === 'member') return [{ portalBearer: [] }];
  const everyScope = Object.fromEntries((config.sections ?? []).map((c) => [c, 'write' as const]));
  const keyMay = access === 'staff' && apiKeyMissing(everyScope, config.sections ?? [], method) !== 'never';
  return keyMay ? [{ staffBearer: [] }, { apiKey: [] }] : [{ staffBearer: [] }];
}

/** OpenAPI 3.1 generated from the same zod schemas that validate requests; Swagger UI at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clubspace API',
        description:
          'Back-office API for workspace operators. Paged lists answer `{num_results, page_size, current_page, ' +
          'num_pages, <list>}` and, with `format=csv`, every matching row as CSV. Errors are `{detail, errors?, code?}`.',
        version: '0.1.0',
      },
      tags: [
        {
          name: 'portal',
          description:
            'Member portal (issue 26): the workspace is the `X-Portal-Workspace` header (or the host sub-domain); sign-in answers ' +
            'portal tokens (audience `portal`), which only these operations accept — a staff token is refused here, a portal token everywhere else.',
        },
      ],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ staffBearer: [] }],
    },
    // Each operation lists the credentials it accepts (issue 29); public ones (login, sign-up, check-in…) none.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const route = input.route as { method?: string | string[]; config?: { access?: string; sections?: string[] } };
      const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : (route.method ?? 'GET');
      return { ...out, schema: { ...out.schema, security: operationSecurity(route.config ?? {}, method) } };
    },
    transformObject: (document) => finishOpenapiDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
