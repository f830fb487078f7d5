CREATE TABLE "billing_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"plan_id" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"revision" integer NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"period_days" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"invoice_line_id" integer,
	"billing_run_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"triggered_by" text NOT NULL,
	"staff_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"invoices_created" integer DEFAULT 0 NOT NULL,
	"lines_created" integer DEFAULT 0 NOT NULL,
	"teams_skipped" integer DEFAULT 0 NOT NULL,
	"net_pence" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_billing_run_id_billing_runs_id_fk" FOREIGN KEY ("billing_run_id") REFERENCES "public"."billing_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_charges_membership_period_uq" ON "billing_charges" USING btree ("membership_id","period_start","revision");--> statement-breakpoint
CREATE INDEX "billing_charges_client_period_idx" ON "billing_charges" USING btree ("client_id","period_start");--> statement-breakpoint
CREATE INDEX "billing_charges_line_idx" ON "billing_charges" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "billing_runs_client_month_idx" ON "billing_runs" USING btree ("client_id","month","started_at");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_plan_idx" ON "invoice_lines" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_membership_idx" ON "invoice_lines" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_booking_idx" ON "invoice_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_idx" ON "invoice_lines" USING btree ("order_id");