-- Chasing unpaid invoices (issue 27 flow 5): the operator's schedule, and each chasing step recorded once per invoice.
CREATE TABLE "dunning_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"reminder_days" integer[] NOT NULL,
	"late_fee" text DEFAULT 'none' NOT NULL,
	"late_fee_pence" integer,
	"late_fee_basis_points" integer,
	"late_fee_after_days" integer DEFAULT 7 NOT NULL,
	"hold_after_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_events" ADD COLUMN "step_key" text;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "dunning_settings" ADD CONSTRAINT "dunning_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_events_step_uq" ON "invoice_events" USING btree ("invoice_id","step_key") WHERE "invoice_events"."step_key" is not null;