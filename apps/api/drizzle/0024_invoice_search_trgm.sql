-- Issue 14: the invoices list's name search finds invoices by number, payment reference (trigram indexes on the
-- expressions the query writes) or team (an id set through invoices_team_idx) instead of walking every invoice by date
-- and joining its team (4 s for one number at 1M invoices an operator).
CREATE INDEX IF NOT EXISTS "invoices_name_trgm_idx" ON "invoices" USING gin (replace("name", ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_payment_reference_trgm_idx" ON "invoices" USING gin (replace("payment_reference", ' ', '') gin_trgm_ops);--> statement-breakpoint
ANALYZE invoices;
