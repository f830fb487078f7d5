-- Issue 14, perf-lists: the bookings list walks its default order index-only (ids first, keyset CSV export), and the
-- name search finds bookings through indexes instead of joining every booking.
-- The default order (planned_start, id) with the columns every list filter reads (blocks are excluded, office
-- scope): deep pages and the export's keyset chunks read the index alone, ties on planned_start need no sort.
DROP INDEX IF EXISTS "bookings_client_start_idx";--> statement-breakpoint
CREATE INDEX "bookings_client_start_idx" ON "bookings" USING btree ("client_id","planned_start","id","booking_type","office_id");--> statement-breakpoint
-- The search's arms: the booking code (trigram, as the query writes it) and the guest's bookings.
CREATE INDEX "bookings_code_trgm_idx" ON "bookings" USING gin (replace("code", ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id");--> statement-breakpoint
ANALYZE bookings;
