import { categoriesApi } from '@clubspace/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import { productCategories } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listHandler } from '../../lib/list-route.ts';
import { routes } from '../../lib/route.ts';
import { freeSlug } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { categoryListSource, findCategory } from './categories.repo.ts';

/** A category by slug or numeric id (the seeds identify categories by id). */
const categoryRef = (ref: string) =>
  /^\d{1,9}$/.test(ref) ? or(eq(productCategories.id, Number(ref)), eq(productCategories.slug, ref)) : eq(productCategories.slug, ref);

export const categoriesRoutes = routes(
  categoriesApi,
  { tag: 'fandd', sections: ['fandd', 'categories'] },
  {
    list: listHandler('categories', { source: (query, ctx, { db }) => categoryListSource(db, ctx.client.id, query) }),

    // The stock screen's category picker and filter: serves the Stock tab, so it needs fandd + stock, not categories.
    options: {
      config: { sections: ['fandd', 'stock'] },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        return db
          .select({ id: productCategories.id, slug: productCategories.slug, name: productCategories.name, status: productCategories.status })
          .from(productCategories)
          .where(eq(productCategories.clientId, ctx.client.id))
          .orderBy(asc(productCategories.name), asc(productCategories.id))
          .limit(1000);
      },
    },

    create: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const body = request.body;
        const slug = await freeSlug(db, productCategories, ctx.client.id, body.name);
        await db
          .insert(productCategories)
          .values({ clientId: ctx.client.id, slug, name: body.name, status: body.status, description: body.description || null });
        return reply.code(201).send((await findCategory(db, ctx.client.id, slug))!);
      },
    },

    update: {
      config: {
        samples: {
          params: { slug: { table: 'product_categories', column: 'id' } },
          body: { name: 'Coffee', status: 'available', description: 'Hot drinks' },
        },
      },
      handler: async (request, _reply, { db }) => {
        const ctx = staffCtx(request);
        const body = request.body;
        const [row] = await db
          .update(productCategories)
          .set({ name: body.name, status: body.status, description: body.description || null })
          .where(and(eq(productCategories.clientId, ctx.client.id), categoryRef(request.params.slug)))
          .returning({ slug: productCategories.slug });
        if (!row) throw notFound('Category not found');
        return (await findCategory(db, ctx.client.id, row.slug))!;
      },
    },
  },
);
