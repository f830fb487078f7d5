-- Issue 24 §9, the bar till: an order may be for a team or a guest instead of a member; a walk-in sale's lines land
-- on the office's "Walk-in sales" invoice of the day — one per operator, office and day that is not void.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "team_id" integer CONSTRAINT "orders_team_id_teams_id_fk" REFERENCES "teams"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "guest_id" integer CONSTRAINT "orders_guest_id_guests_id_fk" REFERENCES "guests"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "walk_in" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_walk_in_day_uq" ON "invoices" ("client_id", "office_id", "date") WHERE "walk_in" AND "status" <> 'void';
