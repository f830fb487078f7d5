CREATE TABLE "event_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer,
	"guest_id" integer,
	"team_id" integer,
	"status" text NOT NULL,
	"rsvp_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"invoice_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"office_id" integer NOT NULL,
	"resource_id" integer,
	"block_booking_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"place" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"guests_welcome" boolean DEFAULT false NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_block_booking_id_bookings_id_fk" FOREIGN KEY ("block_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_client_slug_uq" ON "event_attendees" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_member_uq" ON "event_attendees" USING btree ("event_id","member_id") WHERE "event_attendees"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_guest_uq" ON "event_attendees" USING btree ("event_id","guest_id") WHERE "event_attendees"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "event_attendees_event_status_idx" ON "event_attendees" USING btree ("event_id","status","rsvp_at","id");--> statement-breakpoint
CREATE INDEX "event_attendees_event_rsvp_idx" ON "event_attendees" USING btree ("event_id","rsvp_at","id");--> statement-breakpoint
CREATE INDEX "event_attendees_member_idx" ON "event_attendees" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "event_attendees_client_idx" ON "event_attendees" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_client_slug_uq" ON "events" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "events_client_end_idx" ON "events" USING btree ("client_id","ends_at","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_client_start_idx" ON "events" USING btree ("client_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_client_office_start_idx" ON "events" USING btree ("client_id","office_id","starts_at");