CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"method" text,
	"checkout_session_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"payment_intent_id" text,
	"last_event_at" timestamp with time zone,
	"failure" text,
	"invoice_payment_id" integer,
	"unapplied" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"webhook_secret_encrypted" text NOT NULL,
	"key_hint" text NOT NULL,
	"account_id" text,
	"account_name" text,
	"methods" text[] DEFAULT array['card']::text[] NOT NULL,
	"auto_collect" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tested_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_client_slug_uq" ON "online_payments" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_session_uq" ON "online_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_intent_uq" ON "online_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "online_payments_invoice_idx" ON "online_payments" USING btree ("invoice_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_client_uq" ON "payment_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_client_event_uq" ON "provider_events" USING btree ("client_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_provider_payment_uq" ON "invoice_payments" USING btree ("provider_payment_id");