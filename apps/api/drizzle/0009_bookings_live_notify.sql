-- Written by hand: live updates of the map and the calendar (issue 11). Every committed change to bookings notifies
-- channel booking_changes once per (operator, office) touched by the statement, with a small JSON payload
-- {"client": 1, "office": 2}; the API relays it to the staff watching that office (server-sent events). Statement-level
-- triggers with transition tables keep a bulk load to one notification per office, not one per row.
CREATE OR REPLACE FUNCTION bookings_live_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR r IN SELECT DISTINCT client_id, office_id FROM old_rows LOOP
      PERFORM pg_notify('booking_changes', json_build_object('client', r.client_id, 'office', r.office_id)::text);
    END LOOP;
  ELSE
    FOR r IN SELECT DISTINCT client_id, office_id FROM new_rows LOOP
      PERFORM pg_notify('booking_changes', json_build_object('client', r.client_id, 'office', r.office_id)::text);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_live_notify_ins AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_live_notify();
--> statement-breakpoint
CREATE TRIGGER bookings_live_notify_upd AFTER UPDATE ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_live_notify();
--> statement-breakpoint
CREATE TRIGGER bookings_live_notify_del AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_live_notify();
