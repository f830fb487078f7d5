-- Written by hand (issue 11, buffers and blocks): drizzle-kit cannot express triggers or EXCLUDE constraints.
-- Every booking row stores the end of the range it keeps: blocked_until = planned_end + its resource's buffer
-- (0–30 minutes, resources.buffer_minutes; blocks keep no buffer). A trigger sets it on every write path, so the
-- exclusion constraint (which cannot look up a policy) guards [planned_start, blocked_until) instead of the planned
-- range. The range is recomputed only when the times, the resource or the type change: a later change of the room's
-- buffer applies to bookings written afterwards and never turns a confirmed booking into a violation.
ALTER TABLE "resources" ADD CONSTRAINT "resources_buffer_minutes_ck" CHECK ("buffer_minutes" BETWEEN 0 AND 30);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_blocked_until() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.planned_end IS NOT DISTINCT FROM OLD.planned_end
     AND NEW.resource_id IS NOT DISTINCT FROM OLD.resource_id AND NEW.booking_type IS NOT DISTINCT FROM OLD.booking_type
     AND OLD.blocked_until IS NOT NULL THEN
    NEW.blocked_until := OLD.blocked_until;
    RETURN NEW;
  END IF;
  NEW.blocked_until := NEW.planned_end + make_interval(mins => CASE WHEN NEW.booking_type = 'block' THEN 0 ELSE
    coalesce((SELECT r.buffer_minutes FROM resources r WHERE r.id = NEW.resource_id), 0) END);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_blocked_until BEFORE INSERT OR UPDATE ON "bookings" FOR EACH ROW EXECUTE FUNCTION bookings_blocked_until();
--> statement-breakpoint
UPDATE "bookings" SET "blocked_until" = "planned_end" WHERE "blocked_until" IS NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "blocked_until" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_blocked_until_ck" CHECK ("blocked_until" >= "planned_end");
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
-- Same name and WHERE as before (contract OCCUPYING_BOOKING_STATUSES); only the guarded range grew by the buffer.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "resource_id" WITH =,
  tstzrange("planned_start", "blocked_until") WITH &&
) WHERE ("resource_id" IS NOT NULL AND "status" IN ('active', 'pre_paid', 'alert'));
