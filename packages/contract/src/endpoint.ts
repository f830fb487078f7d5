import type { z } from 'zod';

/**
 * One API operation, declared once: its method, the seeds' path, the zod schemas of what it takes and answers. The
 * API registers its Fastify route from this (`apps/api/src/lib/route.ts`) and the web calls it through the typed
 * client (`apps/web/src/lib/api-client.ts` `call`), so a path, a field or an answer cannot drift between the two.
 *
 * `path` is Fastify's syntax: `:name` parameters and a trailing `*` wildcard, both filled from `params`.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers the operation reads (documented and validated; e.g. a magic link's token). */
  headers?: z.ZodType;
  /** The success answer (JSON). File downloads and event streams declare what their JSON twin would be, or z.unknown(). */
  response: R;
  /**
   * The success status (200 unless said: 201 for creates, 202 for accepted work, 204 for answers without a body), or
   * the list of them when one operation answers more than one with the same body (check-in's 200, book-now's 201).
   */
  status?: SuccessStatus | readonly SuccessStatus[];
  /** What else than JSON the success answer can be (a CSV export, a PDF, an iCalendar feed, an event stream). */
  produces?: readonly string[];
  /** Multipart upload: the body is form data, documented by `body` but parsed by the upload route. */
  multipart?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;

/** Every success status an endpoint declares, the first being its usual one. */
export function successStatuses(endpoint: Pick<Endpoint, 'status'>): readonly SuccessStatus[] {
  const { status = 200 } = endpoint;
  return typeof status === 'number' ? [status] : status;
}

type Def = Omit<Endpoint, 'method'>;

/** Declares an operation; the literal types are kept so the server and the client infer from them. */
function declare<M extends HttpMethod>(method: M) {
  return <const D extends Def>(def: D): D & { method: M } => ({ ...def, method });
}

export const get = declare('GET');
export const post = declare('POST');
export const put = declare('PUT');
export const patch = declare('PATCH');
export const del = declare('DELETE');

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InferIn<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What the server receives after validation. */
export type EndpointParams<E extends Endpoint> = Infer<E['params'], Record<string, never>>;
export type EndpointQuery<E extends Endpoint> = Infer<E['query'], Record<string, never>>;
export type EndpointBody<E extends Endpoint> = Infer<E['body'], undefined>;
/** What the client receives: the response schema's output, as serialized. */
export type EndpointAnswer<E extends Endpoint> = E['status'] extends 204 ? void : z.output<E['response']>;
/** What the server's handler returns before serialization. */
export type EndpointReturn<E extends Endpoint> = E['status'] extends 204 ? void : z.input<E['response']>;

/** One query-string value as a client sends it; a list goes as the parameter repeated (`?resource=a&resource=b`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/**
 * A client's query: the declared parameters by name, with URL values (list screens pass what their URL holds; the
 * server's schema parses and answers 400 in words for a bad one).
 */
export type QueryInput<Q> = Q extends z.ZodType ? { [K in keyof z.input<Q>]?: QueryValue } : never;

/** What a client passes: params when the path has any, query and body when the operation takes them. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: InferIn<E['params'], never> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: E['multipart'] extends true ? FormData : InferIn<E['body'], never> } : { body?: undefined });

/** True when nothing is required, so `call(endpoint)` may omit the input. */
export type InputOptional<E extends Endpoint> = E['params'] extends z.ZodType ? false : E['body'] extends z.ZodType ? false : true;

/** The URL path of one call: `:name` and `*` filled with the encoded parameters. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)|\*/g, (_match, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name ?? '*'} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
