import { OCCUPYING_BOOKING_STATUSES, spaceLookupsApi } from '@clubspace/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { floors, offices, resources, workAreas } from '../../db/schema/index.ts';
import { routes } from '../../lib/route.ts';
import { matchesAny, officeScope, searchPattern } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { slugFilter } from '../floors/space-refs.ts';

const officeSample = { samples: { query: { office: { table: 'offices' } } } };

/**
 * Space pickers (GUIDE §7): offices, floors, work areas and resources as slug + name, searchable by name, capped at
 * 1000, within the caller's office scope, open to any staff (a booking form needs them without the space area).
 */
export const spaceLookupsRoutes = routes(
  spaceLookupsApi,
  { tag: 'lookups' },
  {
    offices: {
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const q = request.query;
        const rows = await db
          .select({ slug: offices.slug, name: offices.name, time_zone: offices.timeZone })
          .from(offices)
          .where(and(eq(offices.clientId, ctx.client.id), officeScope(offices.id, ctx), matchesAny(searchPattern(q.name), [offices.name])))
          .orderBy(asc(offices.listOrder), asc(offices.name), asc(offices.id))
          .limit(q.limit);
        return { offices: rows };
      },
    },

    floors: {
      config: officeSample,
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const q = request.query;
        const rows = await db
          .select({ slug: floors.slug, name: floors.name, office: offices.slug })
          .from(floors)
          .innerJoin(offices, eq(offices.id, floors.officeId))
          .where(
            and(
              eq(floors.clientId, ctx.client.id),
              officeScope(floors.officeId, ctx),
              slugFilter(floors.officeId, offices, ctx.client.id, q.office, db),
              matchesAny(searchPattern(q.name), [floors.name]),
            ),
          )
          .orderBy(asc(offices.listOrder), asc(floors.order), asc(floors.name), asc(floors.id))
          .limit(q.limit);
        return { floors: rows };
      },
    },

    workAreas: {
      config: officeSample,
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const q = request.query;
        const rows = await db
          .select({ slug: workAreas.slug, name: workAreas.name, area_type: workAreas.areaType, floor: floors.slug, office: offices.slug })
          .from(workAreas)
          .innerJoin(offices, eq(offices.id, workAreas.officeId))
          .leftJoin(floors, eq(floors.id, workAreas.floorId))
          .where(
            and(
              eq(workAreas.clientId, ctx.client.id),
              officeScope(workAreas.officeId, ctx),
              slugFilter(workAreas.officeId, offices, ctx.client.id, q.office, db),
              slugFilter(workAreas.floorId, floors, ctx.client.id, q.floor, db),
              matchesAny(searchPattern(q.name), [workAreas.name]),
            ),
          )
          .orderBy(asc(workAreas.order), asc(workAreas.name), asc(workAreas.id))
          .limit(q.limit);
        return { work_areas: rows };
      },
    },

    resources: {
      config: officeSample,
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const q = request.query;
        const types = (q.resource_type ?? '').split(',').filter(Boolean);
        const window = q.start && q.end && Date.parse(q.end) > Date.parse(q.start) ? { start: q.start, end: q.end } : null;
        const rows = await db
          .select({
            slug: resources.slug,
            name: resources.name,
            resource_type: resources.resourceType,
            status: resources.status,
            work_area: workAreas.slug,
            floor: floors.slug,
            office: offices.slug,
            // One query (no N+1): the overlap test of the bookings' exclusion constraint, the resource's buffer included.
            busy: window
              ? sql<boolean>`exists (select 1 from bookings b where b.client_id = ${ctx.client.id} and b.resource_id = ${resources.id}
                and b.status in ${sql.raw(`('${OCCUPYING_BOOKING_STATUSES.join("','")}')`)}
                and b.planned_start < ${window.end}::timestamptz + make_interval(mins => coalesce(${resources.bufferMinutes}, 0))
                and b.blocked_until > ${window.start}::timestamptz
                and b.code is distinct from ${q.exclude ?? null})`
              : sql<null>`null`,
          })
          .from(resources)
          .innerJoin(offices, eq(offices.id, resources.officeId))
          .leftJoin(floors, eq(floors.id, resources.floorId))
          .leftJoin(workAreas, eq(workAreas.id, resources.workAreaId))
          .where(
            and(
              eq(resources.clientId, ctx.client.id),
              officeScope(resources.officeId, ctx),
              slugFilter(resources.officeId, offices, ctx.client.id, q.office, db),
              slugFilter(resources.floorId, floors, ctx.client.id, q.floor, db),
              slugFilter(resources.workAreaId, workAreas, ctx.client.id, q.work_area, db),
              types.length ? inArray(resources.resourceType, types) : undefined,
              matchesAny(searchPattern(q.name), [resources.name, resources.identifier]),
            ),
          )
          .orderBy(asc(resources.name), asc(resources.id))
          .limit(q.limit);
        return { resources: rows.map(({ busy, ...r }) => (window ? { ...r, busy: Boolean(busy) } : r)) };
      },
    },
  },
);
