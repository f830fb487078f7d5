-- Issue 23 item 6: one occupancy for the map and the dashboard. The occupancy card takes a scope's blocked desk-days
-- from the block rows over the period (a blocked desk is neither bookable nor booked that day): blocks are a handful
-- per operator, so a partial index holds only them and the card reads them without walking the period's bookings.
CREATE INDEX IF NOT EXISTS "bookings_client_blocks_idx" ON "bookings" ("client_id", "planned_end") WHERE "booking_type" = 'block';
