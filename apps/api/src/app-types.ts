import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ContextCache } from './lib/context-cache.ts';
import type { JobWorker } from './jobs/queue/job-worker.ts';
import type { LiveHub } from './lib/live-hub.ts';
import type { Mailer } from './lib/mailer.ts';
import type { TokenService } from './lib/tokens.ts';

/**
 * The Fastify instance's type and its decorations, apart from app.ts so the modules that app.ts registers never
 * import it back (no import cycle through `type App`).
 */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    tokens: TokenService;
    live: LiveHub;
    contexts: ContextCache;
    /** The job queue's worker: modules register kinds (`app.jobs.register`, `.every`); server.ts starts it. */
    jobs: JobWorker;
  }
}

/** A registered route, as the generated tests read it. */
export interface RouteRecord {
  method: string;
  url: string;
  config: import('fastify').FastifyContextConfig;
  hasBody: boolean;
  hasQuery: boolean;
}
