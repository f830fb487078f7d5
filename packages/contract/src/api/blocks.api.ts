import { z } from 'zod';
import {
  blockCreate,
  blockCreateResult,
  blockItem,
  blockListQuery,
  closureCreate,
  closureCreateResult,
  closureItem,
  closureListQuery,
} from '../blocks.ts';
import { detailBody, pagedEnvelope } from '../common-schemas.ts';
import { del, get, post } from '../endpoint.ts';
import { codeParams, slugParams } from './params.ts';

/** Blocks (issue 11): a resource or a work area out of use for a period, worked on from the bookings area. */
export const blocksApi = {
  list: get({
    path: '/api/booking-blocks/',
    summary: 'Blocks (maintenance and the like) overlapping start..end: filters club, floor, work_area, resource, resource_type',
    query: blockListQuery,
    response: pagedEnvelope('blocks', blockItem),
  }),
  create: post({
    path: '/api/booking-blocks/',
    summary: 'Block a resource or a work area for a period with a reason; 409 lists live bookings in the way unless cancel_conflicting',
    body: blockCreate,
    response: blockCreateResult,
    status: 201,
  }),
  remove: del({
    path: '/api/booking-blocks/:code',
    summary: 'Remove a block (with_related=true: also the blocks placed with it, e.g. a whole work area)',
    params: codeParams,
    query: z.object({ with_related: z.enum(['true', 'false', '1', '0']).optional() }),
    response: detailBody.extend({ removed: z.number().int() }),
  }),
};

/** Office closures (holidays), placed under the offices of the space area; every screen of an office's days reads them. */
export const closuresApi = {
  list: get({
    path: '/api/office-closures/',
    summary: 'Office closures (holidays) in scope that touch start..end (days)',
    query: closureListQuery,
    response: pagedEnvelope('closures', closureItem),
  }),
  create: post({
    path: '/api/office-closures/',
    summary: 'Close an office for a day or a range with a reason; 409 lists live bookings in those days unless cancel_conflicting',
    body: closureCreate,
    response: closureCreateResult,
    status: 201,
  }),
  remove: del({ path: '/api/office-closures/:slug', summary: 'Remove an office closure', params: slugParams, response: detailBody }),
};
