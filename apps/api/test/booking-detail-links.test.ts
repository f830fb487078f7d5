import type { BookingDetail } from '@clubspace/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, invoiceLines, invoices, membershipPlans, memberships } from '../src/db/schema/index.ts';
import { useApiSession } from './support/api-session.ts';

const { t, ids, get } = useApiSession();

describe('booking detail names what it links to (issue 24 §11)', () => {
  it("answers the membership's plan name", async () => {
    const [row] = await t.db
      .select({ code: bookings.code, plan: membershipPlans.name, slug: memberships.slug })
      .from(bookings)
      .innerJoin(memberships, eq(memberships.id, bookings.membershipId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .where(eq(bookings.clientId, ids.demo))
      .limit(1);
    const detail: BookingDetail = (await get(`/api/member-bookings/${row!.code}`)).json();
    expect(detail.membership).toEqual({ slug: row!.slug, name: row!.plan });
  });

  it("answers the invoice line's name and its invoice", async () => {
    const [row] = await t.db
      .select({ code: bookings.code, line: invoiceLines.name, lineSlug: invoiceLines.slug, invoiceSlug: invoices.slug, invoiceName: invoices.name })
      .from(bookings)
      .innerJoin(invoiceLines, eq(invoiceLines.id, bookings.invoiceLineId))
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(bookings.clientId, ids.demo), isNotNull(bookings.teamId)))
      .limit(1);
    const res = await get(`/api/member-bookings/${row!.code}`);
    expect(res.statusCode).toBe(200);
    const detail: BookingDetail = res.json();
    expect(detail.invoice_line).toMatchObject({ slug: row!.lineSlug, name: row!.line, invoice: { slug: row!.invoiceSlug, name: row!.invoiceName } });
  });
});
