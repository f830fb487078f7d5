import { categoryCreate, categoryItem, categoryListQuery, categoryUpdate } from '@clubspace/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { productCategories } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { listRoute } from '../../lib/list-route.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { freeSlug } from '../../lib/sql.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { categoryListSource, findCategory } from './categories.repo.ts';

const SECTIONS = ['fandd', 'categories'] as const;
/** A category by slug or numeric id (the seeds identify categories by id). */
const categoryRef = (ref: string) => (/^\d{1,9}$/.test(ref) ? or(eq(productCategories.id, Number(ref)), eq(productCategories.slug, ref)) : eq(productCategories.slug, ref));
const categoryOption = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: z.string() });

export async function categoriesRoutes(app: App) {
  const { db } = app;

  listRoute(app, {
    path: '/api/product-categories/',
    listName: 'categories',
    item: categoryItem,
    querystring: categoryListQuery,
    sections: [...SECTIONS],
    tags: ['fandd'],
    summary: 'Product categories (15 per page; name searches name and description; status; order name|status|products)',
    source: (query, ctx) => categoryListSource(db, ctx.client.id, query),
  });

  // The stock screen's category picker and filter: serves the Stock tab, so it needs fandd + stock, not categories.
  app.get('/api/product-categories/options/', {
    config: { sections: ['fandd', 'stock'] },
    schema: { tags: ['fandd'], summary: 'Categories for pickers (id, slug, name, status), by name', response: { 200: z.array(categoryOption), ...errorResponses } },
    handler: async (request) => {
      const ctx = staffCtx(request);
      return db
        .select({ id: productCategories.id, slug: productCategories.slug, name: productCategories.name, status: productCategories.status })
        .from(productCategories)
        .where(eq(productCategories.clientId, ctx.client.id))
        .orderBy(asc(productCategories.name), asc(productCategories.id))
        .limit(1000);
    },
  });

  app.post('/api/product-categories/', {
    config: { sections: [...SECTIONS] },
    schema: { tags: ['fandd'], summary: 'Create a category', body: categoryCreate, response: { 201: categoryItem, ...errorResponses } },
    handler: async (request, reply) => {
      const ctx = staffCtx(request);
      const body = request.body;
      const slug = await freeSlug(db, productCategories, ctx.client.id, body.name);
      await db.insert(productCategories).values({ clientId: ctx.client.id, slug, name: body.name, status: body.status, description: body.description || null });
      return reply.code(201).send((await findCategory(db, ctx.client.id, slug))!);
    },
  });

  app.put('/api/product-categories/:slug', {
    config: {
      sections: [...SECTIONS],
      samples: { params: { slug: { table: 'product_categories', column: 'id' } }, body: { name: 'Coffee', status: 'available', description: 'Hot drinks' } },
    },
    schema: { tags: ['fandd'], summary: 'Update a category (by slug or id)', params: slugParams, body: categoryUpdate, response: { 200: categoryItem, ...errorResponses } },
    handler: async (request) => {
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
  });
}
