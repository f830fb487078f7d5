-- Income (GET /api/statistics) leaves voided lines out (issue 23, found by the ledger model: a booking cancelled and
-- refunded on a draft voids its line in place, and the statistics went on counting it). The recount, the trigger's
-- change test (a line's status now matters) and the full rebuild, each as before otherwise; then a rebuild of income.
CREATE OR REPLACE FUNCTION income_day_figures_refresh(k_client integer[], k_day date[]) RETURNS void
  LANGUAGE plpgsql SET jit = off SET work_mem = '256MB' AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k.c, k.d - DATE '2000-01-01') FROM (SELECT DISTINCT c, d FROM unnest(k_client, k_day) k(c, d) ORDER BY 1, 2) k;
  DELETE FROM income_day_figures f USING (SELECT DISTINCT c, d FROM unnest(k_client, k_day) k(c, d)) k WHERE f.client_id = k.c AND f.day = k.d;
  INSERT INTO income_day_figures (client_id, day, office_key, category, gross_pence)
    SELECT l.client_id, l.date, coalesce(i.office_id, 0),
      income_category(l.payment_type, l.order_id, lb.broker_id, lb.booking_type, lp.category,
        -- A scalar lookup by primary key per line: joined, the planner hashed every membership (~100 ms for a one-line day).
        (SELECT p.category FROM memberships lm JOIN membership_plans p ON p.id = lm.plan_id WHERE lm.id = l.membership_id)),
      coalesce(sum(l.line_gross_price_pence), 0)
    FROM (SELECT DISTINCT c, d FROM unnest(k_client, k_day) k(c, d)) k
    JOIN invoice_lines l ON l.client_id = k.c AND l.date = k.d AND l.status <> 'void'
    JOIN invoices i ON i.id = l.invoice_id AND i.status <> 'void'
    -- The line's booking, else (a line grouping several bookings) the bookings that point at it.
    LEFT JOIN LATERAL (SELECT b.broker_id, b.booking_type FROM bookings b
        WHERE b.id = l.booking_id OR (l.booking_id IS NULL AND b.invoice_line_id = l.id)
        ORDER BY (b.broker_id IS NULL), (b.booking_type <> 'meeting_room'), b.id LIMIT 1) lb ON true
    LEFT JOIN membership_plans lp ON lp.id = l.plan_id
    GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
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
        WHERE (o.client_id, o.date, o.invoice_id, o.line_gross_price_pence, o.status, o.payment_type, o.order_id, o.booking_id, o.plan_id, o.membership_id)
          IS DISTINCT FROM (n.client_id, n.date, n.invoice_id, n.line_gross_price_pence, n.status, n.payment_type, n.order_id, n.booking_id, n.plan_id, n.membership_id)) k;
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
CREATE OR REPLACE FUNCTION day_figures_rebuild(only_offices integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql
  SET work_mem = '256MB' AS $$
BEGIN
  DELETE FROM booking_day_figures WHERE only_offices IS NULL OR office_id = ANY (only_offices);
  INSERT INTO booking_day_figures (client_id, office_id, day, desks, desk_bookings, desk_checkins, desk_regular, desk_referral,
      desk_trial, desk_complimentary, room_bookings, room_hours, room_revenue_pence, room_cancelled)
    SELECT c, o, d, count(resource_id) FILTER (WHERE desk_n > 0), sum(desk_n), sum(checkins), sum(regular), sum(referral), sum(trial),
      sum(compl), sum(room_n), coalesce(sum(room_hours), 0), coalesce(sum(room_revenue), 0), sum(room_cancelled)
    FROM (
      SELECT b.client_id AS c, b.office_id AS o, (b.planned_start AT TIME ZONE of.time_zone)::date AS d, b.resource_id,
        count(*) FILTER (WHERE desk AND live) AS desk_n,
        count(b.real_start) FILTER (WHERE desk AND live) AS checkins,
        count(*) FILTER (WHERE desk AND live AND b.origin = 'regular') AS regular,
        count(*) FILTER (WHERE desk AND live AND b.origin = 'referral') AS referral,
        count(*) FILTER (WHERE desk AND live AND b.origin = 'trial') AS trial,
        count(*) FILTER (WHERE desk AND live AND b.origin IN ('complimentary', 'deference')) AS compl,
        count(*) FILTER (WHERE room AND live) AS room_n,
        sum(extract(epoch FROM b.planned_end - b.planned_start) / 3600) FILTER (WHERE room AND live) AS room_hours,
        sum(b.price_pence) FILTER (WHERE room AND live) AS room_revenue,
        count(*) FILTER (WHERE room AND b.status = 'cancelled') AS room_cancelled
      FROM bookings b JOIN offices of ON of.id = b.office_id
      CROSS JOIN LATERAL (SELECT b.booking_type IN ('hot_desk', 'desk') AS desk, b.booking_type = 'meeting_room' AS room,
        b.status NOT IN ('cancelled', 'refund', 'released') AS live) f
      WHERE only_offices IS NULL OR b.office_id = ANY (only_offices)
      GROUP BY 1, 2, 3, 4) per_resource
    GROUP BY c, o, d;
  DELETE FROM order_day_figures WHERE only_offices IS NULL OR office_key = ANY (only_offices);
  INSERT INTO order_day_figures (client_id, office_key, day, orders, revenue_pence)
    SELECT x.client_id, coalesce(x.office_id, 0), (x.init_date AT TIME ZONE coalesce(of.time_zone, 'Europe/London'))::date,
      count(*) FILTER (WHERE x.status <> 'cancelled'), coalesce(sum(x.price_pence) FILTER (WHERE x.status <> 'cancelled'), 0)
    FROM orders x LEFT JOIN offices of ON of.id = x.office_id
    WHERE only_offices IS NULL OR x.office_id = ANY (only_offices)
    GROUP BY 1, 2, 3;
  IF only_offices IS NULL THEN
    DELETE FROM income_day_figures;
    INSERT INTO income_day_figures (client_id, day, office_key, category, gross_pence)
      SELECT l.client_id, l.date, coalesce(i.office_id, 0),
        income_category(l.payment_type, l.order_id,
          CASE WHEN l.booking_id IS NOT NULL THEN b1.broker_id ELSE b2.broker_id END,
          CASE WHEN l.booking_id IS NOT NULL THEN b1.booking_type ELSE b2.booking_type END, lp.category, mp.category),
        coalesce(sum(l.line_gross_price_pence), 0)
      FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id AND i.status <> 'void' AND l.status <> 'void'
      LEFT JOIN (SELECT id, broker_id, booking_type FROM bookings
          WHERE id IN (SELECT booking_id FROM invoice_lines WHERE booking_id IS NOT NULL)) b1 ON b1.id = l.booking_id
      LEFT JOIN (SELECT DISTINCT ON (invoice_line_id) invoice_line_id, broker_id, booking_type FROM bookings WHERE invoice_line_id IS NOT NULL
          ORDER BY invoice_line_id, (broker_id IS NULL), (booking_type <> 'meeting_room'), id) b2 ON b2.invoice_line_id = l.id AND l.booking_id IS NULL
      LEFT JOIN membership_plans lp ON lp.id = l.plan_id
      LEFT JOIN memberships lm ON lm.id = l.membership_id
      LEFT JOIN membership_plans mp ON mp.id = lm.plan_id
      GROUP BY 1, 2, 3, 4;
    DELETE FROM invoice_day_figures;
    INSERT INTO invoice_day_figures (client_id, office_key, day, status, invoices, gross_pence)
      SELECT client_id, coalesce(office_id, 0), date, status, count(*), coalesce(sum(gross_price_pence), 0)
      FROM invoices GROUP BY 1, 2, 3, 4;
    PERFORM payment_day_figures_rebuild();
  END IF;
END $$;
--> statement-breakpoint
SELECT income_day_figures_refresh(array_agg(client_id), array_agg(date)) FROM (SELECT DISTINCT client_id, date FROM invoice_lines WHERE status = 'void') v;
