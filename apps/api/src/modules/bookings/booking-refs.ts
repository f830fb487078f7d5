import { BOOKING_MESSAGES } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brokers, floors, guests, members, memberships, offices, resources, teams, users, workAreas } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

/**
 * Turns the slugs of a create or update payload into rows of the caller's operator (and office scope), with one
 * cache per request so a 100-desk create reads each team or office once. Unknown slugs answer 400 on their field.
 */
export class RefResolver {
  private cache = new Map<string, unknown>();
  constructor(
    private readonly db: Executor,
    private readonly ctx: StaffContext,
  ) {}

  private async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const v = await load();
    this.cache.set(key, v);
    return v;
  }

  /** A row the caller already read (the portal's resource and its office): the create does not read it again. */
  know(kind: 'office' | 'resource', row: { slug: string }) {
    this.cache.set(`${kind}:${row.slug}`, row);
  }

  private fail(field: string, what: string): never {
    throw badRequest({ [field]: BOOKING_MESSAGES.unknown(what) });
  }

  async office(slug: string, field = 'office') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`office:${slug}`, async () => {
      const [o] = await this.db
        .select()
        .from(offices)
        .where(and(eq(offices.clientId, cid), eq(offices.slug, slug)))
        .limit(1);
      return o ?? null;
    });
    if (!row || (this.ctx.officeIds && !this.ctx.officeIds.includes(row.id))) this.fail(field, 'office');
    return row;
  }

  async resource(slug: string, field = 'resource') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`resource:${slug}`, async () => {
      const [r] = await this.db
        .select()
        .from(resources)
        .where(and(eq(resources.clientId, cid), eq(resources.slug, slug)))
        .limit(1);
      return r ?? null;
    });
    if (!row) this.fail(field, 'resource');
    return row;
  }

  async workArea(slug: string, field = 'work_area') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`wa:${slug}`, async () => {
      const [w] = await this.db
        .select()
        .from(workAreas)
        .where(and(eq(workAreas.clientId, cid), eq(workAreas.slug, slug)))
        .limit(1);
      return w ?? null;
    });
    if (!row) this.fail(field, 'work area');
    return row;
  }

  async floor(slug: string, field = 'floor') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`floor:${slug}`, async () => {
      const [f] = await this.db
        .select()
        .from(floors)
        .where(and(eq(floors.clientId, cid), eq(floors.slug, slug)))
        .limit(1);
      return f ?? null;
    });
    if (!row) this.fail(field, 'floor');
    return row;
  }

  async team(slug: string, field = 'team') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`team:${slug}`, async () => {
      const [t] = await this.db
        .select({ id: teams.id, slug: teams.slug, name: teams.name })
        .from(teams)
        .where(and(eq(teams.clientId, cid), eq(teams.slug, slug)))
        .limit(1);
      return t ?? null;
    });
    if (!row) this.fail(field, 'team');
    return row;
  }

  async member(slug: string, field = 'member') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`member:${slug}`, async () => {
      const [m] = await this.db
        .select({
          id: members.id,
          teamId: members.teamId,
          role: members.role,
          status: members.status,
          name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(and(eq(members.clientId, cid), eq(members.slug, slug)))
        .limit(1);
      return m ?? null;
    });
    if (!row) this.fail(field, 'member');
    return row;
  }

  async guest(slug: string, field = 'guest') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`guest:${slug}`, async () => {
      const [g] = await this.db
        .select({ id: guests.id, teamId: guests.teamId })
        .from(guests)
        .where(and(eq(guests.clientId, cid), eq(guests.slug, slug)))
        .limit(1);
      return g ?? null;
    });
    if (!row) this.fail(field, 'guest');
    return row;
  }

  async broker(slug: string, field = 'client') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`broker:${slug}`, async () => {
      const [b] = await this.db
        .select({ id: brokers.id })
        .from(brokers)
        .where(and(eq(brokers.clientId, cid), eq(brokers.slug, slug)))
        .limit(1);
      return b ?? null;
    });
    if (!row) this.fail(field, 'client');
    return row;
  }

  async membership(slug: string, field = 'membership') {
    const cid = this.ctx.client.id;
    const row = await this.memo(`membership:${slug}`, async () => {
      const [m] = await this.db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.clientId, cid), eq(memberships.slug, slug)))
        .limit(1);
      return m ?? null;
    });
    if (!row) this.fail(field, 'membership');
    return row;
  }

  /** A guest by e-mail (one per operator), created when missing: the meeting-room dialog's guest contact. */
  async guestByEmail(name: string, email: string, officeId: number) {
    const cid = this.ctx.client.id;
    const [existing] = await this.db
      .select({ id: guests.id, teamId: guests.teamId })
      .from(guests)
      .where(and(eq(guests.clientId, cid), sql`lower(${guests.email}) = lower(${email})`))
      .limit(1);
    if (existing) return existing;
    const slug = `guest-${Math.random().toString(36).slice(2, 10)}`;
    const [created] = await this.db
      .insert(guests)
      .values({ clientId: cid, slug, name, email, officeId, origin: 'booking' })
      .returning({ id: guests.id, teamId: guests.teamId });
    return created;
  }
}
