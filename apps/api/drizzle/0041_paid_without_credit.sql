-- Paid (£) counts money, not credit (issue 23, found by the ledger model): an invoice settled by a credit note applied
-- to what it owed (credited_pence, migration 0032), and that credit note itself, moved no money, so neither counts as
-- received or refunded. The recount, the trigger's change test (credited_pence now matters) and the rebuild; then a
-- rebuild of the figures.
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
      sum(abs(i.gross_price_pence) - i.paid_pence - i.credited_pence) FILTER (WHERE i.kind <> 'credit_note') AS received,
      sum(abs(i.gross_price_pence) - i.paid_pence - i.credited_pence) FILTER (WHERE i.kind = 'credit_note') AS refunded
    FROM k JOIN invoices i ON i.client_id = k.c AND i.status = 'paid' AND coalesce(i.date_closed, i.date) = k.d AND coalesce(i.office_id, 0) = k.o
    WHERE abs(i.gross_price_pence) > i.paid_pence + i.credited_pence
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
      WHERE x.paid AND (oi.client_id, oi.office_id, oi.kind, oi.status, oi.gross_price_pence, oi.paid_pence, oi.credited_pence, oi.date_closed, oi.date)
        IS DISTINCT FROM (ni.client_id, ni.office_id, ni.kind, ni.status, ni.gross_price_pence, ni.paid_pence, ni.credited_pence, ni.date_closed, ni.date)) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM payment_day_figures_refresh(kc, ko, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
        CASE WHEN i.kind <> 'credit_note' THEN abs(i.gross_price_pence) - i.paid_pence - i.credited_pence ELSE 0 END,
        CASE WHEN i.kind = 'credit_note' THEN abs(i.gross_price_pence) - i.paid_pence - i.credited_pence ELSE 0 END
      FROM invoices i WHERE i.status = 'paid' AND abs(i.gross_price_pence) > i.paid_pence + i.credited_pence) x
    GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT payment_day_figures_rebuild();
