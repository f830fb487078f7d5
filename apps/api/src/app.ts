import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES } from '@clubspace/contract';
import { constants as zlib } from 'node:zlib';
import Fastify from 'fastify';
import { installBreachedPasswordCheck } from './lib/breached-passwords.ts';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, RouteRecord } from './app-types.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { queueOf, registerQueue } from './db/statement-queue.ts';
import { declaringWrites } from './lib/actor.ts';
import { ContextCache } from './lib/context-cache.ts';
import { LiveHub } from './lib/live-hub.ts';
import { Mailer } from './lib/mailer.ts';
import { createResponseSerializer } from './lib/response-serializer.ts';
import { prettyLogStream } from './lib/log-format.ts';
import { TokenService } from './lib/tokens.ts';
import { unsubscribeTokensFor } from './lib/unsubscribe-token.ts';
import { modules } from './modules/index.ts';
import { contextPlugin } from './plugins/context.plugin.ts';
import { actorPlugin } from './plugins/actor.plugin.ts';
import { JobWorker } from './jobs/queue/job-worker.ts';
import { registerJobKinds } from './jobs/job-kinds.ts';
import { errorsPlugin } from './plugins/errors.plugin.ts';
import { inputGuardPlugin } from './plugins/input-guard.plugin.ts';
import { openapiPlugin } from './plugins/openapi.plugin.ts';
import { uploadUrlsPlugin } from './plugins/upload-urls.plugin.ts';
import { isAssetPath, SHELL_CACHE, shellPage, staticPlugin } from './plugins/static.plugin.ts';
import { allowHeader, trackMethods } from './plugins/methods.ts';

/** A hop count becomes the function proxy-addr would build (Fastify's types take no number). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : (value ?? false);
}

/** Every route as it is registered (the API docs' and HEAD routes left out): what the generated tests walk. */
function recordRoutes(app: App): RouteRecord[] {
  const routeTable: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/docs') || methods.includes('HEAD')) return;
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        config: (route.config ?? {}) as RouteRecord['config'],
        hasBody: Boolean(route.schema?.body),
        hasQuery: Boolean(route.schema?.querystring),
      });
    }
  });
  return routeTable;
}

/**
 * Security headers. Over plain HTTP (a LAN host name) upgrade-insecure-requests would send the browser to https for
 * every script, and HSTS would pin https: both only when served over TLS (PUBLIC_URL https://… or TLS=1).
 */
function helmetOptions(config: Config) {
  const tls = config.tls ?? config.publicUrl.startsWith('https://');
  return {
    hsts: tls ? { maxAge: 31536000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: tls ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Builds the Fastify instance: external plugins → app plugins → modules → SPA. */
export async function buildApp(config: Config, rawDb: Db): Promise<App & { routeTable: RouteRecord[] }> {
  // Bare writes outside a transaction still name their author (lib/actor.ts declaringWrites; issue 30, audit log).
  const db = declaringWrites(rawDb);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'body.password'],
      ...(config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 12 * 1024 * 1024,
    // Off unless TRUST_PROXY says which proxies to believe: a client's own X-Forwarded-For must not pick its address.
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: config.verifyResponses ?? false }));
  // The contract's password rule refuses the breached-password list here (issue 30); loaded on the first check.
  installBreachedPasswordCheck();

  // The embedded database's queue takes the configured limits (DB_QUEUE_LIMIT, DB_QUEUE_TIMEOUT_MS).
  const queue = queueOf(rawDb);
  if (queue) registerQueue(db, queue);
  if (queue && config.dbQueueLimit) queue.limits.limit = config.dbQueueLimit;
  if (queue && config.dbQueueTimeoutMs) queue.limits.timeoutMs = config.dbQueueTimeoutMs;

  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSeconds);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', tokens);
  const links = { publicUrl: config.publicUrl, tokens: unsubscribeTokensFor(config) };
  app.decorate('mailer', new Mailer(db, app.log, config.smtpUrl, config.mailFrom, links, config.smtpPool));
  app.addHook('onClose', () => app.mailer.close());
  const live = await LiveHub.start(rawDb, app.log);
  app.decorate('live', live);
  app.addHook('onClose', () => live.close());
  // Request contexts kept while the database's change notifications are heard (issue 14).
  const contexts = new ContextCache();
  live.onContextChange(() => contexts.clear());
  live.onListening((on) => contexts.setListening(on));
  app.decorate('contexts', contexts);
  // The durable job queue (issue 29): modules register their kinds below; server.ts starts the worker.
  const jobs = new JobWorker(db, app.log);
  live.onJobs(() => jobs.wake());
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());

  const methodsOf = trackMethods(app);
  const routeTable = recordRoutes(app);
  await app.register(helmet, helmetOptions(config));
  await app.register(rateLimit, { global: false });
  // Issue 30 §5: answers above 1 KB compressed by Accept-Encoding: brotli at quality 4 (the default 11 costs
  // milliseconds a response) with a 256 KB window (the default 4 MB one is allocated per answer: 1.3 ms of CPU and
  // twice the RSS for a 25-member list page under load, issue 32), else gzip 6. Never the live SSE streams (hijacked, and text/event-stream is excluded);
  // the SPA's files keep their precompressed siblings (a reply that has a Content-Encoding is left alone).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 6 },
  });
  // Uploads: one file of at most 10 MB per request (POST /api/uploads/ answers the form's message beyond that).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 8 } });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  await app.register(contextPlugin, { db, tokens, contexts, config });
  await app.register(actorPlugin);
  await app.register(uploadUrlsPlugin, { db, secret: config.jwtSecret });
  for (const mod of modules) await app.register(mod);
  // Every background job's kind (issue 29): billing, collection, chasing, no-shows, campaigns, notices, Xero, tickets, mail.
  registerJobKinds(jobs, app);

  if (config.webDistDir) await app.register(staticPlugin, { root: config.webDistDir });
  const pageFor = config.webDistDir ? shellPage(config.webDistDir) : () => 'index.html';
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path.startsWith('/api') || path.startsWith('/auth');
    const spa = Boolean(config.webDistDir) && !isApi;
    // TRACE, OPTIONS or a method the path does not have: 405 with the methods it does have.
    const allowed = allowHeader(methodsOf, request.method, path, spa);
    if (allowed)
      return reply
        .code(405)
        .header('allow', allowed)
        .send({ detail: `Method ${request.method} not allowed` });
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !isAssetPath(path)) {
      // Client-side routes of the SPA all answer with its index.html, the member portal's with portal.html (a missing
      // hashed asset is a 404, not the shell).
      return reply.header('cache-control', SHELL_CACHE).sendFile(pageFor(path));
    }
    return reply.code(404).send({ detail: `No route ${request.method} ${path}` });
  });

  await app.ready();
  return Object.assign(app, { routeTable });
}
