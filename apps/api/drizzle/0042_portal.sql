-- Issue 26, the member portal: its settings per operator, each member's portal access, the portal's own refresh
-- tokens and one-time links (apart from the staff ones, so a portal credential is never accepted by a staff endpoint),
-- per-category notification consent, guests pre-registered for a day, and the channel a booking was made through.
CREATE TABLE "guest_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"host_member_id" integer,
	"office_id" integer,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"bookings" boolean DEFAULT true NOT NULL,
	"invoices" boolean DEFAULT true NOT NULL,
	"campaigns" boolean DEFAULT true NOT NULL,
	"community" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone,
	"invited_by_staff_id" integer,
	"activated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"session_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"book_desks" boolean DEFAULT true NOT NULL,
	"book_rooms" boolean DEFAULT true NOT NULL,
	"cancel_hours" integer DEFAULT 24 NOT NULL,
	"see_invoices" boolean DEFAULT true NOT NULL,
	"invite_members" boolean DEFAULT false NOT NULL,
	"welcome_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_visits" ADD CONSTRAINT "guest_visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visits" ADD CONSTRAINT "guest_visits_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visits" ADD CONSTRAINT "guest_visits_host_member_id_members_id_fk" FOREIGN KEY ("host_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_visits" ADD CONSTRAINT "guest_visits_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_invited_by_staff_id_staff_id_fk" FOREIGN KEY ("invited_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_refresh_tokens" ADD CONSTRAINT "portal_refresh_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_refresh_tokens" ADD CONSTRAINT "portal_refresh_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_refresh_tokens" ADD CONSTRAINT "portal_refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_visits_client_day_idx" ON "guest_visits" USING btree ("client_id","day");--> statement-breakpoint
CREATE INDEX "guest_visits_host_idx" ON "guest_visits" USING btree ("host_member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_visits_guest_day_uq" ON "guest_visits" USING btree ("guest_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_access_member_uq" ON "portal_access" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "portal_access_client_idx" ON "portal_access" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "portal_links_member_idx" ON "portal_links" USING btree ("member_id","purpose");--> statement-breakpoint
CREATE INDEX "portal_refresh_tokens_family_idx" ON "portal_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "portal_refresh_tokens_member_idx" ON "portal_refresh_tokens" USING btree ("member_id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_check" CHECK ("channel" IN ('staff', 'portal', 'api'));--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_status_check" CHECK ("status" IN ('invited', 'active', 'revoked'));--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_purpose_check" CHECK ("purpose" IN ('invite', 'magic', 'reset'));--> statement-breakpoint
-- Deactivating a member ends their portal sessions at once, whoever deactivates them (the staff form, a bulk update):
-- the portal session version goes up (every portal access token carries it) and their portal refresh tokens are
-- revoked. Portal request contexts are loaded per request (never cached), so the next request already sees it.
CREATE OR REPLACE FUNCTION portal_member_deactivated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE portal_access SET session_version = session_version + 1 WHERE member_id = NEW.id;
  UPDATE portal_refresh_tokens SET revoked_at = now() WHERE member_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_portal_sessions AFTER UPDATE OF status ON members FOR EACH ROW
  WHEN (OLD.status = 'active' AND NEW.status IS DISTINCT FROM 'active') EXECUTE FUNCTION portal_member_deactivated();
