import { officeCreate, officeItem, officeUpdate } from '../account.ts';
import { pagedEnvelope } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';
import { spaceOfficeListQuery } from '../space-lookups.ts';
import { slugParams } from './params.ts';

/** Offices (locations): the list with their floors (account and space areas), create, detail and update. */
export const officesApi = {
  list: get({
    path: '/api/dashboard-offices/',
    summary:
      "Offices in the caller's scope with floors and capacity (15 per page; order list_order|name|town|status|max_occupancy); any staff; format=csv exports",
    query: spaceOfficeListQuery,
    response: pagedEnvelope('offices', officeItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/dashboard-offices/',
    summary: 'Create an office (location) by name; inactive until it has an address and coordinates',
    body: officeCreate,
    response: officeItem,
    status: 201,
  }),
  detail: get({ path: '/api/dashboard-offices/:slug', summary: 'Office detail', params: slugParams, response: officeItem }),
  update: post({
    path: '/api/dashboard-offices/:slug',
    summary: 'Update an office; an active office needs address, longitude and latitude; domain and short code are read-only',
    params: slugParams,
    body: officeUpdate,
    response: officeItem,
  }),
};
