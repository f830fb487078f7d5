ALTER TABLE "booking_hour_figures" ADD COLUMN "bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 32 (the 9 a.m. rush): a booking create recounted the hourly figures of its office's whole start day (every
-- booking of that day through booking_hour_cells: ~0.1 ms a booking, so the 1,000th create of a morning paid ~100 ms
-- of database CPU while holding the office-day lock). A statement of up to 200 changed bookings now adds its rows'
-- cells as signed deltas instead (+ new rows, − old rows; sums and counts are additive), and `bookings` counts the
-- bookings with a cell in each row so a row whose last booking left is deleted: the table keeps exactly the keys a
-- recount gives. Bigger statements (bulk writes) still recount their keys (booking_hour_figures_refresh), which now
-- fills `bookings` too, as does the rebuild. The cell rows' upserts run in key order under the office-day row lock
-- the day-figures trigger (booking_day_figures_ins, which fires first) already holds.
CREATE OR REPLACE FUNCTION booking_hour_figures_refresh(k_client integer[], k_office integer[], k_day date[]) RETURNS void
  LANGUAGE plpgsql SET jit = off AS $$
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
        room_used_hours, desk_due, desk_checkins, room_due, room_checkins, bookings)
      SELECT k.c, k.o, k.d, x.cell_day, x.hour,
        coalesce(sum(x.hours) FILTER (WHERE desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE desk AND live AND checked), 0),
        coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live AND checked), 0),
        count(*) FILTER (WHERE desk AND x.first AND due), count(*) FILTER (WHERE desk AND x.first AND due AND checked),
        count(*) FILTER (WHERE NOT desk AND x.first AND due), count(*) FILTER (WHERE NOT desk AND x.first AND due AND checked),
        count(*)
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
    SELECT array_agg(DISTINCT c), array_agg(DISTINCT o), min(d) - 2, max(d) + 2 INTO kc, ko, lo, hi
      FROM unnest(k_client, k_office, k_day) k(c, o, d);
    INSERT INTO booking_hour_figures (client_id, office_id, day, cell_day, hour, desk_hours, desk_used_hours, room_hours,
        room_used_hours, desk_due, desk_checkins, room_due, room_checkins, bookings)
      SELECT b.client_id, b.office_id, (b.planned_start AT TIME ZONE o.time_zone)::date, x.cell_day, x.hour,
        coalesce(sum(x.hours) FILTER (WHERE desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE desk AND live AND checked), 0),
        coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live AND checked), 0),
        count(*) FILTER (WHERE desk AND x.first AND due), count(*) FILTER (WHERE desk AND x.first AND due AND checked),
        count(*) FILTER (WHERE NOT desk AND x.first AND due), count(*) FILTER (WHERE NOT desk AND x.first AND due AND checked),
        count(*)
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
CREATE OR REPLACE FUNCTION booking_hour_figures_rebuild(only_offices integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql
  SET work_mem = '256MB' AS $$
BEGIN
  DELETE FROM booking_hour_figures WHERE only_offices IS NULL OR office_id = ANY (only_offices);
  INSERT INTO booking_hour_figures (client_id, office_id, day, cell_day, hour, desk_hours, desk_used_hours, room_hours,
      room_used_hours, desk_due, desk_checkins, room_due, room_checkins, bookings)
    SELECT b.client_id, b.office_id, (b.planned_start AT TIME ZONE o.time_zone)::date, x.cell_day, x.hour,
      coalesce(sum(x.hours) FILTER (WHERE desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE desk AND live AND checked), 0),
      coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live), 0), coalesce(sum(x.hours) FILTER (WHERE NOT desk AND live AND checked), 0),
      count(*) FILTER (WHERE desk AND x.first AND due), count(*) FILTER (WHERE desk AND x.first AND due AND checked),
      count(*) FILTER (WHERE NOT desk AND x.first AND due), count(*) FILTER (WHERE NOT desk AND x.first AND due AND checked),
      count(*)
    FROM bookings b JOIN offices o ON o.id = b.office_id
    CROSS JOIN LATERAL (SELECT b.booking_type IN ('hot_desk', 'desk') AS desk, b.status NOT IN ('cancelled', 'refund', 'released') AS live,
      b.status NOT IN ('cancelled', 'refund') AS due, b.real_start IS NOT NULL AS checked) f
    CROSS JOIN LATERAL booking_hour_cells(b.planned_start, b.planned_end, o.time_zone) x
    WHERE (only_offices IS NULL OR b.office_id = ANY (only_offices))
      AND b.booking_type IN ('hot_desk', 'desk', 'meeting_room') AND b.status NOT IN ('cancelled', 'refund')
    GROUP BY 1, 2, 3, 4, 5;
END $$;
--> statement-breakpoint
-- Signed rows' cells added to the figures (+1 a new booking, −1 an old one), in key order; rows left without a
-- booking are deleted.
CREATE OR REPLACE FUNCTION booking_hour_figures_apply(d_sign integer[], d_client integer[], d_office integer[], d_type text[],
    d_status text[], d_real timestamptz[], d_start timestamptz[], d_end timestamptz[]) RETURNS void
  LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO booking_hour_figures AS f (client_id, office_id, day, cell_day, hour, desk_hours, desk_used_hours, room_hours,
      room_used_hours, desk_due, desk_checkins, room_due, room_checkins, bookings)
    SELECT r.c, r.o, (r.ps AT TIME ZONE o.time_zone)::date, x.cell_day, x.hour,
      coalesce(sum(r.s * x.hours) FILTER (WHERE desk AND live), 0), coalesce(sum(r.s * x.hours) FILTER (WHERE desk AND live AND checked), 0),
      coalesce(sum(r.s * x.hours) FILTER (WHERE NOT desk AND live), 0), coalesce(sum(r.s * x.hours) FILTER (WHERE NOT desk AND live AND checked), 0),
      coalesce(sum(r.s) FILTER (WHERE desk AND x.first AND due), 0), coalesce(sum(r.s) FILTER (WHERE desk AND x.first AND due AND checked), 0),
      coalesce(sum(r.s) FILTER (WHERE NOT desk AND x.first AND due), 0), coalesce(sum(r.s) FILTER (WHERE NOT desk AND x.first AND due AND checked), 0),
      sum(r.s)
    FROM unnest(d_sign, d_client, d_office, d_type, d_status, d_real, d_start, d_end) r(s, c, o, t, st, rs, ps, pe)
    JOIN offices o ON o.id = r.o
    CROSS JOIN LATERAL (SELECT r.t IN ('hot_desk', 'desk') AS desk, r.st NOT IN ('cancelled', 'refund', 'released') AS live,
      r.st NOT IN ('cancelled', 'refund') AS due, r.rs IS NOT NULL AS checked) fl
    CROSS JOIN LATERAL booking_hour_cells(r.ps, r.pe, o.time_zone) x
    WHERE r.t IN ('hot_desk', 'desk', 'meeting_room') AND r.st NOT IN ('cancelled', 'refund')
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (client_id, office_id, day, cell_day, hour) DO UPDATE SET
      desk_hours = f.desk_hours + excluded.desk_hours, desk_used_hours = f.desk_used_hours + excluded.desk_used_hours,
      room_hours = f.room_hours + excluded.room_hours, room_used_hours = f.room_used_hours + excluded.room_used_hours,
      desk_due = f.desk_due + excluded.desk_due, desk_checkins = f.desk_checkins + excluded.desk_checkins,
      room_due = f.room_due + excluded.room_due, room_checkins = f.room_checkins + excluded.room_checkins,
      bookings = f.bookings + excluded.bookings;
  DELETE FROM booking_hour_figures f USING (
      SELECT DISTINCT r.c, r.o, (r.ps AT TIME ZONE of.time_zone)::date AS d
      FROM unnest(d_client, d_office, d_start) r(c, o, ps) JOIN offices of ON of.id = r.o) k
    WHERE f.client_id = k.c AND f.office_id = k.o AND f.day = k.d AND f.bookings <= 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_hour_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; ko integer[]; kd date[];
  ds integer[]; dc integer[]; dof integer[]; dt text[]; dst text[]; dr timestamptz[]; dps timestamptz[]; dpe timestamptz[];
BEGIN
  -- The changed rows, signed: + a new row, − an old one (an update: only rows whose counted columns changed).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(1), array_agg(client_id), array_agg(office_id), array_agg(booking_type), array_agg(status), array_agg(real_start),
        array_agg(planned_start), array_agg(planned_end)
      INTO ds, dc, dof, dt, dst, dr, dps, dpe FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(-1), array_agg(client_id), array_agg(office_id), array_agg(booking_type), array_agg(status), array_agg(real_start),
        array_agg(planned_start), array_agg(planned_end)
      INTO ds, dc, dof, dt, dst, dr, dps, dpe FROM old_rows;
  ELSE
    SELECT array_agg(x.s), array_agg(x.c), array_agg(x.o), array_agg(x.t), array_agg(x.st), array_agg(x.rs), array_agg(x.ps), array_agg(x.pe)
      INTO ds, dc, dof, dt, dst, dr, dps, dpe
      FROM old_rows ob JOIN new_rows nb ON nb.id = ob.id
      CROSS JOIN LATERAL (VALUES
        (-1, ob.client_id, ob.office_id, ob.booking_type, ob.status, ob.real_start, ob.planned_start, ob.planned_end),
        (1, nb.client_id, nb.office_id, nb.booking_type, nb.status, nb.real_start, nb.planned_start, nb.planned_end)) x(s, c, o, t, st, rs, ps, pe)
      WHERE (ob.client_id, ob.office_id, ob.planned_start, ob.planned_end, ob.booking_type, ob.status, ob.real_start)
        IS DISTINCT FROM (nb.client_id, nb.office_id, nb.planned_start, nb.planned_end, nb.booking_type, nb.status, nb.real_start);
  END IF;
  IF ds IS NULL THEN RETURN NULL; END IF;
  IF cardinality(ds) <= 400 THEN
    PERFORM booking_hour_figures_apply(ds, dc, dof, dt, dst, dr, dps, dpe);
    RETURN NULL;
  END IF;
  -- A bulk statement: its keys recounted in one pass over their bookings.
  SELECT array_agg(c), array_agg(o), array_agg(d) INTO kc, ko, kd FROM (
    SELECT DISTINCT r.c, r.o, (r.ps AT TIME ZONE of.time_zone)::date AS d
    FROM unnest(dc, dof, dps) r(c, o, ps) JOIN offices of ON of.id = r.o) k;
  IF kc IS NOT NULL THEN PERFORM booking_hour_figures_refresh(kc, ko, kd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT booking_hour_figures_rebuild();
