CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"created_by_id" integer,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credited_line_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_note_for_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_client_slug_uq" ON "invoice_payments" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","date");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_line_id_invoice_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_for_id_invoices_id_fk" FOREIGN KEY ("credit_note_for_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_credited_line_idx" ON "invoice_lines" USING btree ("credited_line_id");--> statement-breakpoint
CREATE INDEX "invoices_credit_note_for_idx" ON "invoices" USING btree ("credit_note_for_id");