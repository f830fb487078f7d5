import { z } from 'zod';
import { detailBody, pagedEnvelope } from '../common-schemas.ts';
import { memberProfile } from '../member-profile.ts';
import {
  dashboardProfileQuery,
  emailCheck,
  invitePayload,
  memberCreate,
  memberItem,
  memberListQuery,
  memberUpdate,
  teamMembersQuery,
} from '../members.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Members: the list, the profile, create and update, the e-mail check and the invitation. */
export const membersApi = {
  emailIsValid: get({
    path: '/api/email-is-valid/*',
    summary:
      "GET /api/email-is-valid/{email}: 'present' when a member of the caller's operator already has the e-mail (another operator's users are never revealed; staff with the members tab; rate-limited per user)",
    params: z.object({ '*': z.string().max(300) }),
    response: emailCheck,
  }),
  list: get({
    path: '/api/member-list/',
    summary: 'Members list (club absent = every office in scope); format=csv exports the filtered rows',
    query: memberListQuery,
    response: pagedEnvelope('members', memberItem),
    produces: ['application/json', 'text/csv'],
  }),
  create: post({
    path: '/api/profile/',
    summary: 'Create a member (and its user) and e-mail the invitation',
    body: memberCreate,
    response: memberItem,
    status: 201,
  }),
  update: put({
    path: '/api/profile/:slug',
    summary: 'Update a member (team required; the e-mail cannot change)',
    params: slugParams,
    body: memberUpdate,
    response: memberItem,
  }),
  profile: get({
    path: '/api/dashboard-profile/',
    summary: 'Member profile: member, team mates, latest bookings, orders and memberships',
    query: dashboardProfileQuery,
    response: memberProfile,
  }),
  teamMembers: get({
    path: '/api/team-members/',
    summary: 'Members of a team (referral=true: only its referral members)',
    query: teamMembersQuery,
    response: z.array(memberItem),
  }),
  invite: post({
    path: '/api/invite/',
    summary: 'Resend the invitation e-mail of a member who has not activated the account',
    body: invitePayload,
    response: detailBody,
    status: 201,
  }),
};
