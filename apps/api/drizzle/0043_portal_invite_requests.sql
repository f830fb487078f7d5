-- Issue 26, staff side: team admins' requests to invite a colleague (when the portal keeps invitations with staff),
-- and the bookings list's channel filter (portal and API bookings, a minority, by start).
CREATE TABLE "portal_invite_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"requested_by_member_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" integer,
	"member_id" integer
);
--> statement-breakpoint
ALTER TABLE "portal_invite_requests" ADD CONSTRAINT "portal_invite_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invite_requests" ADD CONSTRAINT "portal_invite_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invite_requests" ADD CONSTRAINT "portal_invite_requests_requested_by_member_id_members_id_fk" FOREIGN KEY ("requested_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invite_requests" ADD CONSTRAINT "portal_invite_requests_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invite_requests" ADD CONSTRAINT "portal_invite_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_invite_requests_client_idx" ON "portal_invite_requests" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE INDEX "portal_invite_requests_team_idx" ON "portal_invite_requests" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_invite_requests_pending_uq" ON "portal_invite_requests" USING btree ("client_id",lower("email")) WHERE "portal_invite_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_client_channel_start_idx" ON "bookings" USING btree ("client_id","channel","planned_start") WHERE "bookings"."channel" <> 'staff';--> statement-breakpoint
ALTER TABLE "portal_invite_requests" ADD CONSTRAINT "portal_invite_requests_status_check" CHECK ("status" IN ('pending', 'approved', 'declined'));
