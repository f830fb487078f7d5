import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pence, tenantColumns, timestamptz } from './columns.ts';
import { clients, offices, staff } from './core.ts';
import { bookings } from './bookings.ts';
import { invoiceLines } from './invoices.ts';
import { guests, members, teams } from './members.ts';

/** status: available | unavailable (for categories and products). */
export const productCategories = pgTable(
  'product_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('available'),
  },
  (t) => [
    uniqueIndex('product_categories_client_slug_uq').on(t.clientId, t.slug),
    index('product_categories_client_name_idx').on(t.clientId, t.name),
  ],
);

/** Stock item. price_hh is the happy-hour price; vat a percent (default 20); quantity in stock. */
export const products = pgTable(
  'products',
  {
    ...tenantColumns(),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('available'),
    quantity: integer('quantity').notNull().default(0),
    pricePence: pence('price_pence'),
    priceHhPence: pence('price_hh_pence'),
    vat: integer('vat').notNull().default(20),
    orderInList: integer('order_in_list').notNull().default(0),
  },
  (t) => [
    uniqueIndex('products_client_slug_uq').on(t.clientId, t.slug),
    index('products_client_order_idx').on(t.clientId, t.orderInList, t.name),
    index('products_category_idx').on(t.categoryId),
  ],
);

/** A bar of an office. open_time/close_time are 'HH:mm' text in the office's time zone. status: active | inactive. */
export const bars = pgTable(
  'bars',
  {
    ...tenantColumns(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    openTime: text('open_time'),
    closeTime: text('close_time'),
    status: text('status').notNull().default('active'),
  },
  (t) => [uniqueIndex('bars_client_slug_uq').on(t.clientId, t.slug), index('bars_client_name_idx').on(t.clientId, t.name)],
);

/** Staff working a bar. */
export const barStaff = pgTable(
  'bar_staff',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    barId: integer('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('bar_staff_uq').on(t.barId, t.staffId), index('bar_staff_staff_idx').on(t.staffId)],
);

/**
 * A food-and-drinks order. status: pending | preparing | ready | paid | delivered | finished | cancelled |
 * paid_and_delivered | over. price is the total of its lines.
 */
export const orders = pgTable(
  'orders',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    barId: integer('bar_id').references(() => bars.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    pricePence: pence('price_pence'),
    initDate: timestamptz('init_date').notNull().defaultNow(),
    paymentReference: text('payment_reference'),
    comments: text('comments'),
    /** The bar line its delivery added to the team's draft invoice (the money trail); reversed on cancel. */
    invoiceLineId: integer('invoice_line_id').references(() => invoiceLines.id, { onDelete: 'set null' }),
    /** The team the order is for when no member is (bar till, migration 0039). */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The guest the order is for (bar till, migration 0039); the guest's team pays. */
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('orders_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('orders_client_code_uq').on(t.clientId, t.code),
    // The name search's code arm (spaces removed, ILIKE '%x%'), migration 0026.
    index('orders_code_trgm_idx').using('gin', sql`replace(${t.code}, ' ', '') gin_trgm_ops`),
    index('orders_client_init_date_idx').on(t.clientId, t.initDate),
    index('orders_member_idx').on(t.memberId, t.initDate),
    index('orders_booking_idx').on(t.bookingId),
    index('orders_client_status_idx').on(t.clientId, t.status, t.initDate),
    // The foreign keys' SET NULL on deleting a draft line or a staff member scanned every order (migration 0073:
    // 0.77 s a deleted line at the large scale). Partial: most orders have neither.
    index('orders_invoice_line_idx')
      .on(t.invoiceLineId)
      .where(sql`${t.invoiceLineId} IS NOT NULL`),
    index('orders_staff_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} IS NOT NULL`),
  ],
);

/** One product on an order; product_price and discount are copied at order time. status follows the order's. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productPricePence: pence('product_price_pence'),
    discountPence: pence('discount_pence'),
    quantity: integer('quantity').notNull().default(1),
    status: text('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);
