/**
 * CSV exports shaped like the screens (issue 10 item 17): each list's export has the table's columns and headers,
 * dates as dd-MM-yyyy, money as numbers with 2 decimals and statuses as their labels. `raw=1` keeps the full
 * technical export (every field, flattened). The API's list kit looks a list up here by its envelope name.
 */
import { ATTENDEE_STATE_LABELS } from './event-capacity.ts';
import { AUDIT_EXPORT } from './audit-log.ts';
import { EVENT_STATUS_LABELS, type AttendeeItem, type EventItem } from './events.ts';
import type { StaffItem, OfficeItem } from './account.ts';
import type { BookingItem } from './booking-items.ts';
import { DEFAULT_TIME_ZONE, zonedMinuteParts as zonedParts } from './dates.ts';
import type { BarItem, CategoryItem, OrderItem, ProductItem } from './fandd.ts';
import type { InvoiceItem } from './invoices.ts';
import { ONLINE_DISPLAY_LABELS, type OnlinePaymentItem } from './online-refunds.ts';
import {
  BAR_STATUS_LABELS,
  GUEST_STATUS_LABELS,
  MEMBERSHIP_STATUS_LABELS,
  OFFER_STATUS_LABELS,
  OFFER_USER_STATUS_LABELS,
  OFFICE_STATUS_LABELS,
  OFFICE_VISIBILITY_LABELS,
  PRODUCT_STATUS_LABELS,
  RESOURCE_STATUS_LABELS,
  STAFF_STATUS_LABELS,
  TEAM_STATUS_LABELS,
  WORK_AREA_STATUS_LABELS,
  labelOf,
  yesNo,
} from './labels.ts';
import type { CampaignItem, OfferItem, OfferUserItem } from './marketing.ts';
import type { GuestItem } from './guests.ts';
import type { MemberItem } from './members.ts';
import { NOTICE_STATUS_LABELS, type NoticeItem } from './notices.ts';
import type { MembershipItem } from './memberships.ts';
import { toPence } from './money.ts';
import type { ResourceItem } from './space-resources.ts';
import type { WorkAreaItem } from './space-work-areas.ts';
import type { TeamItem } from './teams.ts';
import { BOOKING_STATUS_LABELS } from './booking-status.ts';
import { BOOKING_CHANNEL_LABELS, BOOKING_ORIGIN_LABELS, BOOKING_TYPE_LABELS } from './bookings.ts';
import { INVOICE_STATUS_LABELS, LINE_STATUS_LABELS } from './invoices.ts';
import { CAMPAIGN_STATUS_LABELS, OFFER_TYPE_LABELS, plannedDay } from './marketing.ts';
import { MEMBER_ROLE_LABELS, PRESENCE_LABELS } from './members.ts';
import { ORDER_STATUS_LABELS } from './order-status.ts';
import { AREA_TYPE_LABELS, RESOURCE_TYPE_LABELS } from './space.ts';
import { STAFF_ROLE_LABELS } from './account.ts';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type TicketItem } from './tickets.ts';

/** How a cell is written: text as is, a day as dd-MM-yyyy, an instant as dd-MM-yyyy HH:mm, money as 1234.50. */
export type ExportKind = 'text' | 'date' | 'datetime' | 'money' | 'number';
type Cell = string | number | boolean | null | undefined;

export interface ExportColumn<R> {
  header: string;
  kind?: ExportKind;
  value: (row: R) => Cell;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day (yyyy-MM-dd, kept as is) or an instant (its day in the time zone) as dd-MM-yyyy; '' when empty or invalid. */
export function exportDate(value: string | number | Date | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  const p = zonedParts(value, timeZone);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

/** An instant as dd-MM-yyyy HH:mm in the time zone; '' when empty or invalid. */
export function exportDateTime(value: string | number | Date | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DAY_ONLY.test(value)) return exportDate(value);
  const p = zonedParts(value, timeZone);
  return p ? `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}` : '';
}

/** Pounds as a plain number text with 2 decimals (no £, no thousands separator), so spreadsheets sum it. */
export function exportMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  const pence = toPence(n);
  return `${pence < 0 ? '-' : ''}${Math.floor(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;
}

/**
 * CSV formula injection (OWASP "CSV Injection", issue 30 finding 2): a spreadsheet runs a cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula (`=HYPERLINK(…)`). Such text cells get a leading `'`, which the
 * spreadsheet shows as text. Only text is neutralised: numbers, money, days and instants the writer formats itself
 * (a credit note's `-12.50`) stay numbers.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;
export const neutraliseCsvText = (text: string): string => (CSV_FORMULA_START.test(text) ? `'${text}` : text);

/** Whether a column's cells are text the users typed (neutralised) rather than values the writer formats. */
export const isTextExport = (kind: ExportKind | undefined) => kind === undefined || kind === 'text';

/** One cell of an export. */
export function exportCell<R>(column: ExportColumn<R>, row: R, timeZone: string = DEFAULT_TIME_ZONE): string {
  const v = column.value(row);
  switch (column.kind) {
    case 'date':
      return exportDate(v as string | null, timeZone);
    case 'datetime':
      return exportDateTime(v as string | null, timeZone);
    case 'money':
      return exportMoney(v as number | null);
    default:
      if (v === null || v === undefined) return '';
      if (typeof v === 'boolean') return yesNo(v);
      return String(v);
  }
}

const name = (u: { first_name: string; last_name: string } | null | undefined) => (u ? `${u.first_name} ${u.last_name}`.trim() : '');
const define = <R>(columns: ExportColumn<R>[]) => columns;

export const TEAM_EXPORT = define<TeamItem>([
  { header: 'Team', value: (t) => t.name },
  { header: 'Status', value: (t) => labelOf(TEAM_STATUS_LABELS, t.status) },
  { header: 'Members', kind: 'number', value: (t) => t.members },
]);

export const MEMBER_EXPORT = define<MemberItem>([
  { header: 'Member', value: (m) => name(m.user) },
  { header: 'Team', value: (m) => m.team?.name },
  { header: 'Email', value: (m) => m.user.email },
  { header: 'Club', value: (m) => m.office?.name },
  { header: 'Role', value: (m) => labelOf(MEMBER_ROLE_LABELS, m.role) },
  { header: 'Presence', value: (m) => labelOf(PRESENCE_LABELS, m.presence) },
  { header: 'Last Login', kind: 'date', value: (m) => m.user.last_login },
]);

export const GUEST_EXPORT = define<GuestItem>([
  { header: 'Name', value: (g) => g.name },
  { header: 'Email', value: (g) => g.email },
  { header: 'Host', value: (g) => name(g.host?.user) },
  { header: 'Team', value: (g) => g.team?.name },
  { header: 'Created', kind: 'date', value: (g) => g.create_date },
  { header: 'Origin', value: (g) => g.origin },
  { header: 'Status', value: (g) => labelOf(GUEST_STATUS_LABELS, g.status) },
]);

export const MEMBERSHIP_EXPORT = define<MembershipItem>([
  { header: 'Name', value: (m) => m.plan_membership?.name },
  { header: 'Member', value: (m) => name(m.member?.user) },
  { header: 'Team', value: (m) => m.team?.name },
  { header: 'Resource', value: (m) => m.resource?.name },
  { header: 'Price', kind: 'money', value: (m) => m.base_price },
  { header: 'Bookings', kind: 'number', value: (m) => m.num_bookings },
  { header: 'Start', kind: 'date', value: (m) => m.start },
  { header: 'End', kind: 'date', value: (m) => m.end },
  { header: 'Recurrent', value: (m) => m.recurrent },
  { header: 'Status', value: (m) => labelOf(MEMBERSHIP_STATUS_LABELS, m.status) },
]);

export const INVOICE_EXPORT = define<InvoiceItem>([
  { header: 'Invoice', value: (i) => i.name },
  { header: 'Status', value: (i) => labelOf(INVOICE_STATUS_LABELS, i.status) },
  { header: 'Amount', kind: 'money', value: (i) => i.gross_price },
  { header: 'Team', value: (i) => i.team?.name },
  { header: 'Date', kind: 'date', value: (i) => i.date },
  { header: 'Due Date', kind: 'date', value: (i) => i.date_due },
  { header: 'Lines', kind: 'number', value: (i) => i.lines },
  { header: 'Xero', value: (i) => (i.xero_id ? 'ok' : '') },
]);

export const ONLINE_PAYMENT_EXPORT = define<OnlinePaymentItem>([
  { header: 'Started', kind: 'datetime', value: (p) => p.created_at },
  { header: 'State', value: (p) => labelOf(ONLINE_DISPLAY_LABELS, p.state) },
  { header: 'Invoice', value: (p) => p.invoice.name },
  { header: 'Amount', kind: 'money', value: (p) => p.amount },
  { header: 'Method', value: (p) => (p.method === 'direct_debit' ? 'Direct Debit' : p.method === 'card' ? 'Card' : '') },
  { header: 'Refunded', kind: 'money', value: (p) => p.refunded },
  { header: 'Unapplied', value: (p) => (p.unapplied ? 'yes' : '') },
  { header: 'Stripe payment', value: (p) => p.payment_intent_id ?? p.checkout_session_id },
]);

export const STAFF_EXPORT = define<StaffItem>([
  { header: 'Name', value: (s) => name(s.user) },
  { header: 'Location', value: (s) => (s.all_offices ? 'All offices' : s.offices.map((o) => o.name).join(', ')) },
  { header: 'Email address', value: (s) => s.user.email },
  { header: 'Phone number', value: (s) => s.user.phone },
  { header: 'Job Title', value: (s) => s.job_title },
  { header: 'Role', value: (s) => labelOf(STAFF_ROLE_LABELS, s.role) },
  { header: 'Status', value: (s) => labelOf(STAFF_STATUS_LABELS, s.status) },
]);

export const OFFICE_EXPORT = define<OfficeItem>([
  { header: 'Name', value: (o) => o.name },
  { header: 'Short code', value: (o) => o.short_code },
  { header: 'Town', value: (o) => o.town },
  { header: 'Capacity', kind: 'number', value: (o) => o.max_occupancy },
  { header: 'Visibility', value: (o) => labelOf(OFFICE_VISIBILITY_LABELS, o.visibility) },
  { header: 'Status', value: (o) => labelOf(OFFICE_STATUS_LABELS, o.status) },
]);

export const RESOURCE_EXPORT = define<ResourceItem>([
  { header: 'Resource', value: (r) => r.name },
  { header: 'Internal id', value: (r) => r.identifier },
  { header: 'Type', value: (r) => labelOf(RESOURCE_TYPE_LABELS, r.resource_type) },
  { header: 'Office', value: (r) => r.office?.name },
  { header: 'Floor', value: (r) => r.floor?.name },
  { header: 'Work area', value: (r) => r.work_area?.name },
  { header: 'Capacity', kind: 'number', value: (r) => r.capacity },
  { header: 'Price(Day)', kind: 'money', value: (r) => r.price_day },
  { header: 'Price(Hour)', kind: 'money', value: (r) => r.price_hour },
  { header: 'Status', value: (r) => labelOf(RESOURCE_STATUS_LABELS, r.status) },
]);

export const WORK_AREA_EXPORT = define<WorkAreaItem>([
  { header: 'Work area', value: (w) => w.name },
  { header: 'Type', value: (w) => labelOf(AREA_TYPE_LABELS, w.area_type) },
  { header: 'Office', value: (w) => w.office?.name },
  { header: 'Floor', value: (w) => w.floor?.name },
  { header: 'Capacity', kind: 'number', value: (w) => w.size },
  { header: 'Order', kind: 'number', value: (w) => w.order },
  { header: 'Bookable', value: (w) => w.bookable },
  { header: 'Status', value: (w) => labelOf(WORK_AREA_STATUS_LABELS, w.status) },
]);

const bookedFor = (b: BookingItem) => (b.member ? name(b.member.user) : (b.guest?.name ?? b.team?.name ?? ''));

/** The table's Time column is two columns here (start and end), so a spreadsheet can sort and filter on them. */
export const BOOKING_EXPORT = define<BookingItem>([
  { header: 'Code', value: (b) => b.code },
  { header: 'Start', kind: 'datetime', value: (b) => b.planned_start },
  { header: 'End', kind: 'datetime', value: (b) => b.planned_end },
  { header: 'Booked for', value: bookedFor },
  { header: 'Team', value: (b) => b.team?.name },
  { header: 'Type', value: (b) => labelOf(BOOKING_TYPE_LABELS, b.booking_type) },
  { header: 'Resource', value: (b) => b.resource?.name ?? (b.work_area ? `${b.work_area.name} · no desk` : 'No desk') },
  { header: 'Origin', value: (b) => labelOf(BOOKING_ORIGIN_LABELS, b.origin) },
  { header: 'Channel', value: (b) => labelOf(BOOKING_CHANNEL_LABELS, b.channel) },
  { header: 'Status', value: (b) => labelOf(BOOKING_STATUS_LABELS, b.status) },
  { header: 'Price', kind: 'money', value: (b) => b.price ?? 0 },
  {
    header: 'Payment',
    value: (b) => labelOf(LINE_STATUS_LABELS, b.invoice_line?.status === 'pending_payment' ? 'payment_pending' : b.invoice_line?.status),
  },
  { header: 'Payment ref.', value: (b) => b.invoice_line?.payment_reference },
]);

export const ORDER_EXPORT = define<OrderItem>([
  { header: 'Code', value: (o) => o.code },
  { header: 'Status', value: (o) => labelOf(ORDER_STATUS_LABELS, o.status) },
  { header: 'Order', value: (o) => o.order_lines.map((l) => `${l.product?.name ?? 'Product removed'} × ${l.quantity}`).join(', ') },
  { header: 'Member', value: (o) => name(o.member?.user) },
  { header: 'Resource', value: (o) => o.booking?.resource?.name },
  { header: 'Price', kind: 'money', value: (o) => o.price },
  { header: 'Date', kind: 'datetime', value: (o) => o.init_date },
]);

export const PRODUCT_EXPORT = define<ProductItem>([
  { header: 'Name', value: (p) => p.name },
  { header: 'Category', value: (p) => p.category?.name },
  { header: 'Price', kind: 'money', value: (p) => p.price },
  { header: 'Happy hour', kind: 'money', value: (p) => p.price_hh },
  { header: 'Stock', kind: 'number', value: (p) => p.quantity },
  { header: 'Status', value: (p) => (p.available ? labelOf(PRODUCT_STATUS_LABELS, p.status) : PRODUCT_STATUS_LABELS.unavailable) },
  { header: 'Order', kind: 'number', value: (p) => p.order_in_list },
]);

export const CATEGORY_EXPORT = define<CategoryItem>([
  { header: 'Name', value: (c) => c.name },
  { header: 'Description', value: (c) => c.description },
  { header: 'Products', kind: 'number', value: (c) => c.products },
  { header: 'Status', value: (c) => labelOf(PRODUCT_STATUS_LABELS, c.status) },
]);

export const BAR_EXPORT = define<BarItem>([
  { header: 'Name', value: (b) => b.name },
  { header: 'Office', value: (b) => b.office?.name },
  { header: 'Open', value: (b) => b.open_time },
  { header: 'Close', value: (b) => b.close_time },
  { header: 'Status', value: (b) => labelOf(BAR_STATUS_LABELS, b.status) },
  { header: 'Staff', value: (b) => b.staff.map((s) => s.name).join(', ') },
]);

export const CAMPAIGN_EXPORT = define<CampaignItem>([
  { header: 'Name', value: (c) => c.name },
  { header: 'Type', value: (c) => c.type?.name },
  { header: 'Code', value: (c) => c.code },
  { header: 'Created', kind: 'date', value: (c) => c.date_created },
  { header: 'Planned', kind: 'date', value: (c) => plannedDay(c.date_planned) },
  { header: 'Status', value: (c) => labelOf(CAMPAIGN_STATUS_LABELS, c.status) },
  { header: 'Nº users', kind: 'number', value: (c) => c.num_users },
]);

export const OFFER_EXPORT = define<OfferItem>([
  { header: 'Code', value: (o) => o.code },
  { header: 'Title', value: (o) => o.title },
  { header: 'Type', value: (o) => labelOf(OFFER_TYPE_LABELS, o.offer_type) },
  { header: 'Price', kind: 'money', value: (o) => o.price },
  { header: 'Discount', kind: 'money', value: (o) => o.discount },
  { header: 'Start', kind: 'datetime', value: (o) => o.date_start },
  { header: 'End', kind: 'datetime', value: (o) => o.date_end },
  { header: 'Status', value: (o) => labelOf(OFFER_STATUS_LABELS, o.status) },
]);

export const OFFER_USER_EXPORT = define<OfferUserItem>([
  { header: 'User', value: (o) => name(o.user) },
  { header: 'Offer name', value: (o) => o.offer.title },
  { header: 'Offer code', value: (o) => o.offer.code },
  { header: 'Date', kind: 'date', value: (o) => o.date },
  { header: 'Status', value: (o) => labelOf(OFFER_USER_STATUS_LABELS, o.status) },
]);

export const NOTICE_EXPORT = define<NoticeItem>([
  { header: 'Title', value: (n) => n.title },
  { header: 'Offices', value: (n) => (n.offices.length ? n.offices.map((o) => o.name).join(', ') : 'All offices') },
  { header: 'Publish at', kind: 'datetime', value: (n) => n.publish_at },
  { header: 'Expire at', kind: 'datetime', value: (n) => n.expire_at },
  { header: 'Pinned', value: (n) => n.pinned },
  { header: 'Status', value: (n) => labelOf(NOTICE_STATUS_LABELS, n.status) },
  { header: 'E-mailed', kind: 'datetime', value: (n) => n.emailed_at },
  { header: 'Nº e-mails', kind: 'number', value: (n) => n.emailed_count },
]);

export const EVENT_EXPORT = define<EventItem>([
  { header: 'Event', value: (e) => e.title },
  { header: 'Club', value: (e) => e.office.name },
  { header: 'Place', value: (e) => e.room?.name ?? e.place },
  { header: 'Start', kind: 'datetime', value: (e) => e.start },
  { header: 'End', kind: 'datetime', value: (e) => e.end },
  { header: 'Capacity', kind: 'number', value: (e) => e.capacity },
  { header: 'Going', kind: 'number', value: (e) => e.going },
  { header: 'Waiting', kind: 'number', value: (e) => e.waiting },
  { header: 'Checked in', kind: 'number', value: (e) => e.checked_in },
  { header: 'Price', kind: 'money', value: (e) => e.price },
  { header: 'Status', value: (e) => labelOf(EVENT_STATUS_LABELS, e.status) },
]);

export const EVENT_ATTENDEE_EXPORT = define<AttendeeItem>([
  { header: 'Name', value: (a) => a.name },
  { header: 'Email', value: (a) => a.email },
  { header: 'Team', value: (a) => a.team },
  { header: 'State', value: (a) => labelOf(ATTENDEE_STATE_LABELS, a.state) },
  { header: 'Waiting position', kind: 'number', value: (a) => a.position },
  { header: 'RSVP', kind: 'datetime', value: (a) => a.rsvp_at },
  { header: 'Checked in', kind: 'datetime', value: (a) => a.checked_in_at },
]);

export const TICKET_EXPORT = define<TicketItem>([
  { header: 'Number', kind: 'number', value: (t) => t.number },
  { header: 'Subject', value: (t) => t.subject },
  { header: 'Status', value: (t) => labelOf(TICKET_STATUS_LABELS, t.status) },
  { header: 'Priority', value: (t) => labelOf(TICKET_PRIORITY_LABELS, t.priority) },
  { header: 'Category', value: (t) => t.category?.name },
  { header: 'Office', value: (t) => t.office?.name },
  { header: 'Member', value: (t) => t.member.name },
  { header: 'Assignee', value: (t) => t.assignee?.name },
  { header: 'Raised', kind: 'datetime', value: (t) => t.created_at },
  { header: 'First response', kind: 'datetime', value: (t) => t.first_response_at },
  { header: 'Resolved', kind: 'datetime', value: (t) => t.resolved_at },
  { header: 'Overdue', value: (t) => yesNo(t.overdue) },
]);

/** Export columns per list, by the envelope's list name; a list missing here exports its raw fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list's rows have their own type
export const LIST_EXPORTS: Readonly<Record<string, readonly ExportColumn<any>[]>> = {
  teams: TEAM_EXPORT,
  members: MEMBER_EXPORT,
  guests: GUEST_EXPORT,
  memberships: MEMBERSHIP_EXPORT,
  invoices: INVOICE_EXPORT,
  staff: STAFF_EXPORT,
  online_payments: ONLINE_PAYMENT_EXPORT,
  offices: OFFICE_EXPORT,
  resources: RESOURCE_EXPORT,
  work_areas: WORK_AREA_EXPORT,
  bookings: BOOKING_EXPORT,
  orders: ORDER_EXPORT,
  products: PRODUCT_EXPORT,
  categories: CATEGORY_EXPORT,
  bars: BAR_EXPORT,
  notification_campaigns: CAMPAIGN_EXPORT,
  offers: OFFER_EXPORT,
  offer_users: OFFER_USER_EXPORT,
  notices: NOTICE_EXPORT,
  events: EVENT_EXPORT,
  event_attendees: EVENT_ATTENDEE_EXPORT,
  tickets: TICKET_EXPORT,
  audit_entries: AUDIT_EXPORT,
};
