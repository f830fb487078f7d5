import { parseOrder, PRODUCT_ORDER_FIELDS, productAvailable, toPounds, type ProductItem } from '@clubspace/contract';
import { and, eq, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productCategories, products } from '../../db/schema/index.ts';
import type { ListSource } from '../../lib/paged-list.ts';
import { countWhere, matchesAny, orderBy, searchPattern } from '../../lib/sql.ts';

const columns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  status: products.status,
  quantity: products.quantity,
  pricePence: products.pricePence,
  priceHhPence: products.priceHhPence,
  vat: products.vat,
  orderInList: products.orderInList,
  categoryId: productCategories.id,
  categorySlug: productCategories.slug,
  categoryName: productCategories.name,
};
type ProductRow = {
  [K in keyof typeof columns]: K extends 'categoryId'
    ? number | null
    : K extends 'categorySlug' | 'categoryName' | 'description'
      ? string | null
      : (typeof columns)[K]['_']['data'];
};

export const productQuery = (db: Db) =>
  db.select(columns).from(products).leftJoin(productCategories, eq(productCategories.id, products.categoryId)).$dynamic();

export function toProductItem(r: ProductRow): ProductItem {
  return {
    slug: r.slug,
    name: r.name,
    description: r.description,
    status: r.status,
    available: productAvailable(r),
    category: r.categoryId ? { id: r.categoryId, slug: r.categorySlug ?? '', name: r.categoryName ?? '' } : null,
    quantity: r.quantity,
    price: toPounds(r.pricePence),
    price_hh: toPounds(r.priceHhPence),
    vat: r.vat,
    order_in_list: r.orderInList,
  };
}

/** A product by slug or numeric id. */
export const productRef = (ref: string) =>
  /^\d{1,9}$/.test(ref) ? or(eq(products.id, Number(ref)), eq(products.slug, ref)) : eq(products.slug, ref);

export async function findProduct(db: Db, clientId: number, ref: string) {
  const [row] = await productQuery(db)
    .where(and(eq(products.clientId, clientId), productRef(ref)))
    .limit(1);
  return row ? toProductItem(row) : null;
}

const ORDER_COLUMNS: Record<(typeof PRODUCT_ORDER_FIELDS)[number], (AnyColumn | SQL)[]> = {
  name: [products.name],
  category: [productCategories.name, products.name],
  price: [products.pricePence, products.name],
  order_in_list: [products.orderInList, products.name],
  status: [products.status, products.name],
  quantity: [products.quantity, products.name],
};

export function productListSource(
  db: Db,
  clientId: number,
  q: { name?: string; order: string; status?: string; category?: string },
): ListSource<ProductItem> {
  // Category filter by slug or id, as a subquery of this operator's categories.
  const category = q.category
    ? inArray(
        products.categoryId,
        db
          .select({ id: productCategories.id })
          .from(productCategories)
          .where(
            and(
              eq(productCategories.clientId, clientId),
              /^\d+$/.test(q.category) ? eq(productCategories.id, Number(q.category)) : eq(productCategories.slug, q.category),
            ),
          ),
      )
    : undefined;
  const where = and(
    eq(products.clientId, clientId),
    category,
    q.status ? eq(products.status, q.status) : undefined,
    matchesAny(searchPattern(q.name), [products.name]),
  );
  const order = parseOrder(q.order, PRODUCT_ORDER_FIELDS, 'order_in_list');
  return {
    fetch: async (limit, offset) =>
      (
        await productQuery(db)
          .where(where)
          .orderBy(...orderBy(ORDER_COLUMNS[order.field], order.desc, products.id))
          .limit(limit)
          .offset(offset)
      ).map(toProductItem),
    count: () => countWhere(db, products, where),
  };
}
