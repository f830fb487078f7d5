-- Issue 23 item 5: the dashboard's "Paid (£)" follows the money received, not the invoices' status (recording £1,000
-- today left Paid at £0.00 for Today). Paid on a day = money received that day − refunds paid out that day, per office
-- of the invoice (office_key 0 = none), documents that are not void (docs/decisions.md, "Issue 23 — bounds"):
--   received: payments (invoice_payments) of invoices by payment date, plus what an invoice marked paid without
--             payments covering it (the status toggle, the Xero pull: |gross| − paid_pence) was declared paid, on its
--             closing day (its date when it has none) — contract invoiceAmounts shows such an invoice as fully paid;
--   refunded: the same for credit notes (a payment of a credit note is a refund paid out).
-- Kept exact like the figures of 0025: statement triggers collect the touched (operator, office, day) keys and
-- RECOUNT them from the base tables under the figure rows' locks (taken in key order).
CREATE TABLE "payment_day_figures" (
	"client_id" integer NOT NULL,
	"office_key" integer NOT NULL,
	"day" date NOT NULL,
	"received_pence" bigint DEFAULT 0 NOT NULL,
	"refunded_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_day_figures_client_id_office_key_day_pk" PRIMARY KEY("client_id","office_key","day")
);
--> statement-breakpoint
CREATE INDEX "payment_day_figures_client_day_idx" ON "payment_day_figures" USING btree ("client_id","day");
--> statement-breakpoint
-- A key's recount reads the operator's payments of the day and the invoices declared paid that day.
CREATE INDEX "invoice_payments_client_date_idx" ON "invoice_payments" USING btree ("client_id","date");
--> statement-breakpoint
CREATE INDEX "invoices_client_paid_day_idx" ON "invoices" USING btree ("client_id", (coalesce("date_closed", "date"))) WHERE "status" = 'paid';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_day_figures_refresh(k_client integer[], k_office integer[], k_day date[]) RETURNS void
  LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  nestloop text := current_setting('enable_nestloop');
  bulk boolean := cardinality(k_client) > 200;
  lo date; hi date; kc integer[];
BEGIN
  INSERT INTO payment_day_figures (client_id, office_key, day)
    SELECT DISTINCT * FROM unnest(k_client, k_office, k_day) ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM payment_day_figures f JOIN (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)) k
    ON f.client_id = k.c AND f.office_key = k.o AND f.day = k.d ORDER BY f.client_id, f.office_key, f.day FOR UPDATE OF f;
  IF bulk THEN
    -- Many keys (a bulk statement): hash joins over the keys' days only (client, date indexes), whatever the key count.
    PERFORM set_config('enable_nestloop', 'off', true);
    SELECT array_agg(DISTINCT c), min(d), max(d) INTO kc, lo, hi FROM unnest(k_client, k_day) k(c, d);
  END IF;
  -- A few keys: one index probe per key (payments by (client, date); invoices declared paid by (client, day)).
  WITH k AS (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)),
  p AS (
    SELECT k.c, k.o, k.d,
      sum(p.amount_pence) FILTER (WHERE i.kind <> 'credit_note') AS received,
      sum(p.amount_pence) FILTER (WHERE i.kind = 'credit_note') AS refunded
    FROM k JOIN invoice_payments p ON p.client_id = k.c AND p.date = k.d
    JOIN invoices i ON i.id = p.invoice_id AND coalesce(i.office_id, 0) = k.o AND i.status <> 'void'
    WHERE NOT bulk OR (p.client_id = ANY (kc) AND p.date >= lo AND p.date <= hi)
    GROUP BY k.c, k.o, k.d),
  h AS (
    SELECT k.c, k.o, k.d,
      sum(abs(i.gross_price_pence) - i.paid_pence) FILTER (WHERE i.kind <> 'credit_note') AS received,
      sum(abs(i.gross_price_pence) - i.paid_pence) FILTER (WHERE i.kind = 'credit_note') AS refunded
    FROM k JOIN invoices i ON i.client_id = k.c AND i.status = 'paid' AND coalesce(i.date_closed, i.date) = k.d AND coalesce(i.office_id, 0) = k.o
    WHERE abs(i.gross_price_pence) > i.paid_pence
      AND (NOT bulk OR (i.client_id = ANY (kc) AND coalesce(i.date_closed, i.date) >= lo AND coalesce(i.date_closed, i.date) <= hi))
    GROUP BY k.c, k.o, k.d)
  UPDATE payment_day_figures f SET
    received_pence = coalesce(p.received, 0) + coalesce(h.received, 0),
    refunded_pence = coalesce(p.refunded, 0) + coalesce(h.refunded, 0)
  FROM k LEFT JOIN p ON p.c = k.c AND p.o = k.o AND p.d = k.d LEFT JOIN h ON h.c = k.c AND h.o = k.o AND h.d = k.d
  WHERE f.client_id = k.c AND f.office_key = k.o AND f.day = k.d;
  IF bulk THEN PERFORM set_config('enable_nestloop', nestloop, true); END IF;
END $$;
--> statement-breakpoint
-- The keys a statement touched. Payments: their own (operator, invoice's office, date); a payment whose invoice is
-- already gone (the cascade of an invoice delete) recounts every office of its day. Invoices: the days of their
-- payments when what decides whether and where they count changed (office, kind, void or not), and the declared day
-- of an invoice that is or was paid when anything of the declared amount changed.
CREATE OR REPLACE FUNCTION payment_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; ko integer[]; kd date[];
BEGIN
  IF TG_TABLE_NAME = 'invoice_payments' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
        SELECT DISTINCT n.client_id AS c, coalesce(i.office_id, 0) AS o, n.date AS d FROM new_rows n JOIN invoices i ON i.id = n.invoice_id) k;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
        SELECT DISTINCT n.client_id AS c, coalesce(i.office_id, 0) AS o, n.date AS d FROM old_rows n JOIN invoices i ON i.id = n.invoice_id
        UNION
        SELECT f.client_id, f.office_key, f.day FROM old_rows n JOIN payment_day_figures f ON f.client_id = n.client_id AND f.day = n.date
        WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = n.invoice_id)) k;
    ELSE
      SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
        SELECT DISTINCT x.c, coalesce(i.office_id, 0) AS o, x.d
        FROM old_rows op JOIN new_rows np ON np.id = op.id
        CROSS JOIN LATERAL (VALUES (op.client_id, op.invoice_id, op.date), (np.client_id, np.invoice_id, np.date)) x(c, inv, d)
        JOIN invoices i ON i.id = x.inv
        WHERE (op.client_id, op.invoice_id, op.amount_pence, op.date) IS DISTINCT FROM (np.client_id, np.invoice_id, np.amount_pence, np.date)) k;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT DISTINCT client_id AS c, coalesce(office_id, 0) AS o, coalesce(date_closed, date) AS d FROM new_rows WHERE status = 'paid') k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT client_id AS c, coalesce(office_id, 0) AS o, coalesce(date_closed, date) AS d FROM old_rows WHERE status = 'paid'
      UNION
      SELECT n.client_id, coalesce(n.office_id, 0), p.date FROM old_rows n JOIN invoice_payments p ON p.invoice_id = n.id) k;
  ELSE
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT x.c, x.o, p.date AS d
      FROM old_rows oi JOIN new_rows ni ON ni.id = oi.id
      CROSS JOIN LATERAL (VALUES (oi.client_id, coalesce(oi.office_id, 0)), (ni.client_id, coalesce(ni.office_id, 0))) x(c, o)
      JOIN invoice_payments p ON p.invoice_id = ni.id
      WHERE (oi.client_id, oi.office_id, oi.kind, oi.status = 'void') IS DISTINCT FROM (ni.client_id, ni.office_id, ni.kind, ni.status = 'void')
      UNION
      SELECT x.c, x.o, x.d
      FROM old_rows oi JOIN new_rows ni ON ni.id = oi.id
      CROSS JOIN LATERAL (VALUES (oi.client_id, coalesce(oi.office_id, 0), coalesce(oi.date_closed, oi.date), oi.status = 'paid'),
        (ni.client_id, coalesce(ni.office_id, 0), coalesce(ni.date_closed, ni.date), ni.status = 'paid')) x(c, o, d, paid)
      WHERE x.paid AND (oi.client_id, oi.office_id, oi.kind, oi.status, oi.gross_price_pence, oi.paid_pence, oi.date_closed, oi.date)
        IS DISTINCT FROM (ni.client_id, ni.office_id, ni.kind, ni.status, ni.gross_price_pence, ni.paid_pence, ni.date_closed, ni.date)) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM payment_day_figures_refresh(kc, ko, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_day_figures_ins AFTER INSERT ON invoice_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_day_figures_upd AFTER UPDATE ON invoice_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_day_figures_del AFTER DELETE ON invoice_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_day_figures_invoices_ins AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_day_figures_invoices_upd AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_day_figures_invoices_del AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_figures_trigger();
--> statement-breakpoint
-- A deleted office's invoices move to office_key 0 through their update trigger; its emptied rows go.
CREATE OR REPLACE FUNCTION payment_day_figures_office_del() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM payment_day_figures WHERE office_key = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_day_figures_offices_del AFTER DELETE ON offices
  FOR EACH ROW EXECUTE FUNCTION payment_day_figures_office_del();
--> statement-breakpoint
-- Set-based, like day_figures_rebuild: the backfill below, and (through day_figures_rebuild) a bulk loader's rebuild.
CREATE OR REPLACE FUNCTION payment_day_figures_rebuild() RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
BEGIN
  DELETE FROM payment_day_figures;
  INSERT INTO payment_day_figures (client_id, office_key, day, received_pence, refunded_pence)
    SELECT c, o, d, sum(received), sum(refunded) FROM (
      SELECT p.client_id AS c, coalesce(i.office_id, 0) AS o, p.date AS d,
        CASE WHEN i.kind <> 'credit_note' THEN p.amount_pence ELSE 0 END AS received,
        CASE WHEN i.kind = 'credit_note' THEN p.amount_pence ELSE 0 END AS refunded
      FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id AND i.status <> 'void'
      UNION ALL
      SELECT i.client_id, coalesce(i.office_id, 0), coalesce(i.date_closed, i.date),
        CASE WHEN i.kind <> 'credit_note' THEN abs(i.gross_price_pence) - i.paid_pence ELSE 0 END,
        CASE WHEN i.kind = 'credit_note' THEN abs(i.gross_price_pence) - i.paid_pence ELSE 0 END
      FROM invoices i WHERE i.status = 'paid' AND abs(i.gross_price_pence) > i.paid_pence) x
    GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- day_figures_rebuild of 0025, unchanged but for the payment figures (rebuilt with the invoice ones: calendar days,
-- no zone, so an office's zone change leaves them alone).
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
      FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id AND i.status <> 'void'
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
SELECT payment_day_figures_rebuild();
--> statement-breakpoint
ANALYZE payment_day_figures;
