import { sessionInfo, staffProfile, staffProfileUpdate } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { clients, staff, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { loadContext, scopedOffices, staffCtx } from '../../plugins/context.plugin.ts';
import { buildSessionInfo, buildStaffProfile } from './staff-profile.repo.ts';

export async function staffProfileRoutes(app: App) {
  const { db } = app;

  app.get('/api/session/', {
    config: { access: 'user' },
    schema: { tags: ['session'], summary: 'Session info at start-up: offices, clients, web sections, branding', response: { 200: sessionInfo, ...errorResponses } },
    handler: async (request) => buildSessionInfo(db, request.ctx),
  });

  app.get('/api/staff-profile/', {
    config: { access: 'user' },
    schema: { tags: ['session'], summary: 'Own staff profile with the active operator and web sections', response: { 200: staffProfile, ...errorResponses } },
    handler: async (request) => buildStaffProfile(db, request.ctx),
  });

  app.post('/api/staff-profile/', {
    config: { access: 'user' },
    schema: {
      tags: ['session'],
      summary: 'Switch the selected office or operator, or update own name, phone and job title',
      body: staffProfileUpdate,
      response: { 200: staffProfile, ...errorResponses },
    },
    handler: async (request) => {
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
  });
}
