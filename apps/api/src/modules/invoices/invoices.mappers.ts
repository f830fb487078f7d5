import { invoiceAmounts, toPounds, type InvoiceDataItem, type InvoiceItem, type InvoiceLineItem } from '@clubspace/contract';
import type { invoiceDatas, invoiceLines, invoices } from '../../db/schema/index.ts';

type InvoiceRecord = typeof invoices.$inferSelect;
type InvoiceDataRecord = typeof invoiceDatas.$inferSelect;
type LineRecord = typeof invoiceLines.$inferSelect;
type TeamRef = { slug: string; name: string } | null;

/** The row invoiceQuery selects (see invoices.repo.ts). */
export interface InvoiceRow {
  invoice: InvoiceRecord;
  team: TeamRef;
  data: InvoiceDataRecord | null;
  dataTeam: TeamRef;
  lines: number;
  /** invoices/overdue.sql.ts */
  overdue: boolean;
}

export function toInvoiceDataItem(d: InvoiceDataRecord, team: TeamRef): InvoiceDataItem {
  return {
    slug: d.slug,
    name: d.name,
    team,
    town: d.town,
    post_code: d.postCode,
    address_1: d.address1,
    address_2: d.address2,
    country: d.country,
    vat_number: d.vatNumber,
    company_number: d.companyNumber,
    email_contact: d.emailContact,
    phone_contact: d.phoneContact,
    person_contact: d.personContact,
    default: d.isDefault,
    xero_id: d.xeroId,
    status: d.status,
  };
}

export function toInvoiceItem(r: InvoiceRow): InvoiceItem {
  const i = r.invoice;
  const balance = invoiceAmounts(i.status, i.grossPricePence, i.paidPence, i.creditedPence);
  return {
    name: i.name,
    slug: i.slug,
    team: r.team,
    team_slug: r.team?.slug ?? null,
    invoice_data: r.data ? toInvoiceDataItem(r.data, r.dataTeam) : null,
    status: i.status,
    payment_reference: i.paymentReference,
    invoice_type: i.invoiceType,
    date: i.date,
    date_due: i.dateDue,
    date_closed: i.dateClosed,
    date_sent: i.dateSent,
    short_description: i.shortDescription,
    xero_id: i.xeroId,
    gross_price: toPounds(i.grossPricePence),
    vat_type: i.vatType,
    vat: toPounds(i.vatPence),
    net_price: toPounds(i.netPricePence),
    lines: r.lines,
    overdue: r.overdue,
    kind: i.kind as InvoiceItem['kind'],
    amount_paid: toPounds(balance.paid),
    amount_due: toPounds(balance.due),
    issued_at: i.issuedAt ? i.issuedAt.toISOString() : null,
  };
}

export interface LineRow {
  line: LineRecord;
  invoiceSlug: string;
  memberSlug: string | null;
  firstName: string | null;
  lastName: string | null;
  planSlug?: string | null;
  planName?: string | null;
  membershipSlug?: string | null;
  bookingCode?: string | null;
  orderCode?: string | null;
}

export function toLineItem(r: LineRow): InvoiceLineItem {
  const l = r.line;
  return {
    slug: l.slug,
    name: l.name,
    member: r.memberSlug ? { slug: r.memberSlug, user: { first_name: r.firstName ?? '', last_name: r.lastName ?? '' } } : null,
    payment_type: l.paymentType,
    date: l.date,
    units: l.units,
    unit_price: toPounds(l.unitPricePence),
    vat: l.vat,
    unit_gross_price: toPounds(l.unitGrossPricePence),
    line_gross_price: toPounds(l.lineGrossPricePence),
    line_price: toPounds(l.linePricePence),
    price_includes_vat: l.priceIncludesVat,
    status: l.status,
    payment_reference: l.paymentReference,
    create_date: l.createdAt.toISOString(),
    invoice: r.invoiceSlug,
    plan: r.planSlug ? { slug: r.planSlug, name: r.planName ?? '' } : null,
    membership: r.membershipSlug ?? null,
    booking: r.bookingCode ?? null,
    order: r.orderCode ?? null,
  };
}
