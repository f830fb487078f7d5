import { ALL_SECTIONS, THEME_DEFAULTS, slugify, type Branding } from '@clubspace/contract';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brokers, clients, platformPlans } from '../../db/schema/index.ts';

type ClientRow = typeof clients.$inferSelect;

/** The branding record with the seed's defaults (navigation black, buttons orange, font Lato). */
export function toBranding(client: ClientRow | null): Branding {
  return {
    name: client?.themeName ?? client?.name ?? null,
    domain: client?.domain ?? null,
    navigation_color: client?.navigationColor || THEME_DEFAULTS.navigation_color,
    button_color: client?.buttonColor || THEME_DEFAULTS.button_color,
    font: client?.font || THEME_DEFAULTS.font,
    logo: client?.logo ?? null,
    favicon: client?.favicon ?? null,
    login_image: client?.loginImage ?? null,
  };
}

export async function findClientByDomain(db: Db, domain: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(sql`lower(${clients.domain}) = lower(${domain})`)
    .limit(1);
  return row ?? null;
}

export async function findClient(db: Db, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row ?? null;
}

/** A free slug (and domain) for a new operator: the workspace name, then -2, -3… */
export async function freeClientSlug(db: Db, workspace: string) {
  const base = slugify(workspace) || 'workspace';
  const taken = await db
    .select({ slug: clients.slug })
    .from(clients)
    .where(sql`${clients.slug} = ${base} or ${clients.slug} like ${`${base}-%`} or lower(${clients.domain}) = ${base}`);
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const NEW_CLIENT_SECTIONS = ALL_SECTIONS;

export async function listPlans(db: Db, type: string | undefined) {
  return db
    .select()
    .from(platformPlans)
    .where(type ? eq(platformPlans.typeClient, type) : undefined)
    .orderBy(asc(platformPlans.listOrder), asc(platformPlans.name));
}

export function brokerSource(db: Db, clientId: number, name: string | undefined, desc: boolean, orderField: 'name' | 'created') {
  const where = and(eq(brokers.clientId, clientId), name ? ilike(brokers.name, `%${name}%`) : undefined);
  const orderCol = orderField === 'created' ? brokers.createdAt : brokers.name;
  return {
    fetch: (limit: number, offset: number) =>
      db
        .select({ slug: brokers.slug, name: brokers.name, email: brokers.email })
        .from(brokers)
        .where(where)
        .orderBy(desc ? sql`${orderCol} desc` : asc(orderCol), asc(brokers.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => ({ ...r, role: 'broker' }))),
    count: () =>
      db
        .select({ n: count() })
        .from(brokers)
        .where(where)
        .then((r) => r[0].n),
  };
}
