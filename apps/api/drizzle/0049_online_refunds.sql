CREATE TABLE "online_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"online_payment_id" integer NOT NULL,
	"credit_note_id" integer,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"last_event_at" timestamp with time zone,
	"failure" text,
	"invoice_payment_id" integer,
	"created_by_id" integer,
	CONSTRAINT "online_refunds_amount_positive" CHECK ("online_refunds"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_client_slug_uq" ON "online_refunds" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_provider_uq" ON "online_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_idempotency_uq" ON "online_refunds" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "online_refunds_payment_idx" ON "online_refunds" USING btree ("online_payment_id","status");--> statement-breakpoint
CREATE INDEX "online_refunds_credit_note_idx" ON "online_refunds" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "online_payments_client_created_idx" ON "online_payments" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);