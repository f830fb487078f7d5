-- Written by hand: drizzle-kit cannot express EXCLUDE constraints.
-- One resource cannot hold two live bookings (active, pre_paid, alert) whose [planned_start, planned_end) ranges
-- overlap; back-to-back bookings are fine. A violation raises SQLSTATE 23P01, which the API maps to 409.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_planned_range_ck" CHECK ("planned_end" > "planned_start");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "resource_id" WITH =,
  tstzrange("planned_start", "planned_end") WITH &&
) WHERE ("resource_id" IS NOT NULL AND "status" IN ('active', 'pre_paid', 'alert'));
