import { FANDD_MESSAGES, productCreate, productsApi, toPence } from '@clubspace/contract';
import { and, asc, eq, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { productCategories, products } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { freeSlug } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { findProduct, productListSource, productQuery, productRef, toProductItem } from './products.repo.ts';

type ProductBody = z.output<typeof productCreate>;

/** The category of the body (id or slug) within this operator, or a 'Product Category is required' refusal. */
async function categoryId(db: Db, clientId: number, ref: ProductBody['category']) {
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.clientId, clientId),
        /^\d{1,9}$/.test(ref) ? or(eq(productCategories.id, Number(ref)), eq(productCategories.slug, ref)) : eq(productCategories.slug, ref),
      ),
    )
    .limit(1);
  if (!row) throw badRequest({ category: FANDD_MESSAGES.categoryUnknown });
  return row.id;
}

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

export const productsRoutes = routes(
  productsApi,
  { tag: 'fandd', sections: ['fandd', 'stock'] },
  {
    list: listHandler('products', {
      samples: { query: { category: { table: 'product_categories', column: 'id' } } },
      source: (query, ctx, { db }) => productListSource(db, ctx.client.id, query),
    }),

    // The order dialog's product picker (opened from a member's profile): it serves order taking, so fandd + orders.
    options: {
      config: { sections: ['fandd', 'orders'] },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const rows = await productQuery(db)
          .where(eq(products.clientId, ctx.client.id))
          .orderBy(asc(products.orderInList), asc(products.name), asc(products.id))
          .limit(1000);
        return rows.map(toProductItem);
      },
    },

    detail: {
      config: { samples: { params: { slug: { table: 'products', column: 'id' } } } },
      handler: async (request, _reply, { db }) => {
        const found = await findProduct(db, staffCtx(request).client.id, request.params.slug);
        if (!found) throw notFound('Product not found');
        return found;
      },
    },

    // Validation happens before anything is written: a failing Add Product saves nothing (unlike the seeds).
    create: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const body = request.body;
        const [category, slug, [last]] = await Promise.all([
          categoryId(db, ctx.client.id, body.category),
          freeSlug(db, products, ctx.client.id, body.name),
          db
            .select({ n: max(products.orderInList) })
            .from(products)
            .where(eq(products.clientId, ctx.client.id)),
        ]);
        await db
          .insert(products)
          .values({ clientId: ctx.client.id, slug, ...productColumns(body, category), orderInList: body.order_in_list ?? (last?.n ?? 0) + 1 });
        return reply.code(201).send((await findProduct(db, ctx.client.id, slug))!);
      },
    },

    update: {
      config: {
        samples: {
          params: { slug: { table: 'products', column: 'id' } },
          body: { name: 'Tea', category: 1, price: 2, vat: 20, status: 'available', quantity: 5 },
        },
      },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const body = request.body;
        const where = and(eq(products.clientId, ctx.client.id), productRef(request.params.slug));
        const [exists] = await db.select({ id: products.id }).from(products).where(where).limit(1);
        if (!exists) throw notFound('Product not found');
        const category = await categoryId(db, ctx.client.id, body.category);
        await db
          .update(products)
          .set({
            ...productColumns(body, category),
            ...(body.order_in_list !== undefined ? { orderInList: body.order_in_list } : { orderInList: sql`${products.orderInList}` }),
          })
          .where(eq(products.id, exists.id));
        return (await findProduct(db, ctx.client.id, request.params.slug))!;
      },
    },
  },
);
