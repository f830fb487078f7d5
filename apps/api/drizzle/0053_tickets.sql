CREATE TABLE "ticket_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" integer,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"first_response_hours" integer NOT NULL,
	"auto_close_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"member_id" integer NOT NULL,
	"office_id" integer,
	"resource_id" integer,
	"assignee_staff_id" integer,
	"raised_by_staff_id" integer,
	"photo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_due_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_staff_id_staff_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_raised_by_staff_id_staff_id_fk" FOREIGN KEY ("raised_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_categories_client_slug_uq" ON "ticket_categories" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_categories_client_name_uq" ON "ticket_categories" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_client_slug_uq" ON "tickets" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "tickets_client_created_idx" ON "tickets" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_client_status_created_idx" ON "tickets" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE INDEX "tickets_client_assignee_created_idx" ON "tickets" USING btree ("client_id","assignee_staff_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_client_office_created_idx" ON "tickets" USING btree ("client_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_client_category_created_idx" ON "tickets" USING btree ("client_id","category_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_client_due_idx" ON "tickets" USING btree ("client_id","first_response_due_at") WHERE "tickets"."first_response_at" is null and "tickets"."status" in ('open', 'in_progress', 'waiting_on_member');--> statement-breakpoint
CREATE INDEX "tickets_member_created_idx" ON "tickets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_resolved_idx" ON "tickets" USING btree ("resolved_at") WHERE "tickets"."status" = 'resolved';