import { EMAIL_PATTERN, MEMBER_MESSAGES, errorBody, membersApi } from '@clubspace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { members, teams, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { takeAttempt, throttlesFor } from '../../lib/throttle.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { toMemberItem } from './members.mappers.ts';
import { memberProfile as buildProfile } from './members.profile.repo.ts';
import { findMember, memberListSource, memberQuery, visibleMembers } from './members.repo.ts';
import { createMember, isMemberEmail, sendInvitation, updateMember } from './members.service.ts';

export const membersRoutes = routes(
  membersApi,
  { tag: 'members', sections: ['users', 'members'] },
  {
    // A wildcard, not `:email` (no tenant-owned sample for the generated tenancy tests). Issue 30 §7: the answer is
    // about the caller's operator only ('present' = already a member here); an e-mail of another operator's user is
    // 'free', and creating the member attaches that user. Staff who may create members, THROTTLE.emailCheckPerUser a
    // minute each (issue 13 §7).
    emailIsValid: {
      errors: { 429: errorBody },
      handler: async (request, reply, app) => {
        takeAttempt(reply, [[throttlesFor(app).emailCheck, String(request.ctx.user.id)]]);
        const email = request.params['*'].replace(/\/+$/, '').trim();
        if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest({ email: MEMBER_MESSAGES.emailValid });
        return { message: (await isMemberEmail(app.db, staffCtx(request).client.id, email)) ? ('present' as const) : ('free' as const) };
      },
    },

    list: listHandler('members', {
      samples: { query: { team: { table: 'teams' }, club: { table: 'offices' } } },
      source: (query, ctx, app) => memberListSource(app.db, ctx, query),
    }),

    create: {
      handler: async (request, reply, app) => reply.code(201).send(await createMember(app, staffCtx(request), request.body)),
    },

    update: {
      config: {
        samples: {
          params: { slug: { table: 'members' } },
          body: { first_name: 'Ann', last_name: 'Lee', office: 'any-office', role: 'team_member', team: 'any-team' },
        },
      },
      handler: async (request, _reply, app) => updateMember(app, staffCtx(request), request.params.slug, request.body),
    },

    profile: {
      config: { samples: { query: { member: { table: 'members' } } } },
      handler: async (request, _reply, app) => {
        const ctx = staffCtx(request);
        const member = await findMember(app.db, ctx, request.query.member);
        if (!member) throw notFound('Member not found');
        return buildProfile(app.db, ctx, member);
      },
    },

    teamMembers: {
      config: { samples: { query: { team: { table: 'teams' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const [team] = await db
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, request.query.team)))
          .limit(1);
        if (!team) throw notFound('Team not found');
        const rows = await memberQuery(db)
          .where(and(visibleMembers(ctx), eq(members.teamId, team.id), request.query.referral === 'true' ? eq(members.role, 'referral') : undefined))
          .orderBy(asc(users.firstName), asc(users.lastName), asc(members.id));
        return rows.map(toMemberItem);
      },
    },

    invite: {
      handler: async (request, reply, app) => {
        const ctx = staffCtx(request);
        const member = await findMember(app.db, ctx, request.body.member_slug);
        if (!member) throw notFound('Member not found');
        if (member.validated) throw conflict(MEMBER_MESSAGES.alreadyValidated, 'already_validated');
        await sendInvitation(app, ctx, { id: member.userId, email: member.email, firstName: member.firstName });
        return reply.code(201).send({ detail: MEMBER_MESSAGES.invitationResent });
      },
    },
  },
);
