import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { barCreate, barItem, barListQuery, barUpdate, staffLookupItem } from '../fandd.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Bars and their staff picker. */
export const barsApi = {
  list: get({
    path: '/api/bars/',
    summary: "Bars of the caller's offices with their staff (15 per page; name, status; order name|open_time|close_time|status)",
    query: barListQuery,
    response: pagedEnvelope('bars', barItem),
    produces: ['application/json', 'text/csv'],
  }),
  staffOptions: get({
    path: '/api/bars/staff-options/',
    summary: 'Active staff of the operator for the bar staff picker',
    response: z.array(staffLookupItem),
  }),
  create: post({ path: '/api/bars/', summary: "Create a bar in the caller's selected office", body: barCreate, response: barItem, status: 201 }),
  update: put({ path: '/api/bars/:slug', summary: 'Update a bar and replace its staff', params: slugParams, body: barUpdate, response: barItem }),
};
