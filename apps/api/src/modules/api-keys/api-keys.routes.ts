import { apiKeysApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { createKey, listKeys, revokeKey } from './api-keys.service.ts';

/** Account → Developers (issue 29): API keys, the owner's only; the 'account' section keeps every key out. */
export const apiKeysRoutes = routes(
  apiKeysApi,
  { tag: 'account', sections: ['account'] },
  {
    list: { handler: async (request, _reply, { db }) => listKeys(db, staffCtx(request)) },
    create: {
      config: { samples: { body: { name: 'Matrix key', scopes: { members: 'read', users: 'read' } } } },
      handler: async (request, reply, { db }) => reply.code(201).send(await createKey(db, staffCtx(request), request.body)),
    },
    revoke: {
      config: { samples: { params: { id: { table: 'api_keys', column: 'id' } } } },
      handler: async (request, reply, { db }) => {
        await revokeKey(db, staffCtx(request), request.params.id);
        return reply.code(204).send(null);
      },
    },
  },
);
