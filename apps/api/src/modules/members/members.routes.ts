import {
  EMAIL_PATTERN,
  MEMBER_MESSAGES,
  dashboardProfileQuery,
  emailCheck,
  errorBody,
  invitePayload,
  memberCreate,
  memberItem,
  memberListQuery,
  memberProfile,
  memberUpdate,
  
  teamMembersQuery,
} from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { members, teams, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { takeAttempt, throttlesFor } from '../../lib/throttle.ts';
import { detailBody, errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findUserByEmail } from '../auth/auth.repo.ts';
import { toMemberItem } from './members.mappers.ts';
import { memberProfile as buildProfile } from './members.profile.repo.ts';
import { findMember, memberListSource, memberQuery, visibleMembers } from './members.repo.ts';
import { createMember, sendInvitation, updateMember } from './members.service.ts';

const SECTIONS = ['users', 'members'] as const;

export async function membersRoutes(app: App) {
  const { db } = app;

  // A wildcard, not `:email`: the answer is global (one e-mail is one user across operators), so there is no
  // tenant-owned sample for the generated tenancy tests, which require 403/404 for sampled path parameters.
  // Issue 13 §7: the answer stays global (a member's e-mail must be free everywhere, and creating one answers 409 the
  // same way), but only for staff who may create members, and at most THROTTLE.emailCheckPerUser a minute each.
  app.get('/api/email-is-valid/*', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['members'],
      summary: "GET /api/email-is-valid/{email}: 'present' when a user already has the e-mail (staff with the members tab; rate-limited per user)",
      params: z.object({ '*': z.string().max(300) }),
      response: { 200: emailCheck, ...errorResponses, 429: errorBody },
    },
    handler: async (request, reply) => {
      takeAttempt(reply, [[throttlesFor(app).emailCheck, String(request.ctx.user.id)]]);
      const email = request.params['*'].replace(/\/+$/, '').trim();
      if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest({ email: MEMBER_MESSAGES.emailValid });
      return { message: (await findUserByEmail(db, email)) ? ('present' as const) : ('free' as const) };
    },
  });

  listRoute(app, {
    path: '/api/member-list/',
    listName: 'members',
    item: memberItem,
    querystring: memberListQuery,
    sections: [...SECTIONS],
    tags: ['members'],
    summary: 'Members list (club absent = every office in scope); format=csv exports the filtered rows',
    samples: { query: { team: { table: 'teams' }, club: { table: 'offices' } } },
    source: (query, ctx) => memberListSource(db, ctx, query),
  });

  app.post('/api/profile/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['members'],
      summary: 'Create a member (and its user) and e-mail the invitation',
      body: memberCreate,
      response: { 201: memberItem, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await createMember(app, staffCtx(request), request.body)),
  });

  app.put('/api/profile/:slug', {
    config: {
      sections: [...SECTIONS],
      samples: {
        params: { slug: { table: 'members' } },
        body: { first_name: 'Ann', last_name: 'Lee', office: 'any-office', role: 'team_member', team: 'any-team' },
      },
    },
    schema: {
      tags: ['members'],
      summary: 'Update a member (team required; the e-mail cannot change)',
      params: slugParams,
      body: memberUpdate,
      response: { 200: memberItem, ...errorResponses },
    },
    handler: async (request) => updateMember(app, staffCtx(request), request.params.slug, request.body),
  });

  app.get('/api/dashboard-profile/', {
    config: { sections: [...SECTIONS], samples: { query: { member: { table: 'members' } } } },
    schema: {
      tags: ['members'],
      summary: 'Member profile: member, team mates, latest bookings, orders and memberships',
      querystring: dashboardProfileQuery,
      response: { 200: memberProfile, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const member = await findMember(db, ctx, request.query.member);
      if (!member) throw notFound('Member not found');
      return buildProfile(db, ctx, member);
    },
  });

  app.get('/api/team-members/', {
    config: { sections: [...SECTIONS], samples: { query: { team: { table: 'teams' } } } },
    schema: {
      tags: ['members'],
      summary: 'Members of a team (referral=true: only its referral members)',
      querystring: teamMembersQuery,
      response: { 200: z.array(memberItem), ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const [team] = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, request.query.team))).limit(1);
      if (!team) throw notFound('Team not found');
      const rows = await memberQuery(db)
        .where(and(visibleMembers(ctx), eq(members.teamId, team.id), request.query.referral === 'true' ? eq(members.role, 'referral') : undefined))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(members.id));
      return rows.map(toMemberItem);
    },
  });

  app.post('/api/invite/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['members'],
      summary: 'Resend the invitation e-mail of a member who has not activated the account',
      body: invitePayload,
      response: { 201: detailBody, ...errorResponses },
    },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const member = await findMember(db, ctx, request.body.member_slug);
      if (!member) throw notFound('Member not found');
      if (member.validated) throw conflict(MEMBER_MESSAGES.alreadyValidated, 'already_validated');
      await sendInvitation(app, ctx, { id: member.userId, email: member.email, firstName: member.firstName });
      return reply.code(201).send({ detail: MEMBER_MESSAGES.invitationResent });
    },
  });
}
