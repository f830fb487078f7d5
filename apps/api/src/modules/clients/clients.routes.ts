import { DEFAULT_FLOOR_MAP, FIRST_FLOOR_NAME, SESSION_MESSAGES, clientsApi, needsPlanStep, parseOrder, slugify } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { clients, floors, offices, platformPlans, staff, users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { routes } from '../../lib/route.ts';
import { takeAttempt, throttlesFor } from '../../lib/throttle.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findUserByEmail } from '../auth/auth.repo.ts';
import { sendValidationMail } from '../auth/validation-mail.ts';
import { insertDefaultCampaignTypes } from '../campaigns/campaign-types.repo.ts';
import { insertDefaultTicketCategories } from '../tickets/ticket-categories.repo.ts';
import { NEW_CLIENT_SECTIONS, brokerSource, findClient, findClientByDomain, freeClientSlug, listPlans, toBranding } from './clients.repo.ts';

export const clientsRoutes = routes(
  clientsApi,
  { tag: 'session' },
  {
    branding: {
      config: { access: 'public' },
      handler: async (request, _reply, { db }) => toBranding(request.query.domain ? await findClientByDomain(db, request.query.domain) : null),
    },

    signup: {
      config: { access: 'public' },
      handler: async (request, reply, app) => {
        const { db, config, mailer } = app;
        const body = request.body;
        // Per real client address, before the lookup and the password hash (issue 13 §2).
        takeAttempt(reply, [[throttlesFor(app).signupIp, request.ip]]);
        if (await findUserByEmail(db, body.email)) {
          throw conflict(SESSION_MESSAGES.emailAlreadyRegisteredText, SESSION_MESSAGES.emailAlreadyRegistered, {
            email: SESSION_MESSAGES.emailAlreadyRegisteredText,
          });
        }
        const passwordHash = await hashPassword(body.password);
        const slug = await freeClientSlug(db, body.workspace);
        const userId = await writeTransaction(db, async (tx) => {
          const [client] = await tx
            .insert(clients)
            .values({ slug, domain: slug, name: body.company, role: 'pending', email: body.email, webSections: NEW_CLIENT_SECTIONS })
            .returning();
          const [user] = await tx
            .insert(users)
            .values({ email: body.email.trim(), passwordHash, firstName: body.first_name, lastName: body.last_name, activeClientId: client.id })
            .returning();
          await tx.insert(staff).values({
            clientId: client.id,
            userId: user.id,
            slug: slugify(`${body.first_name}-${body.last_name}`) || `staff-${user.id}`,
            role: 'club_owner',
            allOffices: true,
            webSections: NEW_CLIENT_SECTIONS,
          });
          // Reference data a new operator needs before its first campaign (issue 24 §1).
          await insertDefaultCampaignTypes(tx, client.id);
          await insertDefaultTicketCategories(tx, client.id);
          return user.id;
        });
        await sendValidationMail(db, mailer, config.publicUrl, { id: userId, email: body.email, firstName: body.first_name });
        return reply.code(201).send({ detail: 'Account created. Check your e-mail to validate it.' });
      },
    },

    onboardingPlans: {
      config: { access: 'user' },
      handler: async (request, _reply, { db }) =>
        (await listPlans(db, request.query.type)).map((p) => ({
          slug: p.slug,
          name: p.name,
          type_client: p.typeClient,
          text_price: p.textPrice,
          invoicing_period_in_days: p.invoicingPeriodInDays,
          subtitle: p.subtitle,
        })),
    },

    onboard: {
      config: { access: 'user' },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        if (ctx.staff.role !== 'club_owner') throw forbidden('Only the owner can finish onboarding');
        const client = await findClient(db, ctx.client.id);
        if (client?.role !== 'pending') throw conflict('Onboarding is already complete', 'already_onboarded');
        const body = request.body;
        let planSlug: string | null = null;
        if (needsPlanStep(body.role, body.visibility)) {
          if (!body.plan) throw badRequest({ plan: 'Choose a plan' });
          const [plan] = await db.select().from(platformPlans).where(eq(platformPlans.slug, body.plan)).limit(1);
          if (!plan) throw badRequest({ plan: 'Unknown plan' });
          planSlug = plan.slug;
        }
        await writeTransaction(db, async (tx) => {
          const [office] = await tx
            .insert(offices)
            .values({
              clientId: ctx.client.id,
              slug: slugify(body.club) || 'main-office',
              name: body.club,
              visibility: body.visibility === 'public' ? 'public' : 'private',
              email: body.email,
            })
            .returning();
          // A fresh operator can add resources at once: its main office starts with one floor.
          await tx.insert(floors).values({
            clientId: ctx.client.id,
            officeId: office.id,
            slug: `${office.slug}-${slugify(FIRST_FLOOR_NAME)}`,
            name: FIRST_FLOOR_NAME,
            order: 0,
            floorMap: { ...DEFAULT_FLOOR_MAP },
          });
          await tx
            .update(clients)
            .set({ role: body.role, visibility: body.visibility, email: body.email, employees: body.employees ?? null, planSlug })
            .where(eq(clients.id, ctx.client.id));
          await tx
            .update(staff)
            .set({ activeOfficeId: office.id })
            .where(and(eq(staff.id, ctx.staff.id), eq(staff.clientId, ctx.client.id)));
        });
        return { detail: 'Onboarding complete' };
      },
    },

    brokers: listHandler('clients', {
      source: (query, ctx, { db }) => {
        const order = parseOrder(query.order, ['name', 'created'] as const, 'name');
        return brokerSource(db, ctx.client.id, query.name, order.desc, order.field);
      },
    }),
  },
);
