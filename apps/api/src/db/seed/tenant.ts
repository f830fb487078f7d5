import { seedBookingRules } from './booking-rules.ts';
import { clients } from '../schema/index.ts';
import { isoDayInZone } from '@clubspace/contract';
import type { Executor } from '../client.ts';
import { seedBlocks } from './blocks.ts';
import { seedCalendarFeeds } from './calendar-feeds.ts';
import { seedApiKeys } from './api-keys.ts';
import { seedJobs } from './jobs.ts';
import { seedWebhooks } from './webhooks.ts';
import { seedBookingSeries } from './booking-series.ts';
import { insertBookings, planBookings } from './bookings.ts';
import type { Ctx, TenantSpec } from './context.ts';
import { seedFandd } from './fandd.ts';
import { backfillLineRefs, seedInvoices } from './invoices.ts';
import { seedInvoiceEvents } from './invoice-events.ts';
import { seedInvoicePayments } from './invoice-payments.ts';
import { seedOnlinePayments } from './online-payments.ts';
import { seedInvoiceSettings } from './invoice-settings.ts';
import { seedMarketing } from './marketing.ts';
import { seedNotices } from './notices.ts';
import { seedMemberships } from './memberships.ts';
import { seedPeople } from './people.ts';
import { Rng } from './rng.ts';
import { seedSpace } from './space.ts';
import { seedTickets } from './tickets.ts';

export interface TenantResult {
  clientId: number;
  officeIds: number[];
  counts: Record<string, number>;
}

/**
 * Seeds one operator from its spec. Order matters: bookings are planned in memory first so invoices can bill them,
 * then inserted with their invoice-line ids; orders then point at the day's booking of their member.
 */
export async function seedTenant(db: Executor, spec: TenantSpec, opts: { now: Date; seed: number; passwordHash: string }): Promise<TenantResult> {
  const [client] = await db
    .insert(clients)
    .values({
      slug: spec.slug,
      name: spec.name,
      role: spec.role,
      visibility: spec.visibility,
      planSlug: spec.planSlug,
      domain: spec.domain,
      email: spec.email,
      employees: spec.members,
      themeName: spec.themeName,
      navigationColor: spec.navigationColor,
      buttonColor: spec.buttonColor,
      font: spec.font,
      webSections: [...spec.webSections],
      createdAt: new Date(opts.now.getTime() - 430 * 86_400_000),
      // The demo operators price excluding VAT, as every operator older than migration 0031 does (issue 23).
      pricesIncludeVat: false,
    })
    .returning({ id: clients.id });
  const ctx: Ctx = {
    db,
    rng: new Rng(opts.seed),
    clientId: client!.id,
    spec,
    now: opts.now,
    today: isoDayInZone(opts.now),
    passwordHash: opts.passwordHash,
  };

  const offices = await seedSpace(ctx);
  const people = await seedPeople(ctx, offices);
  const { memberships } = await seedMemberships(ctx, offices, people);
  const plan = planBookings(ctx, offices, people, memberships);
  const invoices = await seedInvoices(ctx, people, memberships, plan.drafts);
  await seedInvoicePayments(ctx);
  await seedOnlinePayments(ctx);
  await seedInvoiceEvents(ctx);
  const bookingIds = await insertBookings(ctx, plan);
  const bookingByMemberDay = new Map<string, number>();
  plan.drafts.forEach((d, i) => {
    if (d.row.memberId && d.row.status !== 'cancelled') bookingByMemberDay.set(`${d.row.memberId}|${d.day}`, bookingIds[i]!);
  });
  const fandd = await seedFandd(ctx, offices, people, bookingByMemberDay);
  await backfillLineRefs(ctx);
  const marketing = await seedMarketing(ctx, offices, people);
  const series = await seedBookingSeries(ctx, offices, people);
  await seedBookingRules(ctx);
  await seedBlocks(ctx, offices);
  const feeds = await seedCalendarFeeds(ctx, offices);
  await seedInvoiceSettings(ctx);
  const board = await seedNotices(ctx, offices);
  const keys = await seedApiKeys(
    ctx,
    offices.map((o) => o.id),
    people.staff,
  );
  await seedTickets(ctx, offices, people);
  await seedJobs(ctx);
  await seedWebhooks(ctx);
  return {
    clientId: ctx.clientId,
    officeIds: offices.map((o) => o.id),
    counts: {
      offices: offices.length,
      resources: offices.reduce((s, o) => s + o.resources.length, 0),
      teams: people.teams.length,
      members: people.members.length,
      memberships: memberships.length,
      bookings: bookingIds.length,
      invoices: invoices.invoices,
      invoiceLines: invoices.lines,
      ...fandd,
      ...marketing,
      ...series,
      ...feeds,
      ...board,
      ...keys,
    },
  };
}
