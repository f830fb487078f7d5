CREATE TABLE "office_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"office_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "office_closures" ADD CONSTRAINT "office_closures_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "office_closures_client_slug_uq" ON "office_closures" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "office_closures_office_day_idx" ON "office_closures" USING btree ("office_id","last_day");