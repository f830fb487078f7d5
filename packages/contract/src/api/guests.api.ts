import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { guestCreate, guestDetail, guestItem, guestListQuery, guestUpdate } from '../guests.ts';
import { teamQuery } from '../members.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Guests: the list, the detail, create and update, and a team's guests. */
export const guestsApi = {
  list: get({
    path: '/api/guests/',
    summary: 'Guests list (order name|email|status|create_date|origin|host|team); format=csv exports',
    query: guestListQuery,
    response: pagedEnvelope('guests', guestItem),
    produces: ['application/json', 'text/csv'],
  }),
  detail: get({ path: '/api/guests/:slug', summary: "A guest with its team's members", params: slugParams, response: guestDetail }),
  create: post({
    path: '/api/guests/',
    summary: "Create a guest (409 'Email duplicated' when the operator already has a guest with that e-mail)",
    body: guestCreate,
    response: guestItem,
    status: 201,
  }),
  update: put({
    path: '/api/guests/:slug',
    summary: 'Update a guest (the e-mail cannot change)',
    params: slugParams,
    body: guestUpdate,
    response: guestItem,
  }),
  teamGuests: get({ path: '/api/team-guests/', summary: 'Guests of a team', query: teamQuery, response: z.array(guestItem) }),
};
