import type { FastifyInstance } from 'fastify';

/** Methods this API serves; anything else (TRACE, OPTIONS, QUERY, …) is 405 wherever it is sent. */
const SERVED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const pattern = (url: string) =>
  new RegExp(
    '^' +
      url
        .replace(/\/+$/, '')
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/') +
      '/?$',
  );

/** Records every route's path and methods as it is registered (call before the modules register). */
export function trackMethods(app: FastifyInstance) {
  const routes = new Map<string, { re: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const entry = routes.get(route.url) ?? { re: pattern(route.url), methods: new Set<string>() };
    for (const m of methods) entry.methods.add(m);
    routes.set(route.url, entry);
  });
  /** The methods a path has, or null when no route has this path. */
  return (path: string): string[] | null => {
    const clean = path.replace(/\/{2,}/g, '/');
    const found = new Set<string>();
    for (const { re, methods } of routes.values()) if (re.test(clean)) for (const m of methods) found.add(m);
    return found.size ? ORDER.filter((m) => found.has(m)) : null;
  };
}

/**
 * The Allow header for a request that must answer 405, or null when the request is a plain not-found: an unserved
 * method anywhere (the SPA's paths allow GET and HEAD), or a served method on a path that only has others.
 */
export function allowHeader(methodsOf: (path: string) => string[] | null, method: string, path: string, spa: boolean): string | null {
  const has = methodsOf(path) ?? (spa ? ['GET', 'HEAD'] : null);
  if (!SERVED.has(method)) return (has ?? ['GET', 'HEAD']).join(', ');
  if (has && !has.includes(method)) return has.join(', ');
  return null;
}
