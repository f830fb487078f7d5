import { pagedEnvelope } from '../common-schemas.ts';
import { teamQuery } from '../members.ts';
import { teamCreate, teamDashboard, teamItem, teamListQuery, teamUpdate } from '../teams.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Teams: the list, create and update, and the team detail page. */
export const teamsApi = {
  list: get({
    path: '/api/teams/',
    summary: 'Teams list with member counts (order name|status|members; club = home office); format=csv exports',
    query: teamListQuery,
    response: pagedEnvelope('teams', teamItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/teams/',
    summary: "Create a team; its home office is the caller's selected office",
    body: teamCreate,
    response: teamItem,
    status: 201,
  }),
  update: put({ path: '/api/teams/:slug', summary: 'Update a team', params: slugParams, body: teamUpdate, response: teamItem }),
  dashboard: get({
    path: '/api/dashboard-team/',
    summary: 'Team detail: team, members, memberships, bookings, invoices and invoice data',
    query: teamQuery,
    response: teamDashboard,
  }),
};
