-- Issue 14: booking create at large, statement by statement (auto_explain).
-- 1. The block check of every create and move (modules/blocks/booking-guard.ts) asked the resource's bookings of
--    type block overlapping the slot through (resource_id, planned_start): a walk over the room's whole history
--    (~0.6 ms a create at large, growing with time). Blocks are a handful a resource: a partial index holds only them.
CREATE INDEX IF NOT EXISTS "bookings_resource_blocks_idx" ON "bookings" ("resource_id", "planned_start") WHERE "booking_type" = 'block';--> statement-breakpoint
-- 2. A booking's update recounted the income of its line's day whenever its invoice_line_id changed — on every
--    booking create that bills an invoice (the line is inserted with booking_id, then the booking points at it):
--    1.3 ms of a ~25 ms create. A line that names its booking (booking_id) is classified by that booking's broker and
--    type only; the bookings pointing at a line matter only for a line without booking_id (income_day_figures_refresh).
--    So: lines naming the booking when its broker or type changed, and lines without booking_id that it pointed or
--    points at. Everything else as in 0025.
CREATE OR REPLACE FUNCTION income_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; kd date[];
BEGIN
  IF TG_TABLE_NAME = 'invoice_lines' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (SELECT DISTINCT client_id AS c, date AS d FROM new_rows) k;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (SELECT DISTINCT client_id AS c, date AS d FROM old_rows) k;
    ELSE
      SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (
        SELECT DISTINCT x.c, x.d FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.client_id, o.date), (n.client_id, n.date)) x(c, d)
        WHERE (o.client_id, o.date, o.invoice_id, o.line_gross_price_pence, o.payment_type, o.order_id, o.booking_id, o.plan_id, o.membership_id)
          IS DISTINCT FROM (n.client_id, n.date, n.invoice_id, n.line_gross_price_pence, n.payment_type, n.order_id, n.booking_id, n.plan_id, n.membership_id)) k;
    END IF;
  ELSIF TG_TABLE_NAME = 'invoices' THEN
    -- Status or office changed: the dates of the invoice's lines (a deleted invoice's lines go by cascade, through
    -- their own trigger).
    SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (
      SELECT DISTINCT l.client_id AS c, l.date AS d FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN invoice_lines l ON l.invoice_id = n.id
      WHERE (o.status, o.office_id) IS DISTINCT FROM (n.status, n.office_id)) k;
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    -- Lines that bill these bookings (by booking_id) or that the bookings point at (invoice_line_id).
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (
        SELECT DISTINCT l.client_id AS c, l.date AS d FROM new_rows b JOIN invoice_lines l ON l.id = b.invoice_line_id) k;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (
        SELECT DISTINCT l.client_id AS c, l.date AS d FROM old_rows b JOIN invoice_lines l ON l.id = b.invoice_line_id) k;
    ELSE
      SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (
        SELECT l.client_id AS c, l.date AS d
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN invoice_lines l ON l.booking_id = n.id
        WHERE (o.broker_id, o.booking_type) IS DISTINCT FROM (n.broker_id, n.booking_type)
        UNION
        SELECT l.client_id, l.date
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN invoice_lines l ON l.id IN (o.invoice_line_id, n.invoice_line_id) AND l.booking_id IS NULL
        WHERE (o.broker_id, o.booking_type, o.invoice_line_id) IS DISTINCT FROM (n.broker_id, n.booking_type, n.invoice_line_id)) k;
    END IF;
  ELSIF TG_TABLE_NAME = 'memberships' THEN
    SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (
      SELECT DISTINCT l.client_id AS c, l.date AS d FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN invoice_lines l ON l.membership_id = n.id
      WHERE o.plan_id IS DISTINCT FROM n.plan_id) k;
  ELSIF TG_TABLE_NAME = 'membership_plans' THEN
    SELECT array_agg(c), array_agg(d) INTO kc, kd FROM (
      SELECT DISTINCT l.client_id AS c, l.date AS d FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN invoice_lines l ON l.plan_id = n.id OR l.membership_id IN (SELECT m.id FROM memberships m WHERE m.plan_id = n.id)
      WHERE o.category IS DISTINCT FROM n.category) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM income_day_figures_refresh(kc, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ANALYZE bookings;
