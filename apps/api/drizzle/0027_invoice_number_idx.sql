-- Issue 14: the next invoice number is the operator's highest number + 1 (per kind). Without an index on the number
-- that max() read every invoice of the operator: 1.5 s per new draft at 1M invoices, most of a booking create that
-- opens an invoice. With it the max is one index probe.
CREATE INDEX IF NOT EXISTS "invoices_client_kind_number_idx" ON "invoices" ("client_id", "kind", ((substring("name" from '([0-9]+)$'))::numeric));--> statement-breakpoint
ANALYZE invoices;
