import { teamCreate, teamDashboard, teamItem, teamListQuery, teamQuery, teamUpdate, type TeamCreate } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { invoiceDatas, teams } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { activeOffice, staffCtx } from '../../plugins/context.plugin.ts';
import { freeSlug } from '../../lib/sql.ts';
import { teamDashboard as buildDashboard } from './teams.dashboard.repo.ts';
import { findTeamById, teamListSource, toTeamItem } from './teams.repo.ts';

/** The team form's fields as table columns (create and update share them). */
const teamColumns = (body: TeamCreate) => ({
  name: body.name,
  description: body.description,
  invoiceName: body.invoice_name,
  invoiceAddress: body.invoice_address,
  invoicePostCode: body.invoice_post_code,
  invoiceCity: body.invoice_city,
});

const SECTIONS = ['users', 'teams'] as const;

export async function teamsRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/teams/',
    listName: 'teams',
    item: teamItem,
    querystring: teamListQuery,
    sections: [...SECTIONS],
    tags: ['members'],
    summary: 'Teams list with member counts (order name|status|members; club = home office); format=csv exports',
    samples: { query: { club: { table: 'offices' } } },
    source: (query, ctx) => teamListSource(db, ctx.client.id, query),
  });

  app.post('/api/teams/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: ['members'],
      summary: "Create a team; its home office is the caller's selected office",
      body: teamCreate,
      response: { 201: teamItem, ...errorResponses },
    },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const [slug, office] = await Promise.all([freeSlug(db, teams, ctx.client.id, body.name), activeOffice(db, ctx)]);
      const dataSlug = await freeSlug(db, invoiceDatas, ctx.client.id, `${slug} ${body.invoice_name}`);
      const id = await writeTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(teams)
          .values({
            clientId: ctx.client.id,
            slug,
            ...teamColumns(body),
            officeId: office?.id ?? null,
          })
          .returning({ id: teams.id });
        // The form's billing fields become the team's default invoice data, so a new team can be invoiced (the
        // billing run and Add invoice need active invoice data; issue 24's new-operator journey found it missing).
        await tx.insert(invoiceDatas).values({
          clientId: ctx.client.id,
          slug: dataSlug,
          teamId: created.id,
          name: body.invoice_name,
          address1: body.invoice_address,
          postCode: body.invoice_post_code,
          town: body.invoice_city,
          isDefault: true,
          status: 'active',
        });
        return created.id;
      });
      return reply.code(201).send(toTeamItem(await findTeamById(db, id)));
    },
  });

  app.put('/api/teams/:slug', {
    config: {
      sections: [...SECTIONS],
      samples: {
        params: { slug: { table: 'teams' } },
        body: { name: 'Acme', description: 'A team', invoice_name: 'Acme Ltd', invoice_address: '1 Road', invoice_post_code: 'E1 1AA', invoice_city: 'London' },
      },
    },
    schema: {
      tags: ['members'],
      summary: 'Update a team',
      params: slugParams,
      body: teamUpdate,
      response: { 200: teamItem, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const [updated] = await db
        .update(teams)
        .set({
          ...teamColumns(body),
          status: body.status,
        })
        .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, request.params.slug)))
        .returning({ id: teams.id });
      if (!updated) throw notFound('Team not found');
      return toTeamItem(await findTeamById(db, updated.id));
    },
  });

  app.get('/api/dashboard-team/', {
    config: { sections: [...SECTIONS], samples: { query: { team: { table: 'teams' } } } },
    schema: {
      tags: ['members'],
      summary: 'Team detail: team, members, memberships, bookings, invoices and invoice data',
      querystring: teamQuery,
      response: { 200: teamDashboard, ...errorResponses },
    },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const [team] = await db.select().from(teams).where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, request.query.team))).limit(1);
      if (!team) throw notFound('Team not found');
      return buildDashboard(db, ctx, team);
    },
  });
}
