import { z } from 'zod';
import { campaignTestSend, campaignTestSent, campaignTypeParams, campaignTypePayload, campaignTypeRow } from '../campaign-types.ts';
import { pagedEnvelope } from '../common-schemas.ts';
import { campaignCreate, campaignDetail, campaignItem, campaignListQuery, campaignPatch, campaignUpdate } from '../marketing.ts';
import { del, get, patch, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Campaigns: the list, one campaign, its changes, the test e-mail and the send; and the operator's campaign types. */
export const campaignsApi = {
  list: get({
    path: '/api/dashboard-notification-campaigns/',
    summary: 'Campaigns with type and number of users (order name|type|code|date_created|date_planned|status|num_users); format=csv exports',
    query: campaignListQuery,
    response: pagedEnvelope('notification_campaigns', campaignItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/notification-campaigns/',
    summary:
      "Create a campaign in the caller's selected office (type: a campaign type id; date_planned: ISO date-time; subject and Markdown body optional)",
    body: campaignCreate,
    response: campaignDetail,
    status: 201,
  }),
  detail: get({
    path: '/api/notification-campaigns/:slug',
    summary: 'A campaign with its users (member id, slug, name); open to any staff of the operator',
    params: slugParams,
    response: campaignDetail,
  }),
  update: put({
    path: '/api/notification-campaigns/:slug',
    summary:
      'Update a campaign: name, code, date_planned, status, user_list (member ids or slugs of this operator; others → 400), optional subject and body',
    params: slugParams,
    body: campaignUpdate,
    response: campaignDetail,
  }),
  patch: patch({
    path: '/api/notification-campaigns/:slug',
    summary: 'Update some of a campaign’s fields (as PUT, every field optional)',
    params: slugParams,
    body: campaignPatch,
    response: campaignDetail,
  }),
  sendTest: post({
    path: '/api/notification-campaigns/:slug/test/',
    summary:
      "Send the campaign's e-mail to the caller's own address (placeholders filled with the caller's name); subject/body in the body try unsaved content; without content → 400",
    params: slugParams,
    body: campaignTestSend,
    response: campaignTestSent,
  }),
  send: post({
    path: '/api/notification-campaigns/:slug/send/',
    summary: 'Send an active campaign to its users now (without content → 400; already sent or not active → 409)',
    params: slugParams,
    response: campaignDetail,
  }),
  types: get({
    path: '/api/notification-types/',
    summary: "The operator's campaign types (id, name) with how many campaigns use each",
    response: z.array(campaignTypeRow),
  }),
  createType: post({
    path: '/api/notification-types/',
    summary: 'Add a campaign type (name unique per operator, ignoring case → 409)',
    body: campaignTypePayload,
    response: campaignTypeRow,
    status: 201,
  }),
  renameType: put({
    path: '/api/notification-types/:id',
    summary: 'Rename a campaign type (its campaigns follow)',
    params: campaignTypeParams,
    body: campaignTypePayload,
    response: campaignTypeRow,
  }),
  removeType: del({
    path: '/api/notification-types/:id',
    summary: 'Remove a campaign type no campaign uses (in use → 409 with the number of campaigns)',
    params: campaignTypeParams,
    response: z.null(),
    status: 204,
  }),
};
