import { DEFAULT_PAYMENT_TERMS_DAYS, type OfficeRef, type SessionInfo, type StaffProfile } from '@clubspace/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, floors, staff, users } from '../../db/schema/index.ts';
import { scopedOffices, type RequestContext, type StaffContext } from '../../plugins/context.plugin.ts';
import { findClient, toBranding } from '../clients/clients.repo.ts';
import { operatorPaymentTerms } from '../invoice-settings/invoice-settings.repo.ts';
import { listTicketCategories } from '../tickets/ticket-categories.repo.ts';

/** Offices of the caller's scope with their floors, in two queries. */
async function officeRefs(db: Db, ctx: RequestContext) {
  if (!ctx.client || !ctx.staff) return { refs: [] as OfficeRef[], active: null as OfficeRef | null };
  const list = await scopedOffices(db, ctx as StaffContext);
  const floorRows = list.length
    ? await db
        .select({ officeId: floors.officeId, slug: floors.slug, name: floors.name })
        .from(floors)
        .where(
          and(
            eq(floors.clientId, ctx.client.id),
            inArray(
              floors.officeId,
              list.map((o) => o.id),
            ),
          ),
        )
        .orderBy(asc(floors.order), asc(floors.name))
    : [];
  const refs = list.map((o) => ({
    slug: o.slug,
    name: o.name,
    floors: floorRows.filter((f) => f.officeId === o.id).map(({ slug, name }) => ({ slug, name })),
  }));
  // The active office as activeOffice() picks it, from the list already read.
  const current = list.find((o) => o.id === ctx.staff?.activeOfficeId) ?? list[0];
  return { refs, active: refs.find((r) => r.slug === current?.slug) ?? null };
}

async function clientRefs(db: Db, userId: number) {
  return db
    .select({ slug: clients.slug, name: clients.name, role: clients.role })
    .from(staff)
    .innerJoin(clients, eq(clients.id, staff.clientId))
    .where(and(eq(staff.userId, userId), eq(staff.status, 'active')))
    .orderBy(asc(clients.name)) as Promise<SessionInfo['clients']>;
}

export async function buildSessionInfo(db: Db, ctx: RequestContext): Promise<SessionInfo> {
  const [{ refs, active }, clientList, client, paymentTerms] = await Promise.all([
    officeRefs(db, ctx),
    clientRefs(db, ctx.user.id),
    ctx.client ? findClient(db, ctx.client.id) : Promise.resolve(null),
    ctx.client ? operatorPaymentTerms(db, ctx.client.id) : Promise.resolve(DEFAULT_PAYMENT_TERMS_DAYS),
  ]);
  const sections = [...ctx.sections].map((code) => ({ code }));
  return {
    offices: refs,
    active_office: active,
    clients: clientList,
    active_client: client
      ? {
          slug: client.slug,
          name: client.name,
          picture: client.picture,
          role: client.role as 'pending',
          web_sections: client.webSections.map((code) => ({ code })),
          prices_include_vat: client.pricesIncludeVat,
          payment_terms_days: paymentTerms,
        }
      : null,
    web_sections: sections,
    branding: toBranding(client),
  };
}

export async function buildStaffProfile(db: Db, ctx: RequestContext): Promise<StaffProfile> {
  const [[user], session] = await Promise.all([db.select().from(users).where(eq(users.id, ctx.user.id)).limit(1), buildSessionInfo(db, ctx)]);
  const [job] = ctx.staff ? await db.select().from(staff).where(eq(staff.id, ctx.staff.id)).limit(1) : [];
  return {
    id: user.id,
    slug: job?.slug ?? null,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    email: user.email,
    job_title: job?.jobTitle ?? null,
    role: job?.role ?? null,
    avatar: user.avatar,
    clients: session.clients,
    active_client: session.active_client,
    active_office: session.active_office,
    offices: session.offices,
    floors: session.active_office?.floors ?? [],
    theme: session.active_client ? session.branding : null,
    web_sections: session.web_sections,
    // The operator's help-desk categories (issue 28).
    ticket_types: ctx.client ? (await listTicketCategories(db, ctx.client.id)).map((c) => c.name) : [],
    app_sections: [],
    office_skills: [],
  };
}
