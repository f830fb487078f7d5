import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { invoices, offices } from '../../db/schema/index.ts';

/** Today (a date) in the invoice office's time zone; an invoice without an office uses the default zone. */
const invoiceToday = sql`(now() at time zone coalesce((select ${offices.timeZone} from ${offices} where ${offices.id} = ${invoices.officeId}), ${DEFAULT_TIME_ZONE}))::date`;

/**
 * The contract's isInvoiceOverdue in SQL: pending payment (or its legacy spelling) and due strictly before today in
 * the invoice office's zone. Used as a selected column (invoice items' `overdue`) and as the list's overdue filter.
 */
export const overdueSql = sql<boolean>`(${invoices.status} in ('pending_payment', 'payment_pending') and ${invoices.dateDue} is not null and ${invoices.dateDue} < ${invoiceToday})`;
