import { noticesApi, portalNoticesApi } from '@clubspace/contract';
import { clock } from '../../lib/clock.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import { currentNotices, noticeListSource } from './notices.repo.ts';
import { createNotice, noticeDetail, removeNotice, unpublishNotice, updateNotice } from './notices.service.ts';

const SAMPLE = { params: { slug: { table: 'notices' } } };
const SAMPLE_BODY = { title: 'Matrix notice', body: 'Hello' };

/** The notice board, staff side (Community → Notices): the `community` area and its `board` tab. */
export const noticesRoutes = routes(
  noticesApi,
  { tag: 'community', sections: ['community', 'board'] },
  {
    list: listHandler('notices', { source: (query, ctx, { db }) => noticeListSource(db, ctx.client.id, query, clock.now()) }),
    create: {
      config: { samples: { body: SAMPLE_BODY } },
      handler: async (request, reply, app) => {
        const { created, notice } = await createNotice(app, staffCtx(request), request.body);
        return reply.code(created ? 201 : 200).send(notice);
      },
    },
    detail: { config: { samples: SAMPLE }, handler: async (request, _reply, { db }) => noticeDetail(db, staffCtx(request), request.params.slug) },
    update: {
      config: { samples: { ...SAMPLE, body: SAMPLE_BODY } },
      handler: async (request, _reply, app) => updateNotice(app, staffCtx(request), request.params.slug, request.body),
    },
    unpublish: {
      config: { samples: SAMPLE },
      handler: async (request, _reply, { db }) => unpublishNotice(db, staffCtx(request), request.params.slug),
    },
    remove: {
      config: { samples: SAMPLE },
      handler: async (request, reply, { db }) => {
        await removeNotice(db, staffCtx(request), request.params.slug);
        return reply.code(204).send();
      },
    },
  },
);

/** The notice board, member side: a portal token only (a staff token gets 403). */
export const portalNoticesRoutes = routes(
  portalNoticesApi,
  { tag: 'portal' },
  {
    list: {
      config: { access: 'member' as const },
      handler: async (request, _reply, { db }) => {
        const ctx = portalCtx(request);
        return { notices: await currentNotices(db, ctx.client.id, ctx.member.officeId, clock.now(), request.query.limit) };
      },
    },
  },
);
