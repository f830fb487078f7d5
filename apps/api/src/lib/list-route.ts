import type { Endpoint, EndpointQuery } from '@clubspace/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import { staffCtx, type StaffContext } from '../plugins/context.plugin.ts';
import { sendList, type ListSource } from './paged-list.ts';
import type { RouteImpl } from './route.ts';

type PagingLike = { page_size: number; page_number: number; format?: 'json' | 'csv'; raw?: string };

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
