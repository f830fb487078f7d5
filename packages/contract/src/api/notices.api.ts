import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { del, get, post, put } from '../endpoint.ts';
import { noticeItem, noticeListQuery, noticePayload, portalNotices, portalNoticesQuery } from '../notices.ts';
import { slugParams } from './params.ts';

/** The notice board, staff side (Community → Notices, section `board`). */
export const noticesApi = {
  list: get({
    path: '/api/notices/',
    summary: 'Notices with status from their dates (status=scheduled|live|expired, office=slug, name searches title and body); format=csv exports',
    query: noticeListQuery,
    response: pagedEnvelope('notices', noticeItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/notices/',
    summary:
      'Post a notice (Markdown body; offices empty = all; email=true e-mails consenting members once it is live; request_key makes a retry answer the first notice)',
    body: noticePayload,
    response: noticeItem,
    status: [201, 200],
  }),
  detail: get({ path: '/api/notices/:slug', summary: 'One notice', params: slugParams, response: noticeItem }),
  update: put({
    path: '/api/notices/:slug',
    summary: 'Edit a notice (email=true asks for the e-mail if it was never asked; a sent e-mail is never sent again)',
    params: slugParams,
    body: noticePayload,
    response: noticeItem,
  }),
  unpublish: post({
    path: '/api/notices/:slug/unpublish/',
    summary: 'Take a notice down now (its expiry becomes now); members stop seeing it',
    params: slugParams,
    response: noticeItem,
  }),
  remove: del({ path: '/api/notices/:slug', summary: 'Delete a notice', params: slugParams, response: z.null(), status: 204 }),
};

/** The notice board, member side (portal token only). */
export const portalNoticesApi = {
  list: get({
    path: '/api/portal/notices',
    summary: "The current notices of the member's office and of all offices: pinned first, then newest",
    query: portalNoticesQuery,
    response: portalNotices,
  }),
};
