import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { get, post, put } from '../endpoint.ts';
import { resourceCreate, resourceItem, resourceListQuery, resourceUpdate } from '../space-resources.ts';
import { slugParams } from './params.ts';

const LIST_SUMMARY =
  'Resources (10 per page; name searches name and identifier; status, resource_type (comma-separated), office|club, floor, work_area; order name|identifier|resource_type|status|capacity|office|floor|work_area|price_day|price_hour); format=csv exports';
const list = {
  summary: LIST_SUMMARY,
  query: resourceListQuery,
  response: pagedEnvelope('resources', resourceItem),
  produces: ['application/json', 'text/csv'],
} as const;
const qr = (format: 'png' | 'svg', contentType: string) =>
  get({
    path: `/api/resources/:slug/qr.${format}`,
    summary: `QR code (${format.toUpperCase()}) of the resource's check-in URL <PUBLIC_URL or request origin>/checkin/<identifier or slug>`,
    params: slugParams,
    // An image, not JSON.
    response: z.unknown(),
    produces: [contentType],
  });

/** Resources (desks, rooms, tables): the list (under two paths), detail, create, update and the check-in QR images. */
export const resourcesApi = {
  list: get({ path: '/api/dashboard-resources/', ...list }),
  /** The same list under the seeds' other path. */
  listAlias: get({ path: '/api/resources/', ...list }),
  detail: get({ path: '/api/resources/:slug', summary: 'Resource detail', params: slugParams, response: resourceItem }),
  create: post({
    path: '/api/resources/',
    summary: 'Create a resource; its floor must be in its office and its work area on that floor; identifier unique per office (409)',
    body: resourceCreate,
    response: resourceItem,
    status: 201,
  }),
  update: put({
    path: '/api/resources/:slug',
    summary: "Update a resource (every field of the form; without floor, the work area's floor)",
    params: slugParams,
    body: resourceUpdate,
    response: resourceItem,
  }),
  qrPng: qr('png', 'image/png'),
  qrSvg: qr('svg', 'image/svg+xml'),
};
