CREATE TABLE "booking_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer,
	"min_duration_minutes" integer,
	"max_duration_minutes" integer,
	"min_notice_minutes" integer,
	"max_days_ahead" integer,
	"non_member_min_duration_minutes" integer,
	"non_member_max_duration_minutes" integer,
	"non_member_min_notice_minutes" integer,
	"non_member_max_days_ahead" integer,
	"opening_hours" jsonb,
	"granularity_minutes" integer,
	"check_in_grace_minutes" integer
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rules_overridden_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rules_override_note" text;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_rules_client_slug_uq" ON "booking_rules" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_rules_client_type_uq" ON "booking_rules" USING btree ("client_id","resource_type") WHERE "booking_rules"."resource_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_rules_client_resource_uq" ON "booking_rules" USING btree ("client_id","resource_id") WHERE "booking_rules"."resource_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_rules_resource_idx" ON "booking_rules" USING btree ("resource_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rules_overridden_by_staff_id_staff_id_fk" FOREIGN KEY ("rules_overridden_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;