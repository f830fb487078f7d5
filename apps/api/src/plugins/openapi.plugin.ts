import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { finishOpenapiDocument } from './openapi-document.ts';

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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Public routes (login, sign-up, branding, check-in…) need no bearer token: `security: []` overrides the default.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const config = (input.route as { config?: { access?: string } }).config;
      return config?.access === 'public' ? { ...out, schema: { ...out.schema, security: [] } } : out;
    },
    transformObject: (document) => finishOpenapiDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
