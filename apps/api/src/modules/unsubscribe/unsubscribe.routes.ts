import { unsubscribeApi } from '@clubspace/contract';
import type { App } from '../../app-types.ts';
import { routes } from '../../lib/route.ts';
import { unsubscribeTokensFor } from '../../lib/unsubscribe-token.ts';
import { previewUnsubscribe, unsubscribe } from './unsubscribe.service.ts';

const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const served = routes(
  unsubscribeApi,
  { tag: 'consent' },
  {
    preview: {
      config: { access: 'public', ...limit },
      handler: async (request, _reply, { db, config }) => previewUnsubscribe(db, unsubscribeTokensFor(config), request.query.token),
    },
    unsubscribe: {
      config: { access: 'public', ...limit },
      handler: async (request, _reply, { db, config }) => {
        const body = request.body ?? {};
        return unsubscribe(db, unsubscribeTokensFor(config), body.token ?? request.query.token, body.all === true);
      },
    },
  },
);

/**
 * The unsubscribe link (issue 26). Mail clients' one-click unsubscribe (RFC 8058) POSTs the form
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, so this module (and only it) reads url-encoded forms.
 */
export async function unsubscribeRoutes(app: App): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await served(app);
}
