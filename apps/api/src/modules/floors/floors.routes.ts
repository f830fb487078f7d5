import { DEFAULT_FLOOR_MAP, OCCUPYING_BOOKING_STATUSES, SPACE_MESSAGES, floorsApi } from '@clubspace/contract';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { bookings, floors, resources, workAreas } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { freeSlug, officeScope } from '../../lib/sql.ts';
import { staffCtx, type StaffContext } from '../../plugins/context.plugin.ts';
import type { Db } from '../../db/client.ts';
import { floorMapOf, floorQuery, floorResources, floorRowById, floorsOfOffices, toFloorItem } from './floors.repo.ts';
import { findOffice } from './space-refs.ts';
import { writeTransaction } from '../../db/transaction.ts';

/** Writes need the space area; reads serve every picker and the bookings map, so any staff in scope may read. */
const WRITE = ['space'] as const;
const floorSample = { params: { slug: { table: 'floors' } } };

async function scopedFloorRow(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await floorQuery(db)
    .where(and(eq(floors.clientId, ctx.client.id), eq(floors.slug, slug), officeScope(floors.officeId, ctx)))
    .limit(1);
  if (!row) throw notFound('Floor not found');
  return row;
}

export const floorsRoutes = routes(
  floorsApi,
  { tag: 'space' },
  {
    list: {
      config: { samples: { query: { office: { table: 'offices' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        if (request.query.office) {
          const office = await findOffice(db, ctx, request.query.office);
          if (!office) throw notFound('Office not found');
          return { floors: await floorsOfOffices(db, ctx.client.id, [office.id]) };
        }
        return { floors: await floorsOfOffices(db, ctx.client.id, ctx.officeIds) };
      },
    },

    detail: {
      config: { samples: floorSample },
      handler: async (request, _reply, { db }) => toFloorItem(await scopedFloorRow(db, staffCtx(request), request.params.slug)),
    },

    create: {
      config: { sections: [...WRITE], samples: { body: { office: 'shoreditch', name: 'Mezzanine' } } },
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const office = await findOffice(db, ctx, request.body.office);
        if (!office) throw notFound('Office not found');
        const slug = await freeSlug(db, floors, ctx.client.id, `${office.slug} ${request.body.name}`);
        const [{ next }] = await db
          .select({ next: sql<number>`coalesce(max(${floors.order}) + 1, 0)`.mapWith(Number) })
          .from(floors)
          .where(eq(floors.officeId, office.id));
        const [created] = await db
          .insert(floors)
          .values({ clientId: ctx.client.id, officeId: office.id, slug, name: request.body.name, order: next, floorMap: { ...DEFAULT_FLOOR_MAP } })
          .returning({ id: floors.id });
        return reply.code(201).send(toFloorItem(await floorRowById(db, created.id)));
      },
    },

    reorder: {
      config: { sections: [...WRITE], samples: { body: { office: 'shoreditch', floors: ['x'] } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const office = await findOffice(db, ctx, request.body.office);
        if (!office) throw notFound('Office not found');
        const current = await db.select({ id: floors.id, slug: floors.slug }).from(floors).where(eq(floors.officeId, office.id));
        const wanted = request.body.floors;
        const same =
          wanted.length === current.length && new Set(wanted).size === wanted.length && wanted.every((s) => current.some((f) => f.slug === s));
        if (!same) throw badRequest({ floors: SPACE_MESSAGES.floorsMismatch });
        await writeTransaction(db, async (tx) => {
          for (const [i, slug] of wanted.entries())
            await tx
              .update(floors)
              .set({ order: i })
              .where(and(eq(floors.officeId, office.id), eq(floors.slug, slug)));
        });
        return { floors: await floorsOfOffices(db, ctx.client.id, [office.id]) };
      },
    },

    update: {
      config: { sections: [...WRITE], samples: { ...floorSample, body: { name: 'Renamed floor' } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const row = await scopedFloorRow(db, ctx, request.params.slug);
        const b = request.body;
        const stored = (row.floorMap && typeof row.floorMap === 'object' ? row.floorMap : {}) as Record<string, unknown>;
        const current = floorMapOf(stored);
        const floorMap = b.floor_map
          ? {
              ...stored,
              ...current,
              ...(b.floor_map.image !== undefined ? { image: b.floor_map.image || null } : {}),
              ...(b.floor_map.height !== undefined ? { height: b.floor_map.height } : {}),
            }
          : undefined;
        // An empty body changes nothing (an UPDATE without a column to set would be a 500).
        if (b.name !== undefined || floorMap !== undefined) {
          await db
            .update(floors)
            .set({ name: b.name, floorMap })
            .where(and(eq(floors.clientId, ctx.client.id), eq(floors.id, row.id)));
        }
        return toFloorItem(await floorRowById(db, row.id));
      },
    },

    remove: {
      config: { sections: [...WRITE], samples: floorSample },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const row = await scopedFloorRow(db, ctx, request.params.slug);
        const [used] = await db
          .select({
            n: sql<number>`(select count(*) from ${resources} where ${resources.floorId} = ${row.id}) + (select count(*) from ${workAreas} where ${workAreas.floorId} = ${row.id})`.mapWith(
              Number,
            ),
          })
          .from(floors)
          .where(eq(floors.id, row.id));
        const [future] = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.clientId, ctx.client.id),
              or(
                eq(bookings.floorId, row.id),
                inArray(bookings.resourceId, db.select({ id: resources.id }).from(resources).where(eq(resources.floorId, row.id))),
              ),
              gt(bookings.plannedEnd, new Date()),
              inArray(bookings.status, [...OCCUPYING_BOOKING_STATUSES]),
            ),
          )
          .limit(1);
        if (used.n > 0 || future) throw conflict(SPACE_MESSAGES.floorInUse, 'floor_in_use');
        await db.delete(floors).where(and(eq(floors.clientId, ctx.client.id), eq(floors.id, row.id)));
        return { detail: 'Floor deleted' };
      },
    },

    saveLayout: {
      config: { sections: [...WRITE], samples: { ...floorSample, body: { resources: [] } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const row = await scopedFloorRow(db, ctx, request.params.slug);
        const height = floorMapOf(row.floorMap).height;
        const positions = request.body.resources;
        const onFloor = positions.length
          ? await db
              .select({ id: resources.id, slug: resources.slug })
              .from(resources)
              .where(
                and(
                  eq(resources.clientId, ctx.client.id),
                  eq(resources.floorId, row.id),
                  inArray(
                    resources.slug,
                    positions.map((p) => p.slug),
                  ),
                ),
              )
          : [];
        const ids = new Map(onFloor.map((r) => [r.slug, r.id]));
        const stranger = positions.find((p) => !ids.has(p.slug));
        if (stranger) throw badRequest({ resources: SPACE_MESSAGES.resourceNotOnFloor }, `${SPACE_MESSAGES.resourceNotOnFloor}: ${stranger.slug}`);
        if (positions.some((p) => p.y > height)) throw badRequest({ resources: SPACE_MESSAGES.coordinateOutside });
        await writeTransaction(db, async (tx) => {
          for (const p of positions)
            await tx
              .update(resources)
              .set({ x: p.x, y: p.y })
              .where(eq(resources.id, ids.get(p.slug)!));
        });
        return floorResources(db, row);
      },
    },

    resources: {
      config: { samples: { query: { floor: { table: 'floors' } } } },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const row = await scopedFloorRow(db, ctx, request.query.floor);
        return floorResources(db, row, request.query.date);
      },
    },
  },
);
