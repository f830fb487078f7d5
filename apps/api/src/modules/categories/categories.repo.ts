import { CATEGORY_ORDER_FIELDS, parseOrder, type CategoryItem } from '@clubspace/contract';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productCategories } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, matchesAny, orderBy, searchPattern } from '../../lib/sql.ts';

// Counted in the same statement via products_category_idx, only for the rows returned.
const productCount = sql<number>`(select count(*) from "products" p where p.category_id = "product_categories"."id")`.mapWith(Number);

const columns = {
  id: productCategories.id,
  slug: productCategories.slug,
  name: productCategories.name,
  description: productCategories.description,
  status: productCategories.status,
  products: productCount,
};

export const categoryQuery = (db: Db) => db.select(columns).from(productCategories).$dynamic();

export const toCategoryItem = (r: CategoryItem): CategoryItem => ({ ...r });

export async function findCategory(db: Db, clientId: number, slug: string) {
  const [row] = await categoryQuery(db)
    .where(and(eq(productCategories.clientId, clientId), eq(productCategories.slug, slug)))
    .limit(1);
  return row ?? null;
}

const ORDER_COLUMNS: Record<(typeof CATEGORY_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [productCategories.name],
  status: [productCategories.status, productCategories.name],
  products: [productCount],
};

export function categoryListSource(db: Db, clientId: number, q: { name?: string; order: string; status?: string }): ListSource<CategoryItem> {
  const where = and(
    eq(productCategories.clientId, clientId),
    q.status ? eq(productCategories.status, q.status) : undefined,
    matchesAny(searchPattern(q.name), [productCategories.name, productCategories.description]),
  );
  const order = parseOrder(q.order, CATEGORY_ORDER_FIELDS, 'name');
  return {
    fetch: (limit, offset) =>
      categoryQuery(db)
        .where(where)
        .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, productCategories.id))
        .limit(limit)
        .offset(offset),
    count: () => countWhere(db, productCategories, where),
  };
}
