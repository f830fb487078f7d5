CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'pending' NOT NULL,
	"visibility" text,
	"plan_slug" text,
	"domain" text,
	"email" text,
	"employees" integer,
	"picture" text,
	"theme_name" text,
	"navigation_color" text,
	"button_color" text,
	"font" text,
	"logo" text,
	"favicon" text,
	"login_image" text,
	"web_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"office_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"floor_map" jsonb
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"short_code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"description" text,
	"longitude" text,
	"latitude" text,
	"address" text,
	"town" text,
	"street" text,
	"postal" text,
	"google_place" text,
	"google_place_url" text,
	"street_number" text,
	"street_name" text,
	"floor_number" text,
	"door_name" text,
	"phone" text,
	"email" text,
	"website" text,
	"domain" text,
	"list_order" integer DEFAULT 0 NOT NULL,
	"invoice_prefix" text,
	"place_main_img" text,
	"max_occupancy" integer DEFAULT 0 NOT NULL,
	"max_free_visits" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type_client" text NOT NULL,
	"text_price" text NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"invoicing_period_in_days" integer DEFAULT 30 NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"list_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'club_staff' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"job_title" text,
	"all_offices" boolean DEFAULT true NOT NULL,
	"web_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"active_office_id" integer
);
--> statement-breakpoint
CREATE TABLE "staff_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"office_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"avatar" text,
	"validated" boolean DEFAULT false NOT NULL,
	"onboarding_level" integer DEFAULT 0 NOT NULL,
	"validation_level" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"active_client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_active_office_id_offices_id_fk" FOREIGN KEY ("active_office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_offices" ADD CONSTRAINT "staff_offices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_offices" ADD CONSTRAINT "staff_offices_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_offices" ADD CONSTRAINT "staff_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_client_id_clients_id_fk" FOREIGN KEY ("active_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "brokers_client_slug_uq" ON "brokers" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "brokers_client_name_idx" ON "brokers" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_domain_uq" ON "clients" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree (lower("to"),"created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "floors_client_slug_uq" ON "floors" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "floors_office_idx" ON "floors" USING btree ("office_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_client_slug_uq" ON "offices" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "offices_client_order_idx" ON "offices" USING btree ("client_id","list_order","name");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_client_slug_uq" ON "staff" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_client_user_uq" ON "staff" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "staff_user_idx" ON "staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_offices_uq" ON "staff_offices" USING btree ("staff_id","office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name","last_name");