-- Issue 14 (performance): daily figures per office for the dashboard cards and statistics (see src/db/schema/day-figures.ts).
-- Tables from drizzle-kit; the triggers, the rebuild function and the backfill below are written by hand.
CREATE TABLE "booking_day_figures" (
	"client_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"day" date NOT NULL,
	"desks" integer DEFAULT 0 NOT NULL,
	"desk_bookings" integer DEFAULT 0 NOT NULL,
	"desk_checkins" integer DEFAULT 0 NOT NULL,
	"desk_regular" integer DEFAULT 0 NOT NULL,
	"desk_referral" integer DEFAULT 0 NOT NULL,
	"desk_trial" integer DEFAULT 0 NOT NULL,
	"desk_complimentary" integer DEFAULT 0 NOT NULL,
	"room_bookings" integer DEFAULT 0 NOT NULL,
	"room_hours" numeric DEFAULT '0' NOT NULL,
	"room_revenue_pence" bigint DEFAULT 0 NOT NULL,
	"room_cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_figures_client_id_office_id_day_pk" PRIMARY KEY("client_id","office_id","day")
);
--> statement-breakpoint
CREATE TABLE "invoice_day_figures" (
	"client_id" integer NOT NULL,
	"office_key" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"gross_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_day_figures_client_id_office_key_day_status_pk" PRIMARY KEY("client_id","office_key","day","status")
);
--> statement-breakpoint
CREATE TABLE "order_day_figures" (
	"client_id" integer NOT NULL,
	"office_key" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_figures_client_id_office_key_day_pk" PRIMARY KEY("client_id","office_key","day")
);
--> statement-breakpoint
ALTER TABLE "booking_day_figures" ADD CONSTRAINT "booking_day_figures_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Issue 14: the dashboard's daily figures, kept exactly right by statement-level triggers that RE-COUNT every touched
-- key from the base tables (no +1/−1 bookkeeping that could drift). Each refresh function:
--   1. inserts the keys it will recount (ON CONFLICT DO NOTHING), then locks their rows in key order: two writers of
--      one key take turns, and the second one's recount (a later statement, so a later snapshot under READ COMMITTED)
--      sees the first one's committed rows;
--   2. recounts: a few keys through the (client, office, time) indexes; many keys (a bulk load, a rebuild) in one
--      pass grouped by day, so a COPY of a whole table costs one scan.
-- The API runs READ COMMITTED; under REPEATABLE READ a concurrent writer of the same key would get a serialization error.
CREATE OR REPLACE FUNCTION booking_day_figures_refresh(k_client integer[], k_office integer[], k_day date[]) RETURNS void
  LANGUAGE plpgsql SET jit = off SET work_mem = '256MB' AS $$
DECLARE
  kc integer[]; ko integer[]; lo date; hi date;
BEGIN
  INSERT INTO booking_day_figures (client_id, office_id, day)
    SELECT DISTINCT k.c, k.o, k.d FROM unnest(k_client, k_office, k_day) k(c, o, d) JOIN offices ON offices.id = k.o
    ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM booking_day_figures f JOIN (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)) k
    ON f.client_id = k.c AND f.office_id = k.o AND f.day = k.d ORDER BY f.client_id, f.office_id, f.day FOR UPDATE OF f;
  IF cardinality(k_client) <= 200 THEN
    WITH k AS (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)),
    b AS (
      SELECT k.c, k.o, k.d, b.resource_id, b.booking_type, b.status, b.origin, b.real_start, b.planned_start, b.planned_end, b.price_pence
      FROM k JOIN offices o ON o.id = k.o
      JOIN bookings b ON b.client_id = k.c AND b.office_id = k.o
        AND b.planned_start >= (k.d::timestamp AT TIME ZONE o.time_zone) AND b.planned_start < ((k.d + 1)::timestamp AT TIME ZONE o.time_zone)
      ),
    r AS (
      SELECT c, o, d,
        count(DISTINCT resource_id) FILTER (WHERE desk AND live) AS desks,
        count(*) FILTER (WHERE desk AND live) AS desk_bookings,
        count(real_start) FILTER (WHERE desk AND live) AS desk_checkins,
        count(*) FILTER (WHERE desk AND live AND origin = 'regular') AS desk_regular,
        count(*) FILTER (WHERE desk AND live AND origin = 'referral') AS desk_referral,
        count(*) FILTER (WHERE desk AND live AND origin = 'trial') AS desk_trial,
        count(*) FILTER (WHERE desk AND live AND origin IN ('complimentary', 'deference')) AS desk_complimentary,
        count(*) FILTER (WHERE room AND live) AS room_bookings,
        coalesce(sum(extract(epoch FROM planned_end - planned_start) / 3600) FILTER (WHERE room AND live), 0) AS room_hours,
        coalesce(sum(price_pence) FILTER (WHERE room AND live), 0) AS room_revenue_pence,
        count(*) FILTER (WHERE room AND status = 'cancelled') AS room_cancelled
      FROM (SELECT b.*, booking_type IN ('hot_desk', 'desk') AS desk, booking_type = 'meeting_room' AS room,
          status NOT IN ('cancelled', 'refund', 'released') AS live FROM b) x
      GROUP BY c, o, d)
    UPDATE booking_day_figures f SET
      desks = coalesce(r.desks, 0), desk_bookings = coalesce(r.desk_bookings, 0), desk_checkins = coalesce(r.desk_checkins, 0),
      desk_regular = coalesce(r.desk_regular, 0), desk_referral = coalesce(r.desk_referral, 0), desk_trial = coalesce(r.desk_trial, 0),
      desk_complimentary = coalesce(r.desk_complimentary, 0), room_bookings = coalesce(r.room_bookings, 0),
      room_hours = coalesce(r.room_hours, 0), room_revenue_pence = coalesce(r.room_revenue_pence, 0), room_cancelled = coalesce(r.room_cancelled, 0)
    FROM k LEFT JOIN r ON r.c = k.c AND r.o = k.o AND r.d = k.d
    WHERE f.client_id = k.c AND f.office_id = k.o AND f.day = k.d;
  ELSE
    -- Many keys (a bulk statement): one pass over the bookings of the keys' operators and offices between the keys'
    -- first and last day (± 2 days covers any zone offset), through (client, office, planned_start); a hash semi-join
    -- keeps the keys' rows, and distinct desks are counted in two levels (per resource, then per day) so no
    -- per-group sort is needed (the function's work_mem, restored on return, holds the hash tables).
    SELECT array_agg(DISTINCT c), array_agg(DISTINCT o), min(d) - 2, max(d) + 2 INTO kc, ko, lo, hi
      FROM unnest(k_client, k_office, k_day) k(c, o, d);
    WITH k AS (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)),
    per_resource AS (
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
      WHERE b.client_id = ANY (kc) AND b.office_id = ANY (ko) AND b.planned_start >= lo::timestamptz AND b.planned_start < hi::timestamptz
        AND (b.client_id, b.office_id, (b.planned_start AT TIME ZONE of.time_zone)::date) IN (SELECT c, o, d FROM k)
      GROUP BY 1, 2, 3, 4),
    r AS (
      SELECT c, o, d, count(resource_id) FILTER (WHERE desk_n > 0) AS desks, sum(desk_n) AS desk_bookings, sum(checkins) AS desk_checkins,
        sum(regular) AS desk_regular, sum(referral) AS desk_referral, sum(trial) AS desk_trial, sum(compl) AS desk_complimentary,
        sum(room_n) AS room_bookings, sum(room_hours) AS room_hours, sum(room_revenue) AS room_revenue_pence, sum(room_cancelled) AS room_cancelled
      FROM per_resource GROUP BY c, o, d)
    UPDATE booking_day_figures f SET
      desks = coalesce(r.desks, 0), desk_bookings = coalesce(r.desk_bookings, 0), desk_checkins = coalesce(r.desk_checkins, 0),
      desk_regular = coalesce(r.desk_regular, 0), desk_referral = coalesce(r.desk_referral, 0), desk_trial = coalesce(r.desk_trial, 0),
      desk_complimentary = coalesce(r.desk_complimentary, 0), room_bookings = coalesce(r.room_bookings, 0),
      room_hours = coalesce(r.room_hours, 0), room_revenue_pence = coalesce(r.room_revenue_pence, 0), room_cancelled = coalesce(r.room_cancelled, 0)
    FROM k LEFT JOIN r ON r.c = k.c AND r.o = k.o AND r.d = k.d
    WHERE f.client_id = k.c AND f.office_id = k.o AND f.day = k.d;
  END IF;
END $$;
--> statement-breakpoint
-- The (operator, office, day) keys a bookings statement touched: old and new rows whose counted columns differ
-- (an update of anything else — blocked_until, invoice links, notes — recounts nothing).
CREATE OR REPLACE FUNCTION booking_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; ko integer[]; kd date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT DISTINCT n.client_id AS c, n.office_id AS o, (n.planned_start AT TIME ZONE of.time_zone)::date AS d
      FROM new_rows n JOIN offices of ON of.id = n.office_id) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT DISTINCT n.client_id AS c, n.office_id AS o, (n.planned_start AT TIME ZONE of.time_zone)::date AS d
      FROM old_rows n JOIN offices of ON of.id = n.office_id) k;
  ELSE
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT DISTINCT x.client_id AS c, x.office_id AS o, (x.planned_start AT TIME ZONE of.time_zone)::date AS d
      FROM old_rows ob JOIN new_rows nb ON nb.id = ob.id
      CROSS JOIN LATERAL (VALUES (ob.client_id, ob.office_id, ob.planned_start), (nb.client_id, nb.office_id, nb.planned_start)) x(client_id, office_id, planned_start)
      JOIN offices of ON of.id = x.office_id
      WHERE (ob.client_id, ob.office_id, ob.planned_start, ob.planned_end, ob.booking_type, ob.status, ob.origin, ob.resource_id, ob.real_start, ob.price_pence)
        IS DISTINCT FROM (nb.client_id, nb.office_id, nb.planned_start, nb.planned_end, nb.booking_type, nb.status, nb.origin, nb.resource_id, nb.real_start, nb.price_pence)) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM booking_day_figures_refresh(kc, ko, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_day_figures_ins AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER booking_day_figures_upd AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER booking_day_figures_del AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_day_figures_trigger();
--> statement-breakpoint
-- Invoices: calendar dates, no zone. office_key 0 = no office.
CREATE OR REPLACE FUNCTION invoice_day_figures_refresh(k_client integer[], k_office integer[], k_day date[], k_status text[]) RETURNS void
  LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  nestloop text := current_setting('enable_nestloop');
BEGIN
  INSERT INTO invoice_day_figures (client_id, office_key, day, status)
    SELECT DISTINCT * FROM unnest(k_client, k_office, k_day, k_status) ORDER BY 1, 2, 3, 4 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM invoice_day_figures f JOIN (SELECT DISTINCT c, o, d, s FROM unnest(k_client, k_office, k_day, k_status) k(c, o, d, s)) k
    ON f.client_id = k.c AND f.office_key = k.o AND f.day = k.d AND f.status = k.s ORDER BY f.client_id, f.office_key, f.day, f.status FOR UPDATE OF f;
  IF cardinality(k_client) <= 200 THEN
    WITH k AS (SELECT DISTINCT c, o, d, s FROM unnest(k_client, k_office, k_day, k_status) k(c, o, d, s)),
    r AS (
      SELECT k.c, k.o, k.d, k.s, count(i.id) AS n, coalesce(sum(i.gross_price_pence), 0) AS gross
      FROM k JOIN invoices i ON i.client_id = k.c AND i.date = k.d AND coalesce(i.office_id, 0) = k.o AND i.status = k.s
      GROUP BY k.c, k.o, k.d, k.s)
    UPDATE invoice_day_figures f SET invoices = coalesce(r.n, 0), gross_pence = coalesce(r.gross, 0)
    FROM k LEFT JOIN r ON r.c = k.c AND r.o = k.o AND r.d = k.d AND r.s = k.s
    WHERE f.client_id = k.c AND f.office_key = k.o AND f.day = k.d AND f.status = k.s;
  ELSE
    -- Many keys (a bulk statement): hash joins only, whatever the (unknowable) size of the key list.
    PERFORM set_config('enable_nestloop', 'off', true);
    WITH k AS (SELECT DISTINCT c, o, d, s FROM unnest(k_client, k_office, k_day, k_status) k(c, o, d, s)),
    r AS (
      SELECT k.c, k.o, k.d, k.s, count(i.id) AS n, coalesce(sum(i.gross_price_pence), 0) AS gross
      FROM k JOIN invoices i ON i.client_id = k.c AND i.date = k.d AND coalesce(i.office_id, 0) = k.o AND i.status = k.s
      -- Only the keys' days are read (client, date index), not the whole table.
      WHERE i.client_id = ANY (ARRAY(SELECT DISTINCT c FROM k)) AND i.date >= (SELECT min(d) FROM k) AND i.date <= (SELECT max(d) FROM k)
      GROUP BY k.c, k.o, k.d, k.s)
    UPDATE invoice_day_figures f SET invoices = coalesce(r.n, 0), gross_pence = coalesce(r.gross, 0)
    FROM k LEFT JOIN r ON r.c = k.c AND r.o = k.o AND r.d = k.d AND r.s = k.s
    WHERE f.client_id = k.c AND f.office_key = k.o AND f.day = k.d AND f.status = k.s;
    PERFORM set_config('enable_nestloop', nestloop, true);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; ko integer[]; kd date[]; ks text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d), array_agg(s) INTO kc, ko, kd, ks FROM (
      SELECT DISTINCT client_id AS c, coalesce(office_id, 0) AS o, date AS d, status AS s FROM new_rows) k;
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
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_day_figures_ins AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER invoice_day_figures_upd AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER invoice_day_figures_del AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_figures_trigger();
--> statement-breakpoint
-- Orders: the init date's day in the office's zone, the default zone (contract DEFAULT_TIME_ZONE) without an office.
CREATE OR REPLACE FUNCTION order_day_figures_zone(office integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM offices WHERE id = office), 'Europe/London')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_day_figures_refresh(k_client integer[], k_office integer[], k_day date[]) RETURNS void
  LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  nestloop text := current_setting('enable_nestloop');
BEGIN
  INSERT INTO order_day_figures (client_id, office_key, day)
    SELECT DISTINCT * FROM unnest(k_client, k_office, k_day) ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM order_day_figures f JOIN (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)) k
    ON f.client_id = k.c AND f.office_key = k.o AND f.day = k.d ORDER BY f.client_id, f.office_key, f.day FOR UPDATE OF f;
  IF cardinality(k_client) <= 200 THEN
    WITH k AS (SELECT DISTINCT c, o, d, order_day_figures_zone(nullif(o, 0)) AS tz FROM unnest(k_client, k_office, k_day) k(c, o, d)),
    r AS (
      SELECT k.c, k.o, k.d, count(*) AS n, coalesce(sum(x.price_pence), 0) AS revenue
      FROM k JOIN orders x ON x.client_id = k.c AND coalesce(x.office_id, 0) = k.o AND x.status <> 'cancelled'
        AND x.init_date >= (k.d::timestamp AT TIME ZONE k.tz) AND x.init_date < ((k.d + 1)::timestamp AT TIME ZONE k.tz)
      GROUP BY k.c, k.o, k.d)
    UPDATE order_day_figures f SET orders = coalesce(r.n, 0), revenue_pence = coalesce(r.revenue, 0)
    FROM k LEFT JOIN r ON r.c = k.c AND r.o = k.o AND r.d = k.d
    WHERE f.client_id = k.c AND f.office_key = k.o AND f.day = k.d;
  ELSE
    -- Many keys (a bulk statement): hash joins only, whatever the (unknowable) size of the key list.
    PERFORM set_config('enable_nestloop', 'off', true);
    WITH k AS (SELECT DISTINCT c, o, d, order_day_figures_zone(nullif(o, 0)) AS tz FROM unnest(k_client, k_office, k_day) k(c, o, d)),
    r AS (
      SELECT k.c, k.o, k.d, count(*) AS n, coalesce(sum(x.price_pence), 0) AS revenue
      FROM orders x LEFT JOIN offices of ON of.id = x.office_id
      JOIN k ON k.c = x.client_id AND k.o = coalesce(x.office_id, 0) AND k.d = (x.init_date AT TIME ZONE coalesce(of.time_zone, 'Europe/London'))::date
      WHERE x.status <> 'cancelled'
        -- Only the keys' days (± 2 for any zone) are read (client, init_date index), not the whole table.
        AND x.client_id = ANY (ARRAY(SELECT DISTINCT c FROM k)) AND x.init_date >= (SELECT min(d) - 2 FROM k)::timestamptz AND x.init_date < (SELECT max(d) + 2 FROM k)::timestamptz
      GROUP BY k.c, k.o, k.d)
    UPDATE order_day_figures f SET orders = coalesce(r.n, 0), revenue_pence = coalesce(r.revenue, 0)
    FROM k LEFT JOIN r ON r.c = k.c AND r.o = k.o AND r.d = k.d
    WHERE f.client_id = k.c AND f.office_key = k.o AND f.day = k.d;
    PERFORM set_config('enable_nestloop', nestloop, true);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; ko integer[]; kd date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT DISTINCT client_id AS c, coalesce(office_id, 0) AS o, (init_date AT TIME ZONE order_day_figures_zone(office_id))::date AS d FROM new_rows) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT DISTINCT client_id AS c, coalesce(office_id, 0) AS o, (init_date AT TIME ZONE order_day_figures_zone(office_id))::date AS d FROM old_rows) k;
  ELSE
    SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
      SELECT DISTINCT x.client_id AS c, coalesce(x.office_id, 0) AS o, (x.init_date AT TIME ZONE order_day_figures_zone(x.office_id))::date AS d
      FROM old_rows oo JOIN new_rows no ON no.id = oo.id
      CROSS JOIN LATERAL (VALUES (oo.client_id, oo.office_id, oo.init_date), (no.client_id, no.office_id, no.init_date)) x(client_id, office_id, init_date)
      WHERE (oo.client_id, oo.office_id, oo.init_date, oo.status, oo.price_pence) IS DISTINCT FROM (no.client_id, no.office_id, no.init_date, no.status, no.price_pence)) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM order_day_figures_refresh(kc, ko, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_day_figures_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER order_day_figures_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER order_day_figures_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_figures_trigger();
--> statement-breakpoint
-- Every figure of some offices (NULL = all) recounted set-based: the migration's backfill, an office's time-zone
-- change (its days are cut anew), and what a bulk loader that disabled the triggers runs after its load.
-- One pass per table with GROUP BY (operator, office, day) straight into the figures (no key lists, no per-key
-- joins: the first version went through the refresh functions and did not finish in 25 min on the medium data).
-- Distinct desks are counted in two levels (per resource, then per day), which hash-aggregates without sorting.
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
    -- Income keys are (operator, line date), not offices: rebuilt only in full, by hash joins (the refresh's
    -- per-line lateral lookup of the booking costs two index probes a line: 46 s for 10M lines). b1 = the line's
    -- booking, b2 = the first booking pointing at a line without one, in the lateral's order: the same choice.
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
  END IF;
END $$;
--> statement-breakpoint
-- An office's zone decides its days: a zone change recounts its rows. A deleted office's bookings go with it
-- (cascade, rows through the foreign key); its orders and invoices move to office_key 0 through their triggers.
CREATE OR REPLACE FUNCTION offices_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM order_day_figures WHERE office_key = OLD.id;
    DELETE FROM invoice_day_figures WHERE office_key = OLD.id;
  ELSE
    PERFORM day_figures_rebuild(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offices_day_figures_zone AFTER UPDATE OF time_zone ON offices
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION offices_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER offices_day_figures_del AFTER DELETE ON offices
  FOR EACH ROW EXECUTE FUNCTION offices_day_figures_trigger();
--> statement-breakpoint
-- Income by invoice-line date and category for GET /api/statistics (the invoice's office, 0 = none; void invoices
-- left out). The category is the statistics' classification of what a line bills (issue 12), one function for the
-- recount and the rebuild. Kept exact like the other figures: statement triggers collect the touched (operator, line
-- date) keys and recount them — on invoice_lines, and wherever the classification reads: the invoice (status,
-- office), the line's bookings (broker, type, link), the membership's plan, the plan's category.
CREATE TABLE "income_day_figures" (
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"office_key" integer NOT NULL,
	"category" text NOT NULL,
	"gross_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "income_day_figures_client_id_day_office_key_category_pk" PRIMARY KEY("client_id","day","office_key","category")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION income_category(payment_type text, order_id integer, broker_id integer, booking_type text,
    plan_category text, membership_plan_category text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN payment_type = 'bar' OR order_id IS NOT NULL THEN 'bar'
    WHEN broker_id IS NOT NULL THEN 'listing'
    WHEN booking_type = 'meeting_room' OR payment_type = 'service' THEN 'mr'
    WHEN booking_type IN ('hot_desk', 'desk') THEN 'day_pass'
    ELSE coalesce(plan_category, membership_plan_category, 'other') END
$$;
--> statement-breakpoint
-- Recount of whole (operator, date) keys: delete their rows, insert the regrouped lines. A transaction-scoped advisory
-- lock per key, taken in key order, makes two writers of one key take turns (the second's delete and insert are later
-- statements and see the first's commit under READ COMMITTED).
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
    JOIN invoice_lines l ON l.client_id = k.c AND l.date = k.d
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
        SELECT DISTINCT l.client_id AS c, l.date AS d
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN invoice_lines l ON l.id IN (o.invoice_line_id, n.invoice_line_id) OR l.booking_id = n.id
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
CREATE TRIGGER income_day_figures_ins AFTER INSERT ON invoice_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_upd AFTER UPDATE ON invoice_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_del AFTER DELETE ON invoice_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_invoices AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_bookings_ins AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_bookings_upd AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_bookings_del AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_memberships AFTER UPDATE ON memberships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER income_day_figures_plans AFTER UPDATE ON membership_plans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_day_figures_trigger();
--> statement-breakpoint
SELECT day_figures_rebuild();
--> statement-breakpoint
-- After the backfill (one build instead of one insert per row): a whole operator's window reads only its days.
CREATE INDEX "booking_day_figures_client_day_idx" ON "booking_day_figures" USING btree ("client_id","day");
--> statement-breakpoint
CREATE INDEX "order_day_figures_client_day_idx" ON "order_day_figures" USING btree ("client_id","day");
--> statement-breakpoint
ANALYZE booking_day_figures;
--> statement-breakpoint
ANALYZE order_day_figures;
--> statement-breakpoint
ANALYZE invoice_day_figures;
--> statement-breakpoint
ANALYZE income_day_figures;
