import { pagedEnvelope, type Endpoint, type EndpointQuery, type SectionCode } from '@clubspace/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app-types.ts';
import { staffCtx, type StaffContext } from '../plugins/context.plugin.ts';
import { sendList, type ListSource } from './paged-list.ts';
import type { RouteImpl } from './route.ts';
import { errorResponses } from './schemas.ts';

type PagingLike = { page_size: number; page_number: number; format?: 'json' | 'csv'; raw?: string };

export interface ListRouteOptions<K extends string, Q extends z.ZodType<PagingLike>, T extends z.ZodType> {
  /** The seeds' path, e.g. '/api/dashboard-resources/'. */
  path: string;
  /** The envelope's list name, e.g. 'resources'. */
  listName: K;
  item: T;
  querystring: Q;
  sections: SectionCode[];
  tags: string[];
  summary: string;
  samples?: FastifyContextConfig['samples'];
  /** Builds the filtered, ordered, tenant-scoped source of rows for one request. */
  source: (query: z.infer<Q>, ctx: StaffContext, request: FastifyRequest) => ListSource<z.infer<T>> | Promise<ListSource<z.infer<T>>>;
}

/**
 * One paged list route: declares its sections, query and response schema, and answers the seeds' envelope or,
 * with `format=csv`, every matching row as CSV shaped like the screen's table (`raw=1`: every field). Every list of the
 * API is one call of this; its export columns live in the contract's LIST_EXPORTS under `listName`.
 */
export function listRoute<K extends string, Q extends z.ZodType<PagingLike>, T extends z.ZodType>(app: App, options: ListRouteOptions<K, Q, T>) {
  app.get(options.path, {
    config: { sections: options.sections, ...(options.samples ? { samples: options.samples } : {}) },
    schema: {
      tags: options.tags,
      summary: options.summary,
      querystring: options.querystring,
      response: { 200: pagedEnvelope(options.listName, options.item), ...errorResponses },
    },
    // The generic envelope type is beyond the type provider's inference; the response schema still checks it.
    handler: (async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as z.infer<Q>;
      const source = await options.source(query, staffCtx(request), request);
      return sendList(reply, options.listName, query, source);
    }) as never,
  });
}

export interface ListHandlerOptions<E extends Endpoint> {
  samples?: FastifyContextConfig['samples'];
  /** Builds the filtered, ordered, tenant-scoped source of rows for one request. */
  source: (query: EndpointQuery<E>, ctx: StaffContext, app: App, request: FastifyRequest) => ListSource<unknown> | Promise<ListSource<unknown>>;
}

/**
 * The implementation of a declared paged list endpoint: answers the seeds' envelope or, with `format=csv`, every
 * matching row as CSV shaped like the screen's table (`raw=1`: every field). Its export columns live in the contract's
 * LIST_EXPORTS under `listName`, the envelope's list name.
 */
export function listHandler<E extends Endpoint>(listName: string, options: ListHandlerOptions<E>): RouteImpl<E> {
  return {
    ...(options.samples ? { config: { samples: options.samples } } : {}),
    handler: (async (request: FastifyRequest, reply: FastifyReply, app: App) => {
      const query = request.query as EndpointQuery<E> & PagingLike;
      return sendList(reply, listName, query, await options.source(query, staffCtx(request), app, request));
    }) as RouteImpl<E>['handler'],
  };
}
