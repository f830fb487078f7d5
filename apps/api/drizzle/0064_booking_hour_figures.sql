CREATE TABLE "booking_hour_figures" (
	"client_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"day" date NOT NULL,
	"cell_day" date NOT NULL,
	"hour" smallint NOT NULL,
	"desk_hours" numeric DEFAULT '0' NOT NULL,
	"desk_used_hours" numeric DEFAULT '0' NOT NULL,
	"room_hours" numeric DEFAULT '0' NOT NULL,
	"room_used_hours" numeric DEFAULT '0' NOT NULL,
	"desk_due" integer DEFAULT 0 NOT NULL,
	"desk_checkins" integer DEFAULT 0 NOT NULL,
	"room_due" integer DEFAULT 0 NOT NULL,
	"room_checkins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_hour_figures_client_id_office_id_day_cell_day_hour_pk" PRIMARY KEY("client_id","office_id","day","cell_day","hour")
);
--> statement-breakpoint
ALTER TABLE "booking_hour_figures" ADD CONSTRAINT "booking_hour_figures_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_hour_figures_office_cell_idx" ON "booking_hour_figures" USING btree ("client_id","office_id","cell_day");--> statement-breakpoint
CREATE INDEX "booking_hour_figures_client_cell_idx" ON "booking_hour_figures" USING btree ("client_id","cell_day");--> statement-breakpoint
-- Issue 31 (report 3, occupancy by hour): hourly desk and meeting-room figures kept like the day figures of 0025 —
-- statement-level triggers RE-COUNT every touched key (operator, office, the booking's local start day) from the
-- bookings. Measured before building it (docs/performance.md, "Occupancy by hour"): splitting the bookings into hours
-- on every request took 0.45–0.5 s for one office and 18 s for 200 offices over 12 months at 5M bookings.
--
-- The local hours a booking [s, e) covers in a zone, by elapsed time (contract report-occupancy.ts `hourCells`): the
-- local hour changes at the instants whose local minute is 0, i.e. every hour from the zone's sub-hour offset; `first`
-- marks the cell the booking starts in (its due / check-in counts). A plain SQL function, inlined into each caller.
CREATE OR REPLACE FUNCTION booking_hour_cells(s timestamptz, e timestamptz, tz text)
  RETURNS TABLE (cell_day date, hour integer, hours numeric, first boolean) LANGUAGE sql STABLE AS $$
  SELECT (t AT TIME ZONE tz)::date, extract(hour FROM t AT TIME ZONE tz)::integer,
    extract(epoch FROM least(e, t + interval '1 hour') - greatest(s, t)) / 3600, t <= s
  FROM (SELECT make_interval(mins => mod(extract(minute FROM s AT TIME ZONE tz)::integer - extract(minute FROM s AT TIME ZONE 'UTC')::integer + 60, 60)) AS m) z
  CROSS JOIN LATERAL generate_series(date_trunc('hour', s - z.m, 'UTC') + z.m, e - interval '1 microsecond', interval '1 hour') t
$$;
--> statement-breakpoint
-- Recount the keys (operator, office, local start day). Locks: the day figures' rows of the same keys, in key order —
-- the day trigger (its name sorts first, so it fires first in the same statement) has already inserted and locked
-- them, so this takes no new lock and two writers of one key still take turns.
CREATE OR REPLACE FUNCTION booking_hour_figures_refresh(k_client integer[], k_office integer[], k_day date[]) RETURNS void
  LANGUAGE plpgsql SET jit = off SET work_mem = '256MB' AS $$
DECLARE
  kc integer[]; ko integer[]; lo date; hi date;
BEGIN
  INSERT INTO booking_day_figures (client_id, office_id, day)
    SELECT DISTINCT k.c, k.o, k.d FROM unnest(k_client, k_office, k_day) k(c, o, d) JOIN offices ON offices.id = k.o
    ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM booking_day_figures f JOIN (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)) k
    ON f.client_id = k.c AND f.office_id = k.o AND f.day = k.d ORDER BY f.client_id, f.office_id, f.day FOR UPDATE OF f;
  DELETE FROM booking_hour_figures f USING (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)) k
    WHERE f.client_id = k.c AND f.office_id = k.o AND f.day = k.d;
  IF cardinality(k_client) <= 200 THEN
    INSERT INTO booking_hour_figures (client_id, office_id, day, cell_day, hour, desk_hours, desk_used_hours, room_hours,
        room_used_hours, desk_due, desk_checkins, room_due, room_checkins)
      SELECT k.c, k.o, k.d, x.cell_day, x.hour,
        coalesce(sum(x.hours) FILTER (WHERE desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE desk AND live AND checked), 0),
        coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live AND checked), 0),
        count(*) FILTER (WHERE desk AND x.first AND due), count(*) FILTER (WHERE desk AND x.first AND due AND checked),
        count(*) FILTER (WHERE NOT desk AND x.first AND due), count(*) FILTER (WHERE NOT desk AND x.first AND due AND checked)
      FROM (SELECT DISTINCT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d)) k
      JOIN offices o ON o.id = k.o
      JOIN bookings b ON b.client_id = k.c AND b.office_id = k.o
        AND b.planned_start >= (k.d::timestamp AT TIME ZONE o.time_zone) AND b.planned_start < ((k.d + 1)::timestamp AT TIME ZONE o.time_zone)
      CROSS JOIN LATERAL (SELECT b.booking_type IN ('hot_desk', 'desk') AS desk, b.status NOT IN ('cancelled', 'refund', 'released') AS live,
        b.status NOT IN ('cancelled', 'refund') AS due, b.real_start IS NOT NULL AS checked) f
      CROSS JOIN LATERAL booking_hour_cells(b.planned_start, b.planned_end, o.time_zone) x
      WHERE b.booking_type IN ('hot_desk', 'desk', 'meeting_room') AND b.status NOT IN ('cancelled', 'refund')
      GROUP BY k.c, k.o, k.d, x.cell_day, x.hour;
  ELSE
    -- Many keys (a bulk statement): one pass over the keys' operators and offices between their first and last day
    -- (± 2 days covers any zone offset), a hash semi-join keeping the keys' bookings.
    SELECT array_agg(DISTINCT c), array_agg(DISTINCT o), min(d) - 2, max(d) + 2 INTO kc, ko, lo, hi
      FROM unnest(k_client, k_office, k_day) k(c, o, d);
    INSERT INTO booking_hour_figures (client_id, office_id, day, cell_day, hour, desk_hours, desk_used_hours, room_hours,
        room_used_hours, desk_due, desk_checkins, room_due, room_checkins)
      SELECT b.client_id, b.office_id, (b.planned_start AT TIME ZONE o.time_zone)::date, x.cell_day, x.hour,
        coalesce(sum(x.hours) FILTER (WHERE desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE desk AND live AND checked), 0),
        coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live AND checked), 0),
        count(*) FILTER (WHERE desk AND x.first AND due), count(*) FILTER (WHERE desk AND x.first AND due AND checked),
        count(*) FILTER (WHERE NOT desk AND x.first AND due), count(*) FILTER (WHERE NOT desk AND x.first AND due AND checked)
      FROM bookings b JOIN offices o ON o.id = b.office_id
      CROSS JOIN LATERAL (SELECT b.booking_type IN ('hot_desk', 'desk') AS desk, b.status NOT IN ('cancelled', 'refund', 'released') AS live,
        b.status NOT IN ('cancelled', 'refund') AS due, b.real_start IS NOT NULL AS checked) f
      CROSS JOIN LATERAL booking_hour_cells(b.planned_start, b.planned_end, o.time_zone) x
      WHERE b.client_id = ANY (kc) AND b.office_id = ANY (ko) AND b.planned_start >= lo::timestamptz AND b.planned_start < hi::timestamptz
        AND b.booking_type IN ('hot_desk', 'desk', 'meeting_room') AND b.status NOT IN ('cancelled', 'refund')
        AND (b.client_id, b.office_id, (b.planned_start AT TIME ZONE o.time_zone)::date)
          IN (SELECT c, o, d FROM unnest(k_client, k_office, k_day) k(c, o, d))
      GROUP BY 1, 2, 3, 4, 5;
  END IF;
END $$;
--> statement-breakpoint
-- The keys a bookings statement touched: old and new rows whose counted columns differ (a subset of the day
-- figures' columns, so these keys are a subset of theirs).
CREATE OR REPLACE FUNCTION booking_hour_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
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
      WHERE (ob.client_id, ob.office_id, ob.planned_start, ob.planned_end, ob.booking_type, ob.status, ob.real_start)
        IS DISTINCT FROM (nb.client_id, nb.office_id, nb.planned_start, nb.planned_end, nb.booking_type, nb.status, nb.real_start)) k;
  END IF;
  IF kc IS NOT NULL THEN PERFORM booking_hour_figures_refresh(kc, ko, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_hour_figures_ins AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_hour_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER booking_hour_figures_upd AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_hour_figures_trigger();
--> statement-breakpoint
CREATE TRIGGER booking_hour_figures_del AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_hour_figures_trigger();
--> statement-breakpoint
-- Every hourly figure of some offices (NULL = all) in one set-based pass: the backfill below, an office's time-zone
-- change, a bulk loader (the bench generator) after it loaded with the triggers off.
CREATE OR REPLACE FUNCTION booking_hour_figures_rebuild(only_offices integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql
  SET work_mem = '256MB' AS $$
BEGIN
  DELETE FROM booking_hour_figures WHERE only_offices IS NULL OR office_id = ANY (only_offices);
  INSERT INTO booking_hour_figures (client_id, office_id, day, cell_day, hour, desk_hours, desk_used_hours, room_hours,
      room_used_hours, desk_due, desk_checkins, room_due, room_checkins)
    SELECT b.client_id, b.office_id, (b.planned_start AT TIME ZONE o.time_zone)::date, x.cell_day, x.hour,
      coalesce(sum(x.hours) FILTER (WHERE desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE desk AND live AND checked), 0),
      coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live AND checked), 0),
      count(*) FILTER (WHERE desk AND x.first AND due), count(*) FILTER (WHERE desk AND x.first AND due AND checked),
      count(*) FILTER (WHERE NOT desk AND x.first AND due), count(*) FILTER (WHERE NOT desk AND x.first AND due AND checked)
    FROM bookings b JOIN offices o ON o.id = b.office_id
    CROSS JOIN LATERAL (SELECT b.booking_type IN ('hot_desk', 'desk') AS desk, b.status NOT IN ('cancelled', 'refund', 'released') AS live,
      b.status NOT IN ('cancelled', 'refund') AS due, b.real_start IS NOT NULL AS checked) f
    CROSS JOIN LATERAL booking_hour_cells(b.planned_start, b.planned_end, o.time_zone) x
    WHERE (only_offices IS NULL OR b.office_id = ANY (only_offices))
      AND b.booking_type IN ('hot_desk', 'desk', 'meeting_room') AND b.status NOT IN ('cancelled', 'refund')
    GROUP BY 1, 2, 3, 4, 5;
END $$;
--> statement-breakpoint
-- An office's zone moves every local hour: its cells are rebuilt (a deleted office's go by the foreign key's cascade).
CREATE OR REPLACE FUNCTION offices_hour_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM booking_hour_figures_rebuild(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offices_hour_figures_zone AFTER UPDATE OF time_zone ON offices
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION offices_hour_figures_trigger();
--> statement-breakpoint
SELECT booking_hour_figures_rebuild();
--> statement-breakpoint
ANALYZE booking_hour_figures;
