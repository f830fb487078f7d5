import { staffProfileApi } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { clients, staff, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { loadContext, scopedOffices, staffCtx } from '../../plugins/context.plugin.ts';
import { buildSessionInfo, buildStaffProfile } from './staff-profile.repo.ts';

export const staffProfileRoutes = routes(
  staffProfileApi,
  { tag: 'session' },
  {
    session: { config: { access: 'user' }, handler: async (request, _reply, { db }) => buildSessionInfo(db, request.ctx) },

    profile: { config: { access: 'user' }, handler: async (request, _reply, { db }) => buildStaffProfile(db, request.ctx) },

    update: {
      config: { access: 'user' },
      handler: async (request, _reply, { db }) => {
        const body = request.body;
        let ctx = request.ctx;
        if (body.active_client) {
          // Only operators where the user holds an active staff job; anything else is unknown.
          const [job] = await db
            .select({ clientId: clients.id })
            .from(staff)
            .innerJoin(clients, eq(clients.id, staff.clientId))
            .where(and(eq(staff.userId, ctx.user.id), eq(clients.slug, body.active_client), eq(staff.status, 'active')))
            .limit(1);
          if (!job) throw notFound('Unknown operator');
          await db.update(users).set({ activeClientId: job.clientId }).where(eq(users.id, ctx.user.id));
          ctx = (await loadContext(db, ctx.user.id)) ?? ctx;
        }
        if (body.active_office) {
          const sctx = staffCtx({ ctx } as never);
          const office = (await scopedOffices(db, sctx)).find((o) => o.slug === body.active_office);
          if (!office) throw notFound('Unknown office');
          await db.update(staff).set({ activeOfficeId: office.id }).where(eq(staff.id, sctx.staff.id));
          ctx = (await loadContext(db, ctx.user.id)) ?? ctx;
        }
        if (body.user) {
          const { first_name, last_name, phone, job_title } = body.user;
          const userPatch = { firstName: first_name, lastName: last_name, phone: phone === undefined ? undefined : phone };
          if (Object.values(userPatch).some((v) => v !== undefined)) await db.update(users).set(userPatch).where(eq(users.id, ctx.user.id));
          if (job_title !== undefined && ctx.staff) await db.update(staff).set({ jobTitle: job_title }).where(eq(staff.id, ctx.staff.id));
        }
        return buildStaffProfile(db, ctx);
      },
    },
  },
);
