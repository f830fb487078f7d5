import { SPACE_MESSAGES } from '@clubspace/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { floors, offices, workAreas } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { officeScope } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

/**
 * Slugs of offices, floors and work areas as the space area reads them: always the caller's operator and office
 * scope; another operator's or an out-of-scope slug is simply not found (404).
 */

export async function findOffice(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await db
    .select({ id: offices.id, slug: offices.slug, name: offices.name, shortCode: offices.shortCode, timeZone: offices.timeZone })
    .from(offices)
    .where(and(eq(offices.clientId, ctx.client.id), eq(offices.slug, slug), officeScope(offices.id, ctx)))
    .limit(1);
  return row ?? null;
}

export async function findFloor(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await db
    .select({ id: floors.id, slug: floors.slug, name: floors.name, officeId: floors.officeId, order: floors.order, floorMap: floors.floorMap })
    .from(floors)
    .where(and(eq(floors.clientId, ctx.client.id), eq(floors.slug, slug), officeScope(floors.officeId, ctx)))
    .limit(1);
  return row ?? null;
}

export async function findWorkAreaRef(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await db
    .select({ id: workAreas.id, slug: workAreas.slug, officeId: workAreas.officeId, floorId: workAreas.floorId })
    .from(workAreas)
    .where(and(eq(workAreas.clientId, ctx.client.id), eq(workAreas.slug, slug), officeScope(workAreas.officeId, ctx)))
    .limit(1);
  return row ?? null;
}

/**
 * Office → floor → work area of a resource or work area form. Unknown (or out-of-scope) slugs are 404; a floor of
 * another office, or a work area of another office or floor, is a 400 on that field. With no floor given, the work
 * area's floor is used.
 */
export async function resolvePlacement(db: Db, ctx: StaffContext, refs: { office: string; floor?: string | null; work_area?: string | null }) {
  const office = await findOffice(db, ctx, refs.office);
  if (!office) throw notFound('Office not found');
  const workArea = refs.work_area ? await findWorkAreaRef(db, ctx, refs.work_area) : null;
  if (refs.work_area && !workArea) throw notFound('Work area not found');
  let floor = refs.floor ? await findFloor(db, ctx, refs.floor) : null;
  if (refs.floor && !floor) throw notFound('Floor not found');
  if (!floor && workArea?.floorId) {
    const [row] = await db.select({ slug: floors.slug }).from(floors).where(eq(floors.id, workArea.floorId)).limit(1);
    floor = row ? await findFloor(db, ctx, row.slug) : null;
  }
  if (floor && floor.officeId !== office.id) throw badRequest({ floor: SPACE_MESSAGES.floorNotInOffice });
  if (workArea && (workArea.officeId !== office.id || (floor && workArea.floorId !== floor.id)))
    throw badRequest({ work_area: SPACE_MESSAGES.workAreaNotOnFloor });
  return { office, floor, workArea };
}

/** `column IN (ids of the operator's rows with this slug)`, for list filters by slug. */
export function slugFilter(
  column: AnyPgColumn,
  table: typeof offices | typeof floors | typeof workAreas,
  clientId: number,
  slug: string | undefined,
  db: Db,
): SQL | undefined {
  if (!slug || slug === 'all') return undefined;
  return inArray(
    column,
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.clientId, clientId), eq(table.slug, slug))),
  );
}
