import { LIVE_BOOKINGS_EVENT, LIVE_HEARTBEAT_MS, errorBody, liveApi } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { notFound, unauthorized } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { scopedOffices, staffCtx } from '../../plugins/context.plugin.ts';
import { LiveStreams } from './live-streams.ts';

/** The open streams of each app: capped, ended at logout and before the server closes (it would otherwise wait). */
const openStreams = new WeakMap<App, LiveStreams>();

const bearerOf = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : '');

/**
 * GET /api/live/bookings/?club= : a server-sent-event stream that says "bookings of this office changed" within a
 * second of any commit (any API process: PostgreSQL LISTEN/NOTIFY), so two people at the front desk never work on a
 * stale map or calendar. Only offices of the caller's operator and office scope are ever announced. The stream ends
 * when the access token would expire; the client reconnects with a fresh one, so a revoked session stops hearing.
 */
const liveTable = routes(
  liveApi,
  { tag: 'bookings' },
  {
    bookings: {
      config: { sections: ['bookings'], samples: { query: { club: { table: 'offices' } } } },
      errors: { 429: errorBody },
      handler: async (request, reply, app) => {
        const ctx = staffCtx(request);
        const streams = openStreams.get(app)!;
        // Issue 30 §6: only for a login that is still alive, and at most so many streams per user and per operator.
        const sessionId = (await app.tokens.verifyAccess(bearerOf(request.headers.authorization)))?.sessionId;
        if (sessionId && !(await streams.sessionAlive(sessionId))) throw unauthorized('Your session has ended');
        const offices = await scopedOffices(app.db, ctx);
        const club = request.query.club && request.query.club !== 'all' ? request.query.club : null;
        const watched = club ? offices.filter((o) => o.slug === club) : offices;
        if (club && !watched.length) throw notFound('Office not found');
        const slugOf = new Map(watched.map((o) => [o.id, o.slug]));
        // Checked and counted in one synchronous step (no await between), so concurrent opens cannot all slip in.
        streams.admit(ctx.user.id, ctx.client.id, reply);

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        // Tell EventSource-like clients how long to wait before reconnecting, and open the stream at once.
        res.write(`retry: 2000\n: connected\n\n`);

        const unsubscribe = app.live.subscribe((change) => {
          if (change.client !== ctx.client.id) return;
          const slug = slugOf.get(change.office);
          if (slug) res.write(`event: ${LIVE_BOOKINGS_EVENT}\ndata: ${JSON.stringify({ office: slug })}\n\n`);
        });
        const heartbeat = setInterval(() => res.write(': ping\n\n'), LIVE_HEARTBEAT_MS);
        const expiry = setTimeout(() => res.end(), app.config.accessTokenTtlSeconds * 1000);
        const forget = streams.add({ userId: ctx.user.id, clientId: ctx.client.id, sessionId, end: () => res.end() });
        res.on('close', () => {
          clearInterval(heartbeat);
          clearTimeout(expiry);
          unsubscribe();
          forget();
        });
        // Hijacked: Fastify sends nothing more; the stream is the answer.
        return reply;
      },
    },
  },
);

export async function liveRoutes(app: App) {
  const streams = new LiveStreams(app);
  openStreams.set(app, streams);
  app.addHook('preClose', async () => streams.close());
  await liveTable(app);
}
