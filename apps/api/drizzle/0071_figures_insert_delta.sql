-- Issue 32: inserts add to the day figures instead of re-aggregating the whole day (a billing run's lines and drafts
-- all share the month's first day, so each page re-read everything the run had written: quadratic). Updates and
-- deletes keep the full refresh.
CREATE OR REPLACE FUNCTION public.invoice_day_figures_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
 SET jit TO 'off'
AS $function$
DECLARE
  kc integer[]; ko integer[]; kd date[]; ks text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- New invoices add to their keys' counts and sums (migration 0070, issue 32) rather than re-aggregating the keys'
    -- days; the same totals as invoice_day_figures_refresh. Rows in key order, as the refresh locks them.
    INSERT INTO invoice_day_figures AS f (client_id, office_key, day, status, invoices, gross_pence)
      SELECT client_id, coalesce(office_id, 0), date, status, count(*), coalesce(sum(gross_price_pence), 0)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (client_id, office_key, day, status)
      DO UPDATE SET invoices = f.invoices + excluded.invoices, gross_pence = f.gross_pence + excluded.gross_pence;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d), array_agg(s) INTO kc, ko, kd, ks FROM (
      SELECT DISTINCT client_id AS c, coalesce(office_id, 0) AS o, date AS d, status AS s FROM old_rows) k;
  ELSE
    SELECT array_agg(c), array_agg(o), array_agg(d), array_agg(s) INTO kc, ko, kd, ks FROM (
      SELECT DISTINCT x.* FROM old_rows oi JOIN new_rows ni ON ni.id = oi.id
      CROSS JOIN LATERAL (VALUES (oi.client_id, coalesce(oi.office_id, 0), oi.date, oi.status), (ni.client_id, coalesce(ni.office_id, 0), ni.date, ni.status)) x(c, o, d, s)
      WHERE (oi.client_id, oi.office_id, oi.date, oi.status, oi.gross_price_pence) IS DISTINCT FROM (ni.client_id, ni.office_id, ni.date, ni.status, ni.gross_price_pence)) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM invoice_day_figures_refresh(kc, ko, kd, ks); END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.income_day_figures_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
 SET jit TO 'off'
AS $function$
DECLARE
  kc integer[]; kd date[];
BEGIN
  IF TG_TABLE_NAME = 'invoice_lines' THEN
    IF TG_OP = 'INSERT' THEN
      -- New lines add to their days' sums (migration 0070, issue 32): no re-aggregation of the whole day, which made a
      -- billing run, whose lines all share a day, quadratic. Same groups and sums as income_day_figures_refresh, under
      -- its (client, day) lock.
      PERFORM pg_advisory_xact_lock(k.c, k.d - DATE '2000-01-01') FROM (SELECT DISTINCT client_id AS c, date AS d FROM new_rows ORDER BY 1, 2) k;
      INSERT INTO income_day_figures AS f (client_id, day, office_key, category, gross_pence)
        SELECT l.client_id, l.date, coalesce(i.office_id, 0),
          income_category(l.payment_type, l.order_id, lb.broker_id, lb.booking_type, lp.category,
            (SELECT p.category FROM memberships lm JOIN membership_plans p ON p.id = lm.plan_id WHERE lm.id = l.membership_id)),
          coalesce(sum(l.line_gross_price_pence), 0)
        FROM new_rows l
        JOIN invoices i ON i.id = l.invoice_id AND i.status <> 'void'
        LEFT JOIN LATERAL (SELECT b.broker_id, b.booking_type FROM bookings b
            WHERE b.id = l.booking_id OR (l.booking_id IS NULL AND b.invoice_line_id = l.id)
            ORDER BY (b.broker_id IS NULL), (b.booking_type <> 'meeting_room'), b.id LIMIT 1) lb ON true
        LEFT JOIN membership_plans lp ON lp.id = l.plan_id
        WHERE l.status <> 'void'
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (client_id, day, office_key, category) DO UPDATE SET gross_pence = f.gross_pence + excluded.gross_pence;
      RETURN NULL;
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
END $function$;
