-- Issue 23: issued invoices are final. issued_at records when Validate or Send (or a status past draft) issued the
-- invoice; credited_pence is credit applied: on an invoice, what its credit notes took off what was due; on a credit
-- note, what of it went to its invoice instead of a refund.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "credited_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: an invoice was issued when it is pending payment or paid (validated, sent, or marked paid), when it was
-- ever sent (date_sent, even if voided or set back to draft since), and a credit note always (issued at once). Its
-- issue day is the day it was sent, else closed, else its date (midnight UTC: the model keeps days, not instants).
-- A void invoice never sent was a discarded draft and stays unissued. Credit notes so far were all refunds of paid
-- invoices, so nothing was applied (0).
UPDATE "invoices" SET "issued_at" = (coalesce("date_sent", "date_closed", "date")::timestamp AT TIME ZONE 'UTC')
  WHERE "issued_at" IS NULL AND ("status" IN ('pending_payment', 'paid') OR "date_sent" IS NOT NULL OR "kind" = 'credit_note');
