-- Issue 14 (performance): trigram search, stored sort keys for the member list, the no-show job's partial index.
-- Hand-edited around drizzle-kit's output: the extension first, the members' keys kept in step by triggers and
-- backfilled before their indexes are built, then ANALYZE so the planner sees the new columns at once.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sort_first" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sort_last" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The member search text: first, last, first+last, e-mail and team name, spaces removed, one per line.
CREATE OR REPLACE FUNCTION members_search_text(first text, last text, email text, team text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(E'\n', replace(first, ' ', ''), replace(last, ' ', ''), replace(coalesce(first, '') || coalesce(last, ''), ' ', ''),
    replace(email, ' ', ''), replace(team, ' ', ''))
$$;
--> statement-breakpoint
-- A member's keys from its user and team, on insert and whenever its user or team changes (also the team's
-- deletion, which sets team_id to null through the foreign key).
CREATE OR REPLACE FUNCTION members_keys_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u record;
  team_name text;
BEGIN
  SELECT first_name, last_name, email INTO u FROM users WHERE id = NEW.user_id;
  SELECT name INTO team_name FROM teams WHERE id = NEW.team_id;
  NEW.sort_first := coalesce(u.first_name, '');
  NEW.sort_last := coalesce(u.last_name, '');
  NEW.search_text := members_search_text(u.first_name, u.last_name, u.email, team_name);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_keys_fill BEFORE INSERT OR UPDATE OF user_id, team_id ON members
  FOR EACH ROW EXECUTE FUNCTION members_keys_fill();
--> statement-breakpoint
-- A renamed user (or a changed e-mail) renames its members everywhere.
CREATE OR REPLACE FUNCTION users_members_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members m SET sort_first = NEW.first_name, sort_last = NEW.last_name,
    search_text = members_search_text(NEW.first_name, NEW.last_name, NEW.email, (SELECT t.name FROM teams t WHERE t.id = m.team_id))
  WHERE m.user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_members_keys AFTER UPDATE OF first_name, last_name, email ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION users_members_keys();
--> statement-breakpoint
-- A renamed team changes its members' search text.
CREATE OR REPLACE FUNCTION teams_members_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members m SET search_text = members_search_text(u.first_name, u.last_name, u.email, NEW.name)
  FROM users u WHERE u.id = m.user_id AND m.team_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER teams_members_keys AFTER UPDATE OF name ON teams
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION teams_members_keys();
--> statement-breakpoint
-- Backfill (one set-based statement; also what a bulk loader that skips the row trigger runs after its COPY).
UPDATE members m SET sort_first = u.first_name, sort_last = u.last_name,
  search_text = members_search_text(u.first_name, u.last_name, u.email, (SELECT t.name FROM teams t WHERE t.id = m.team_id))
FROM users u WHERE u.id = m.user_id;
--> statement-breakpoint
CREATE INDEX "guests_name_trgm_idx" ON "guests" USING gin (replace("name", ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_email_trgm_idx" ON "guests" USING gin (replace("email", ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_client_sort_idx" ON "members" USING btree ("client_id","sort_first","sort_last","id");--> statement-breakpoint
CREATE INDEX "members_client_sort_last_idx" ON "members" USING btree ("client_id","sort_last","sort_first","id");--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin (replace("name", ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_no_show_idx" ON "bookings" USING btree ("planned_start") WHERE "bookings"."status" in ('active', 'alert') and "bookings"."real_start" is null;--> statement-breakpoint

-- Fresh statistics for the new columns and indexes (a bulk backfill leaves none).
ANALYZE members;--> statement-breakpoint
ANALYZE teams;--> statement-breakpoint
ANALYZE guests;
