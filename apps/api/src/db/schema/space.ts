import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pence, tenantColumns } from './columns.ts';
import { floors, offices } from './core.ts';

/**
 * A zone of a floor (open space, private office, outdoor, suite). Day/month prices are per item (one desk) and for
 * the full area. area_type: open_space | office | outdoor | suite; status: active | inactive | pending.
 */
export const workAreas = pgTable(
  'work_areas',
  {
    ...tenantColumns(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    picture: text('picture'),
    areaType: text('area_type').notNull().default('open_space'),
    bookable: boolean('bookable').notNull().default(true),
    order: integer('order').notNull().default(0),
    size: integer('size').notNull().default(0),
    status: text('status').notNull().default('active'),
    itemPriceDayPence: pence('item_price_day_pence'),
    fullPriceDayPence: pence('full_price_day_pence'),
    itemPriceMonthPence: pence('item_price_month_pence'),
    fullPriceMonthPence: pence('full_price_month_pence'),
    visibleApp: boolean('visible_app').notNull().default(true),
    visibleWeb: boolean('visible_web').notNull().default(true),
    visibleSpace: boolean('visible_space').notNull().default(true),
  },
  (t) => [
    uniqueIndex('work_areas_client_slug_uq').on(t.clientId, t.slug),
    index('work_areas_client_office_idx').on(t.clientId, t.officeId, t.order),
    index('work_areas_client_name_idx').on(t.clientId, t.name),
    index('work_areas_floor_idx').on(t.floorId),
  ],
);

/**
 * A bookable thing: hot_desk | desk | bar_table | meeting_room; status active | inactive. x, y are floor-map
 * coordinates on the 0–400 scale. Prices in pence (member and non-member), credits as whole numbers.
 */
export const resources = pgTable(
  'resources',
  {
    ...tenantColumns(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    workAreaId: integer('work_area_id').references(() => workAreas.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    identifier: text('identifier'),
    resourceType: text('resource_type').notNull().default('hot_desk'),
    status: text('status').notNull().default('active'),
    capacity: integer('capacity').notNull().default(1),
    description: text('description'),
    length: doublePrecision('length'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    color: text('color').notNull().default('#FFFFFF'),
    picture: text('picture'),
    qr: text('qr'),
    resourceUnit: text('resource_unit'),
    priceHourPence: pence('price_hour_pence'),
    priceDayPence: pence('price_day_pence'),
    priceMonthPence: pence('price_month_pence'),
    priceCreditsHour: integer('price_credits_hour').notNull().default(0),
    priceCreditsDay: integer('price_credits_day').notNull().default(0),
    priceCreditsMonth: integer('price_credits_month').notNull().default(0),
    noMemberPriceHourPence: pence('no_member_price_hour_pence'),
    noMemberPriceDayPence: pence('no_member_price_day_pence'),
    noMemberPriceMonthPence: pence('no_member_price_month_pence'),
    noMemberPriceCreditsHour: integer('no_member_price_credits_hour').notNull().default(0),
    noMemberPriceCreditsDay: integer('no_member_price_credits_day').notNull().default(0),
    noMemberPriceCreditsMonth: integer('no_member_price_credits_month').notNull().default(0),
    /** Minutes kept free after each booking of this resource (meeting rooms, 0–30); stored on bookings by a trigger. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
  },
  (t) => [
    uniqueIndex('resources_client_slug_uq').on(t.clientId, t.slug),
    index('resources_client_office_idx').on(t.clientId, t.officeId, t.name),
    index('resources_client_name_idx').on(t.clientId, t.name),
    // The bookings search's resource arm (spaces removed, ILIKE '%x%'), migration 0026.
    index('resources_name_trgm_idx').using('gin', sql`replace(${t.name}, ' ', '') gin_trgm_ops`),
    index('resources_floor_idx').on(t.floorId),
    index('resources_work_area_idx').on(t.workAreaId),
  ],
);
