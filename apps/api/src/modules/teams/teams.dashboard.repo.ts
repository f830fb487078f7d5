import { MINI_TABLE_ROWS, toPounds, type TeamDashboard } from '@clubspace/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, invoiceDatas, invoices, memberships, teams } from '../../db/schema/index.ts';
import { officeScope } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { latestBookings } from '../members/members.profile.repo.ts';
import { teamMates } from '../members/members.repo.ts';
import { latestMemberships } from '../membership-rows/membership-rows.repo.ts';

type TeamRecord = typeof teams.$inferSelect;

/**
 * GET /api/dashboard-team/: five queries in parallel whatever the team's size. Members, memberships and bookings
 * follow the caller's office scope, and so do invoices (each is bound to an office, as on the invoice list: a caller
 * limited to some offices — staff or an API key — never sees another office's invoice here); invoice data belong to
 * the team as a whole.
 */
export async function teamDashboard(db: Db, ctx: StaffContext, team: TeamRecord): Promise<TeamDashboard> {
  const cid = ctx.client.id;
  const [mates, membershipList, bookingList, invoiceRows, dataRows] = await Promise.all([
    teamMates(db, ctx, team.id),
    latestMemberships(db, ctx, eq(memberships.teamId, team.id), MINI_TABLE_ROWS),
    latestBookings(db, ctx, eq(bookings.teamId, team.id), MINI_TABLE_ROWS),
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, cid), eq(invoices.teamId, team.id), officeScope(invoices.officeId, ctx)))
      .orderBy(desc(invoices.date), desc(invoices.id))
      .limit(MINI_TABLE_ROWS),
    db
      .select()
      .from(invoiceDatas)
      .where(and(eq(invoiceDatas.clientId, cid), eq(invoiceDatas.teamId, team.id)))
      .orderBy(desc(invoiceDatas.isDefault), asc(invoiceDatas.name), asc(invoiceDatas.id))
      .limit(MINI_TABLE_ROWS),
  ]);
  return {
    team: {
      slug: team.slug,
      name: team.name,
      status: team.status,
      description: team.description,
      invoice_name: team.invoiceName,
      invoice_address: team.invoiceAddress,
      invoice_post_code: team.invoicePostCode,
      invoice_city: team.invoiceCity,
    },
    image: team.image,
    team_mates: mates,
    memberships: membershipList,
    bookings: bookingList,
    invoices: invoiceRows.map((i) => ({
      slug: i.slug,
      name: i.name,
      status: i.status,
      date: i.date,
      date_due: i.dateDue,
      gross_price: toPounds(i.grossPricePence),
    })),
    invoice_datas: dataRows.map((d) => ({
      slug: d.slug,
      name: d.name,
      town: d.town,
      post_code: d.postCode,
      address_1: d.address1,
      address_2: d.address2,
      email_contact: d.emailContact,
      default: d.isDefault,
      status: d.status,
    })),
  };
}
