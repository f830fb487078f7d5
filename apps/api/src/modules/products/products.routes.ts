import { FANDD_MESSAGES, productCreate, productItem, productListQuery, productUpdate, toPence } from '@clubspace/contract';
import { and, asc, eq, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import { productCategories, products } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { freeSlug } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findProduct, productListSource, productQuery, productRef, toProductItem } from './products.repo.ts';
import { z as zod } from 'zod';

const SECTIONS = ['fandd', 'stock'] as const;
type ProductBody = z.output<typeof productCreate>;

export async function productsRoutes(app: App) {
  const { db } = app;

  /** The category of the body (id or slug) within this operator, or a 'Product Category is required' refusal. */
  const categoryId = async (clientId: number, ref: ProductBody['category']) => {
    const [row] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.clientId, clientId), /^\d{1,9}$/.test(ref) ? or(eq(productCategories.id, Number(ref)), eq(productCategories.slug, ref)) : eq(productCategories.slug, ref)))
      .limit(1);
    if (!row) throw badRequest({ category: FANDD_MESSAGES.categoryUnknown });
    return row.id;
  };
  const productColumns = (body: ProductBody, category: number) => ({
    name: body.name,
    description: body.description || null,
    status: body.status,
    categoryId: category,
    quantity: body.quantity,
    pricePence: toPence(body.price),
    priceHhPence: toPence(body.price_hh ?? body.price),
    vat: body.vat,
  });

  listRoute(app, {
    path: '/api/dashboard-products/',
    listName: 'products',
    item: productItem,
    querystring: productListQuery,
    sections: [...SECTIONS],
    tags: ['fandd'],
    summary: 'Products (stock); category (id or slug), status, name; order name|category|price|order_in_list|status|quantity',
    samples: { query: { category: { table: 'product_categories', column: 'id' } } },
    source: (query, ctx) => productListSource(db, ctx.client.id, query),
  });

  // The order dialog's product picker (opened from a member's profile): it serves order taking, so fandd + orders.
  app.get('/api/products/options/', {
    config: { sections: ['fandd', 'orders'] },
    schema: { tags: ['fandd'], summary: 'Products for the order picker, in menu order, with price and stock', response: { 200: zod.array(productItem), ...errorResponses } },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const rows = await productQuery(db).where(eq(products.clientId, ctx.client.id)).orderBy(asc(products.orderInList), asc(products.name), asc(products.id)).limit(1000);
      return rows.map(toProductItem);
    },
  });

  app.get('/api/products/:slug', {
    config: { sections: [...SECTIONS], samples: { params: { slug: { table: 'products', column: 'id' } } } },
    schema: { tags: ['fandd'], summary: 'One product', params: slugParams, response: { 200: productItem, ...errorResponses } },
    handler: async (request) => {
      const found = await findProduct(db, staffCtx(request).client.id, request.params.slug);
      if (!found) throw notFound('Product not found');
      return found;
    },
  });

  // Validation happens before anything is written: a failing Add Product saves nothing (unlike the seeds).
  app.post('/api/products/', {
    config: { sections: [...SECTIONS] },
    schema: { tags: ['fandd'], summary: 'Create a product (price, price_hh in pounds; vat default 20)', body: productCreate, response: { 201: productItem, ...errorResponses } },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const [category, slug, [last]] = await Promise.all([
        categoryId(ctx.client.id, body.category),
        freeSlug(db, products, ctx.client.id, body.name),
        db.select({ n: max(products.orderInList) }).from(products).where(eq(products.clientId, ctx.client.id)),
      ]);
      await db.insert(products).values({ clientId: ctx.client.id, slug, ...productColumns(body, category), orderInList: body.order_in_list ?? (last?.n ?? 0) + 1 });
      return reply.code(201).send((await findProduct(db, ctx.client.id, slug))!);
    },
  });

  app.put('/api/products/:slug', {
    config: {
      sections: [...SECTIONS],
      samples: { params: { slug: { table: 'products', column: 'id' } }, body: { name: 'Tea', category: 1, price: 2, vat: 20, status: 'available', quantity: 5 } },
    },
    schema: { tags: ['fandd'], summary: 'Update a product', params: slugParams, body: productUpdate, response: { 200: productItem, ...errorResponses } },
    handler: async (request) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const where = and(eq(products.clientId, ctx.client.id), productRef(request.params.slug));
      const [exists] = await db.select({ id: products.id }).from(products).where(where).limit(1);
      if (!exists) throw notFound('Product not found');
      const category = await categoryId(ctx.client.id, body.category);
      await db
        .update(products)
        .set({ ...productColumns(body, category), ...(body.order_in_list !== undefined ? { orderInList: body.order_in_list } : { orderInList: sql`${products.orderInList}` }) })
        .where(eq(products.id, exists.id));
      return (await findProduct(db, ctx.client.id, request.params.slug))!;
    },
  });
}
