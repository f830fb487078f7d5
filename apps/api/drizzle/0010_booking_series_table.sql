CREATE TABLE "booking_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"booking_type" text NOT NULL,
	"office_id" integer NOT NULL,
	"resource_id" integer,
	"rule" jsonb NOT NULL,
	"entry" jsonb NOT NULL,
	"first_start" timestamp with time zone NOT NULL,
	"first_end" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_series_client_code_uq" ON "booking_series" USING btree ("client_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_series_client_slug_uq" ON "booking_series" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "booking_series_client_office_idx" ON "booking_series" USING btree ("client_id","office_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_start_idx" ON "bookings" USING btree ("series_id","planned_start");