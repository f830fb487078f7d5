import { pagedEnvelope } from '../common-schemas.ts';
import { offerUserItem, offerUserListQuery, offerUserPayload } from '../marketing.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

const LIMITS = '409 when the offer is only for team admins or working members, or its limit per member, team or campaign is reached';

/** Offers assigned to members: the list, one assignment, assign and update. */
export const offerUsersApi = {
  list: get({
    path: '/api/dashboard-offer-users/',
    summary: 'Offers assigned to members (search member name, offer title or code; order user|offer_name|offer_code|date|status); format=csv exports',
    query: offerUserListQuery,
    response: pagedEnvelope('offer_users', offerUserItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/offer-users/',
    summary: `Assign an offer to a member (user: member slug or id; offer: offer slug); send_notification e-mails the member. ${LIMITS}`,
    body: offerUserPayload,
    response: offerUserItem,
    status: 201,
  }),
  detail: get({ path: '/api/offer-users/:slug', summary: 'One offer-user', params: slugParams, response: offerUserItem }),
  update: put({
    path: '/api/offer-users/:slug',
    summary: `Update an offer-user (user, offer, status, send_notification). ${LIMITS}`,
    params: slugParams,
    body: offerUserPayload,
    response: offerUserItem,
  }),
};
