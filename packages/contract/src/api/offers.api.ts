import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { offerItem, offerListQuery, offerLookupItem, offerLookupQuery, offerPayload } from '../marketing.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Offers: the list, one offer, create and update, and the offer picker. */
export const offersApi = {
  list: get({
    path: '/api/dashboard-offers/',
    summary:
      'Offers (search code, title, subtitle, description; order code|title|offer_type|price|discount|date_start|date_end|status); format=csv exports',
    query: offerListQuery,
    response: pagedEnvelope('offers', offerItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/dashboard-offers/',
    summary: "Create an offer (offices: this operator's office slugs; prices in pounds; dates ISO date-times, start before end)",
    body: offerPayload,
    response: offerItem,
    status: 201,
  }),
  lookup: get({
    path: '/api/lookups/offers/',
    summary: 'Offers for pickers, by code or title (limit default 100, up to 1000)',
    query: offerLookupQuery,
    response: z.array(offerLookupItem),
  }),
  detail: get({ path: '/api/offers/:slug', summary: 'One offer', params: slugParams, response: offerItem }),
  update: put({
    path: '/api/offers/:slug',
    summary: 'Update an offer (the same fields as create)',
    params: slugParams,
    body: offerPayload,
    response: offerItem,
  }),
};
