import { successStatuses } from '@clubspace/contract';
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointReturn, SectionCode } from '@clubspace/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app-types.ts';
import { errorResponses } from './schemas.ts';

/** The request a handler sees: params, query and body as the endpoint's schemas parsed them. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{ Params: EndpointParams<E>; Querystring: EndpointQuery<E>; Body: EndpointBody<E> }>;

type MaybePromise<T> = T | Promise<T>;

/** How the API serves one declared endpoint: who may call it and what it does. */
export interface RouteImpl<E extends Endpoint> {
  /** Route config (access, sections, samples for the generated tests, rate limit); a function when it reads the app's config. */
  config?: FastifyContextConfig | ((app: App) => FastifyContextConfig);
  /** Error answers beyond the common 400/401/403/404/409 (e.g. 429), for the OpenAPI document and the serializer. */
  errors?: Record<number, z.ZodType>;
  /** Fastify route options other than the schema (e.g. bodyLimit). */
  options?: Pick<RouteShorthandOptions, 'bodyLimit'>;
  /** The OpenAPI tag when it is not the module's (an operation served by a module above the area it documents). */
  tag?: string;
  handler: (request: RouteRequest<E>, reply: FastifyReply, app: App) => MaybePromise<EndpointReturn<E> | FastifyReply>;
}

/** Every endpoint of an API table, each with its implementation: a declared call cannot go unserved. */
export type RouteTable<A extends Record<string, Endpoint>> = { [K in keyof A]: RouteImpl<A[K]> };

export interface RouteModuleOptions {
  /** The OpenAPI tag of the module's operations. */
  tag: string;
  /** Web sections every route of the module needs unless its own config says otherwise. */
  sections?: readonly SectionCode[];
}

/** Registers one declared endpoint with its implementation. */
export function registerRoute<E extends Endpoint>(app: App, endpoint: E, impl: RouteImpl<E>, options: RouteModuleOptions): void {
  const own = typeof impl.config === 'function' ? impl.config(app) : (impl.config ?? {});
  const config: FastifyContextConfig = { ...(options.sections ? { sections: [...options.sections] } : {}), ...own };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    ...impl.options,
    schema: {
      tags: [impl.tag ?? options.tag],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      // A multipart body is parsed by the route itself (one file streamed, not buffered into a schema).
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: { ...Object.fromEntries(successStatuses(endpoint).map((status) => [status, endpoint.response])), ...errorResponses, ...impl.errors },
    },
    // The handler's types come from RouteImpl<E>; Fastify's own inference cannot see through the generic endpoint.
    handler: ((request: FastifyRequest, reply: FastifyReply) => impl.handler(request as RouteRequest<E>, reply, app)) as never,
  });
}

/**
 * A module's routes: its API table from the contract and one implementation per endpoint. The result is what
 * `modules/index.ts` registers.
 */
export function routes<A extends Record<string, Endpoint>>(api: A, options: RouteModuleOptions, table: RouteTable<A>) {
  return async (app: App): Promise<void> => {
    for (const key of Object.keys(api) as (keyof A & string)[]) registerRoute(app, api[key], table[key], options);
  };
}
