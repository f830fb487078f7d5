import { officesApi } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import { offices, staffOffices } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { freeSlug } from '../../lib/sql.ts';
import { findScopedOffice, officeListSource, toOfficeItems } from './offices.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

const nullable = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

export const officesRoutes = routes(
  officesApi,
  { tag: 'account', sections: ['account'] },
  {
    // Read by the account area and by the space area (offices with their floors), so open to any staff within
    // their office scope; writes stay on `account`.
    list: { ...listHandler('offices', { source: (query, ctx, app) => officeListSource(app.db, ctx, query) }), config: { sections: [] } },

    create: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const slug = await freeSlug(db, offices, ctx.client.id, request.body.name);
        const shortCode =
          request.body.name
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 3)
            .toUpperCase() || null;
        const row = await writeTransaction(db, async (tx) => {
          const [created] = await tx
            .insert(offices)
            .values({ clientId: ctx.client.id, slug, name: request.body.name, shortCode, status: 'inactive' })
            .returning();
          // A caller scoped to some offices keeps seeing what it created.
          if (ctx.officeIds) await tx.insert(staffOffices).values({ clientId: ctx.client.id, staffId: ctx.staff.id, officeId: created.id });
          return created;
        });
        return reply.code(201).send((await toOfficeItems(db, [row]))[0]);
      },
    },

    detail: {
      config: { samples: { params: { slug: { table: 'offices' } } } },
      handler: async (request, _reply, { db }) => {
        const row = await findScopedOffice(db, staffCtx(request), request.params.slug);
        if (!row) throw notFound('Office not found');
        return (await toOfficeItems(db, [row]))[0];
      },
    },

    update: {
      config: {
        samples: {
          params: { slug: { table: 'offices' } },
          body: { name: 'Sample office', status: 'active', address: '1 Sample Street', longitude: '-0.1', latitude: '51.5' },
        },
      },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const found = await findScopedOffice(db, ctx, request.params.slug);
        if (!found) throw notFound('Office not found');
        const b = request.body;
        const [row] = await db
          .update(offices)
          .set({
            name: b.name,
            status: b.status,
            visibility: b.visibility,
            description: nullable(b.description),
            longitude: nullable(b.longitude),
            latitude: nullable(b.latitude),
            address: nullable(b.address),
            town: nullable(b.town),
            street: nullable(b.street),
            postal: nullable(b.postal),
            googlePlace: nullable(b.google_place),
            googlePlaceUrl: nullable(b.google_place_url),
            streetNumber: nullable(b.street_number),
            streetName: nullable(b.street_name),
            floorNumber: nullable(b.floor_number),
            doorName: nullable(b.door_name),
            phone: nullable(b.phone),
            email: nullable(b.email),
            website: nullable(b.website),
            listOrder: b.list_order,
            invoicePrefix: nullable(b.invoice_prefix),
            placeMainImg: nullable(b.place_main_img),
            maxOccupancy: b.max_occupancy,
            maxFreeVisits: b.max_free_visits,
          })
          .where(and(eq(offices.clientId, ctx.client.id), eq(offices.id, found.id)))
          .returning();
        return (await toOfficeItems(db, [row]))[0];
      },
    },
  },
);
