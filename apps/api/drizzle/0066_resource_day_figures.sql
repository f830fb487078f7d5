CREATE TABLE "resource_day_figures" (
	"client_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"start_day" date NOT NULL,
	"day" date NOT NULL,
	"booked_seconds" numeric DEFAULT '0' NOT NULL,
	"revenue_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_day_figures_client_id_office_id_resource_id_start_day_day_pk" PRIMARY KEY("client_id","office_id","resource_id","start_day","day")
);
--> statement-breakpoint
CREATE TABLE "resource_month_figures" (
	"client_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"month" date NOT NULL,
	"booked_seconds" numeric DEFAULT '0' NOT NULL,
	"revenue_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_month_figures_client_id_office_id_resource_id_month_pk" PRIMARY KEY("client_id","office_id","resource_id","month")
);
--> statement-breakpoint
--> statement-breakpoint
-- Issue 31 (report 4, resource utilisation): per-resource day figures kept like booking_hour_figures (0064) —
-- statement-level triggers RE-COUNT every touched key (operator, office, resource, the booking's local start day in
-- the resource's office's zone) from the bookings. Measured before building it (docs/performance.md §8): clipping
-- every booking to its days' opening windows on every request took 0.45–0.58 s for one office and 19.1 s for 200
-- offices over 12 months at 5M bookings. resource_month_figures sums the day rows by calendar month (the report
-- reads a range's whole months there), kept by the same functions.
--
-- The local days a booking [s, e) covers in a zone (at least its start day), with its seconds inside each day's
-- opening window (contract report-utilisation.ts `bookedHoursWithinOpen`: the hours' entry for the weekday, a
-- window from open to close, none when closed) and its price on the start day. Inlined into each caller.
CREATE OR REPLACE FUNCTION resource_day_cells(s timestamptz, e timestamptz, tz text, oh jsonb, price integer)
  RETURNS TABLE (day date, secs numeric, pence bigint) LANGUAGE sql STABLE AS $$
  SELECT dd.d,
    CASE WHEN jsonb_typeof(hh.h) = 'object' THEN greatest(0, extract(epoch FROM least(e, w.we) - greatest(s, w.ws))) ELSE 0 END,
    CASE WHEN dd.d = x.sd THEN price ELSE 0 END
  FROM (SELECT (s AT TIME ZONE tz)::date AS sd, (e AT TIME ZONE tz)::date AS ed) x
  CROSS JOIN LATERAL generate_series(0, greatest(0, x.ed - x.sd)) i
  CROSS JOIN LATERAL (SELECT x.sd + i AS d) dd
  CROSS JOIN LATERAL (SELECT CASE WHEN oh IS NULL OR jsonb_typeof(oh) <> 'array' OR jsonb_array_length(oh) <> 7
      THEN '{"open": "08:00", "close": "20:00"}'::jsonb ELSE oh -> (extract(isodow FROM dd.d)::int - 1) END AS h) hh
  CROSS JOIN LATERAL (SELECT (dd.d::timestamp + (hh.h ->> 'open')::interval) AT TIME ZONE tz AS ws,
      (dd.d::timestamp + (hh.h ->> 'close')::interval) AT TIME ZONE tz AS we) w
$$;
--> statement-breakpoint
-- Recount the keys (operator, office, resource, local start day). Locks, in key order: the day figures' rows of
-- (operator, office, start day) — the same rows the day and hour triggers lock, so two writers of one key take
-- turns and no new lock order appears — then the resources FOR KEY SHARE, which a rebuild (FOR UPDATE) waits for.
CREATE OR REPLACE FUNCTION resource_day_figures_refresh(k_client integer[], k_office integer[], k_resource integer[], k_day date[])
  RETURNS void LANGUAGE plpgsql SET jit = off SET work_mem = '256MB' AS $$
DECLARE
  kr integer[]; lo date; hi date;
  mc integer[]; mo integer[]; mr integer[]; md date[]; ms numeric[]; mp bigint[];
BEGIN
  INSERT INTO booking_day_figures (client_id, office_id, day)
    SELECT DISTINCT k.c, k.o, k.d FROM unnest(k_client, k_office, k_day) k(c, o, d) JOIN offices ON offices.id = k.o
    ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM booking_day_figures f JOIN (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)) k
    ON f.client_id = k.c AND f.office_id = k.o AND f.day = k.d ORDER BY f.client_id, f.office_id, f.day FOR UPDATE OF f;
  PERFORM 1 FROM resources r WHERE r.id = ANY (k_resource) ORDER BY r.id FOR KEY SHARE;
  -- The rows replaced, as negative deltas of their months (the new rows add theirs below).
  WITH gone AS (
    DELETE FROM resource_day_figures f USING (SELECT DISTINCT c, o, r, d FROM unnest(k_client, k_office, k_resource, k_day) k(c, o, r, d)) k
    WHERE f.client_id = k.c AND f.office_id = k.o AND f.resource_id = k.r AND f.start_day = k.d
    RETURNING f.client_id, f.office_id, f.resource_id, f.day, f.booked_seconds, f.revenue_pence)
  SELECT array_agg(client_id), array_agg(office_id), array_agg(resource_id), array_agg(day), array_agg(-booked_seconds), array_agg(-revenue_pence)
    INTO mc, mo, mr, md, ms, mp FROM gone;
  IF cardinality(k_client) <= 200 THEN
    INSERT INTO resource_day_figures (client_id, office_id, resource_id, start_day, day, booked_seconds, revenue_pence)
      SELECT k.c, k.o, k.r, k.d, x.day, sum(x.secs), sum(x.pence)
      FROM (SELECT DISTINCT c, o, r, d FROM unnest(k_client, k_office, k_resource, k_day) k(c, o, r, d)) k
      JOIN (SELECT r.id, o.time_zone, CASE WHEN own.id IS NOT NULL THEN own.opening_hours ELSE typ.opening_hours END AS oh FROM resources r JOIN offices o ON o.id = r.office_id
        LEFT JOIN booking_rules own ON own.client_id = r.client_id AND own.resource_id = r.id
        LEFT JOIN booking_rules typ ON typ.client_id = r.client_id AND typ.resource_id IS NULL AND typ.resource_type = r.resource_type
        WHERE r.id = ANY (k_resource) OFFSET 0) rh ON rh.id = k.r
      JOIN bookings b ON b.resource_id = k.r AND b.client_id = k.c AND b.office_id = k.o
        AND b.planned_start >= (k.d::timestamp AT TIME ZONE rh.time_zone) AND b.planned_start < ((k.d + 1)::timestamp AT TIME ZONE rh.time_zone)
      CROSS JOIN LATERAL resource_day_cells(b.planned_start, b.planned_end, rh.time_zone, rh.oh, b.price_pence) x
      WHERE b.booking_type IN ('hot_desk', 'meeting_room', 'desk', 'suite') AND b.status NOT IN ('cancelled', 'refund', 'released')
      GROUP BY k.c, k.o, k.r, k.d, x.day;
  ELSE
    -- Many keys (a bulk statement): one pass over the keys' resources between their first and last day (± 2 days
    -- covers any zone offset), a hash semi-join keeping the keys' bookings.
    SELECT array_agg(DISTINCT r), min(d) - 2, max(d) + 2 INTO kr, lo, hi FROM unnest(k_resource, k_day) k(r, d);
    INSERT INTO resource_day_figures (client_id, office_id, resource_id, start_day, day, booked_seconds, revenue_pence)
      SELECT b.client_id, b.office_id, b.resource_id, (b.planned_start AT TIME ZONE rh.time_zone)::date, x.day, sum(x.secs), sum(x.pence)
      FROM (SELECT r.id, o.time_zone, CASE WHEN own.id IS NOT NULL THEN own.opening_hours ELSE typ.opening_hours END AS oh FROM resources r JOIN offices o ON o.id = r.office_id
        LEFT JOIN booking_rules own ON own.client_id = r.client_id AND own.resource_id = r.id
        LEFT JOIN booking_rules typ ON typ.client_id = r.client_id AND typ.resource_id IS NULL AND typ.resource_type = r.resource_type
        WHERE r.id = ANY (kr) OFFSET 0) rh
      JOIN bookings b ON b.resource_id = rh.id
      CROSS JOIN LATERAL resource_day_cells(b.planned_start, b.planned_end, rh.time_zone, rh.oh, b.price_pence) x
      WHERE b.resource_id = ANY (kr) AND b.planned_start >= lo::timestamptz AND b.planned_start < hi::timestamptz
        AND b.booking_type IN ('hot_desk', 'meeting_room', 'desk', 'suite') AND b.status NOT IN ('cancelled', 'refund', 'released')
        AND (b.client_id, b.office_id, b.resource_id, (b.planned_start AT TIME ZONE rh.time_zone)::date)
          IN (SELECT c, o, r, d FROM unnest(k_client, k_office, k_resource, k_day) k(c, o, r, d))
      GROUP BY 1, 2, 3, 4, 5;
  END IF;
  -- The months: old rows out, the keys' new rows in, as one delta per month row (an upsert in key order: a second
  -- writer of the month waits for the first and adds to its committed figures).
  INSERT INTO resource_month_figures AS m (client_id, office_id, resource_id, month, booked_seconds, revenue_pence)
    SELECT c, o, r, d - extract(day FROM d)::int + 1, sum(s), sum(p) FROM (
      SELECT * FROM unnest(mc, mo, mr, md, ms, mp) x(c, o, r, d, s, p)
      UNION ALL
      SELECT f.client_id, f.office_id, f.resource_id, f.day, f.booked_seconds, f.revenue_pence FROM resource_day_figures f
      JOIN (SELECT DISTINCT c, o, r, d FROM unnest(k_client, k_office, k_resource, k_day) k(c, o, r, d)) k
        ON f.client_id = k.c AND f.office_id = k.o AND f.resource_id = k.r AND f.start_day = k.d) x
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (client_id, office_id, resource_id, month) DO UPDATE
      SET booked_seconds = m.booked_seconds + excluded.booked_seconds, revenue_pence = m.revenue_pence + excluded.revenue_pence;
END $$;
--> statement-breakpoint
-- The keys a bookings statement touched: old and new rows (with a resource) whose counted columns differ.
CREATE OR REPLACE FUNCTION resource_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; ko integer[]; kr integer[]; kd date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c), array_agg(o), array_agg(r), array_agg(d) INTO kc, ko, kr, kd FROM (
      SELECT DISTINCT n.client_id AS c, n.office_id AS o, n.resource_id AS r, (n.planned_start AT TIME ZONE of.time_zone)::date AS d
      FROM new_rows n JOIN resources rs ON rs.id = n.resource_id JOIN offices of ON of.id = rs.office_id) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c), array_agg(o), array_agg(r), array_agg(d) INTO kc, ko, kr, kd FROM (
      SELECT DISTINCT n.client_id AS c, n.office_id AS o, n.resource_id AS r, (n.planned_start AT TIME ZONE of.time_zone)::date AS d
      FROM old_rows n JOIN resources rs ON rs.id = n.resource_id JOIN offices of ON of.id = rs.office_id) k;
  ELSE
    SELECT array_agg(c), array_agg(o), array_agg(r), array_agg(d) INTO kc, ko, kr, kd FROM (
      SELECT DISTINCT x.client_id AS c, x.office_id AS o, x.resource_id AS r, (x.planned_start AT TIME ZONE of.time_zone)::date AS d
      FROM old_rows ob JOIN new_rows nb ON nb.id = ob.id
      CROSS JOIN LATERAL (VALUES (ob.client_id, ob.office_id, ob.resource_id, ob.planned_start),
        (nb.client_id, nb.office_id, nb.resource_id, nb.planned_start)) x(client_id, office_id, resource_id, planned_start)
      JOIN resources rs ON rs.id = x.resource_id JOIN offices of ON of.id = rs.office_id
      WHERE (ob.client_id, ob.office_id, ob.resource_id, ob.planned_start, ob.planned_end, ob.booking_type, ob.status, ob.price_pence)
        IS DISTINCT FROM (nb.client_id, nb.office_id, nb.resource_id, nb.planned_start, nb.planned_end, nb.booking_type, nb.status, nb.price_pence)) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM resource_day_figures_refresh(kc, ko, kr, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resource_day_figures_ins AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION resource_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER resource_day_figures_upd AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION resource_day_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER resource_day_figures_del AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION resource_day_figures_trigger();
--> statement-breakpoint
-- Every figure of some resources (NULL = all) in one set-based pass: the backfill below, a rules change, a resource's
-- office or type change, an office's zone change, a bulk loader (the bench generator) after it loaded with the
-- triggers off. The resources are locked FOR UPDATE in id order first: a booking writer of one of them (FOR KEY
-- SHARE in the refresh, and the foreign key's check) waits, then recounts under the new rules.
CREATE OR REPLACE FUNCTION resource_day_figures_rebuild(only_resources integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql
  SET jit = off SET work_mem = '256MB' AS $$
BEGIN
  IF only_resources IS NOT NULL THEN
    IF cardinality(only_resources) = 0 THEN RETURN; END IF;
    PERFORM 1 FROM resources r WHERE r.id = ANY (only_resources) ORDER BY r.id FOR UPDATE;
    DELETE FROM resource_day_figures WHERE resource_id = ANY (only_resources);
    DELETE FROM resource_month_figures WHERE resource_id = ANY (only_resources);
  ELSE
    DELETE FROM resource_day_figures;
    DELETE FROM resource_month_figures;
  END IF;
  INSERT INTO resource_day_figures (client_id, office_id, resource_id, start_day, day, booked_seconds, revenue_pence)
    SELECT b.client_id, b.office_id, b.resource_id, (b.planned_start AT TIME ZONE rh.time_zone)::date, x.day, sum(x.secs), sum(x.pence)
    FROM (SELECT r.id, o.time_zone, CASE WHEN own.id IS NOT NULL THEN own.opening_hours ELSE typ.opening_hours END AS oh FROM resources r JOIN offices o ON o.id = r.office_id
      LEFT JOIN booking_rules own ON own.client_id = r.client_id AND own.resource_id = r.id
      LEFT JOIN booking_rules typ ON typ.client_id = r.client_id AND typ.resource_id IS NULL AND typ.resource_type = r.resource_type
      WHERE only_resources IS NULL OR r.id = ANY (only_resources) OFFSET 0) rh
    JOIN bookings b ON b.resource_id = rh.id
    CROSS JOIN LATERAL resource_day_cells(b.planned_start, b.planned_end, rh.time_zone, rh.oh, b.price_pence) x
    WHERE (only_resources IS NULL OR b.resource_id = ANY (only_resources))
      AND b.booking_type IN ('hot_desk', 'meeting_room', 'desk', 'suite') AND b.status NOT IN ('cancelled', 'refund', 'released')
    GROUP BY 1, 2, 3, 4, 5
    -- Written in the report's read order (operator, day): a year of an operator's rows sits on few pages.
    ORDER BY 1, 5;
  INSERT INTO resource_month_figures (client_id, office_id, resource_id, month, booked_seconds, revenue_pence)
    SELECT client_id, office_id, resource_id, day - extract(day FROM day)::int + 1, sum(booked_seconds), sum(revenue_pence)
    FROM resource_day_figures WHERE only_resources IS NULL OR resource_id = ANY (only_resources)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 4;
END $$;
--> statement-breakpoint
-- A rules change: a resource's own rules rebuild that resource; a type's rules every resource of that operator and
-- type without its own rules (old and new rows, so a moved or deleted rule rebuilds both sides). After the
-- statement, so "without its own rules" and the hours read are the new ones.
CREATE OR REPLACE FUNCTION booking_rules_resource_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; kr integer[]; kt text[]; ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.client_id), array_agg(n.resource_id), array_agg(n.resource_type) INTO kc, kr, kt FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.client_id), array_agg(o.resource_id), array_agg(o.resource_type) INTO kc, kr, kt FROM old_rows o;
  ELSE
    SELECT array_agg(x.client_id), array_agg(x.resource_id), array_agg(x.resource_type) INTO kc, kr, kt
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.client_id, o.resource_id, o.resource_type), (n.client_id, n.resource_id, n.resource_type)) x(client_id, resource_id, resource_type)
      WHERE (n.client_id, n.resource_id, n.resource_type, n.opening_hours) IS DISTINCT FROM (o.client_id, o.resource_id, o.resource_type, o.opening_hours);
  END IF;
  IF kc IS NULL THEN RETURN NULL; END IF;
  SELECT array_agg(DISTINCT r.id) INTO ids FROM unnest(kc, kr, kt) c(client_id, resource_id, resource_type)
    JOIN resources r ON r.client_id = c.client_id
      AND ((c.resource_id IS NOT NULL AND r.id = c.resource_id)
        OR (c.resource_id IS NULL AND r.resource_type = c.resource_type
          AND NOT EXISTS (SELECT 1 FROM booking_rules own WHERE own.client_id = r.client_id AND own.resource_id = r.id)));
  IF ids IS NOT NULL THEN PERFORM resource_day_figures_rebuild(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_rules_resource_figures_ins AFTER INSERT ON booking_rules REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rules_resource_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER booking_rules_resource_figures_upd AFTER UPDATE ON booking_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rules_resource_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER booking_rules_resource_figures_del AFTER DELETE ON booking_rules REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rules_resource_figures_trigger();
--> statement-breakpoint
-- A resource moved to another office (another zone) or type (other rules): its figures are rebuilt. Its status is
-- not in the figures (the report keeps the active ones); a deleted resource's rows go by the foreign key's cascade.
CREATE OR REPLACE FUNCTION resources_resource_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (n.office_id, n.resource_type, n.client_id) IS DISTINCT FROM (o.office_id, o.resource_type, o.client_id);
  IF ids IS NOT NULL THEN PERFORM resource_day_figures_rebuild(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resources_resource_figures_upd AFTER UPDATE ON resources REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION resources_resource_figures_trigger();
--> statement-breakpoint
-- An office's zone moves every local day: its resources' figures are rebuilt.
CREATE OR REPLACE FUNCTION offices_resource_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(r.id) INTO ids FROM resources r WHERE r.office_id = NEW.id;
  IF ids IS NOT NULL THEN PERFORM resource_day_figures_rebuild(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offices_resource_figures_zone AFTER UPDATE OF time_zone ON offices
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION offices_resource_figures_trigger();
--> statement-breakpoint
SELECT resource_day_figures_rebuild();
--> statement-breakpoint
-- The foreign keys and secondary indexes after the backfill (one validating join and one sort each instead of a
-- row-by-row check and insert).
ALTER TABLE "resource_day_figures" ADD CONSTRAINT "resource_day_figures_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_day_figures" ADD CONSTRAINT "resource_day_figures_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_month_figures" ADD CONSTRAINT "resource_month_figures_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_month_figures" ADD CONSTRAINT "resource_month_figures_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_day_figures_client_day_idx" ON "resource_day_figures" USING btree ("client_id","day");--> statement-breakpoint
CREATE INDEX "resource_day_figures_office_day_idx" ON "resource_day_figures" USING btree ("client_id","office_id","day");--> statement-breakpoint
CREATE INDEX "resource_day_figures_resource_idx" ON "resource_day_figures" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_month_figures_client_month_idx" ON "resource_month_figures" USING btree ("client_id","month");--> statement-breakpoint
CREATE INDEX "resource_month_figures_office_month_idx" ON "resource_month_figures" USING btree ("client_id","office_id","month");--> statement-breakpoint
CREATE INDEX "resource_month_figures_resource_idx" ON "resource_month_figures" USING btree ("resource_id");--> statement-breakpoint
ANALYZE resource_day_figures;
--> statement-breakpoint
ANALYZE resource_month_figures;
