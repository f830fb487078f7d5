import { LIVE_BOOKINGS_EVENT, LIVE_HEARTBEAT_MS, liveApi } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { scopedOffices, staffCtx } from '../../plugins/context.plugin.ts';

/** The open streams of each app, ended before the server closes (it would otherwise wait for them). */
const openStreams = new WeakMap<App, Set<() => void>>();

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
      handler: async (request, reply, app) => {
        const ctx = staffCtx(request);
        const offices = await scopedOffices(app.db, ctx);
        const club = request.query.club && request.query.club !== 'all' ? request.query.club : null;
        const watched = club ? offices.filter((o) => o.slug === club) : offices;
        if (club && !watched.length) throw notFound('Office not found');
        const slugOf = new Map(watched.map((o) => [o.id, o.slug]));

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
        const end = () => res.end();
        const open = openStreams.get(app);
        open?.add(end);
        res.on('close', () => {
          clearInterval(heartbeat);
          clearTimeout(expiry);
          unsubscribe();
          open?.delete(end);
        });
        // Hijacked: Fastify sends nothing more; the stream is the answer.
        return reply;
      },
    },
  },
);

export async function liveRoutes(app: App) {
  const open = new Set<() => void>();
  openStreams.set(app, open);
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  await liveTable(app);
}
