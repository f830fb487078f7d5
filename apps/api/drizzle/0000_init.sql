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
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"office_id" integer NOT NULL,
	"floor_id" integer,
	"work_area_id" integer,
	"name" text NOT NULL,
	"identifier" text,
	"resource_type" text DEFAULT 'hot_desk' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"description" text,
	"length" double precision,
	"width" double precision,
	"height" double precision,
	"x" double precision,
	"y" double precision,
	"color" text DEFAULT '#FFFFFF' NOT NULL,
	"picture" text,
	"qr" text,
	"resource_unit" text,
	"price_hour_pence" integer DEFAULT 0 NOT NULL,
	"price_day_pence" integer DEFAULT 0 NOT NULL,
	"price_month_pence" integer DEFAULT 0 NOT NULL,
	"price_credits_hour" integer DEFAULT 0 NOT NULL,
	"price_credits_day" integer DEFAULT 0 NOT NULL,
	"price_credits_month" integer DEFAULT 0 NOT NULL,
	"no_member_price_hour_pence" integer DEFAULT 0 NOT NULL,
	"no_member_price_day_pence" integer DEFAULT 0 NOT NULL,
	"no_member_price_month_pence" integer DEFAULT 0 NOT NULL,
	"no_member_price_credits_hour" integer DEFAULT 0 NOT NULL,
	"no_member_price_credits_day" integer DEFAULT 0 NOT NULL,
	"no_member_price_credits_month" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"office_id" integer NOT NULL,
	"floor_id" integer,
	"name" text NOT NULL,
	"description" text,
	"picture" text,
	"area_type" text DEFAULT 'open_space' NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"item_price_day_pence" integer DEFAULT 0 NOT NULL,
	"full_price_day_pence" integer DEFAULT 0 NOT NULL,
	"item_price_month_pence" integer DEFAULT 0 NOT NULL,
	"full_price_month_pence" integer DEFAULT 0 NOT NULL,
	"visible_app" boolean DEFAULT true NOT NULL,
	"visible_web" boolean DEFAULT true NOT NULL,
	"visible_space" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"host_member_id" integer,
	"team_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"origin" text,
	"reference" text,
	"consent_marketing" boolean DEFAULT false NOT NULL,
	"image" text,
	"office_id" integer
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"office_id" integer,
	"role" text DEFAULT 'team_member' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"job_title" text,
	"presence" text DEFAULT 'out' NOT NULL,
	"allow_email" boolean DEFAULT true NOT NULL,
	"allow_push" boolean DEFAULT true NOT NULL,
	"auto_assign" boolean DEFAULT false NOT NULL,
	"auto_checking" boolean DEFAULT false NOT NULL,
	"notify_now" boolean DEFAULT false NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"description" text,
	"base_price_pence" integer DEFAULT 0 NOT NULL,
	"free_days" integer DEFAULT 0 NOT NULL,
	"free_credits" integer DEFAULT 0 NOT NULL,
	"length_in_month" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" integer,
	"member_id" integer,
	"team_id" integer,
	"office_id" integer,
	"work_area_id" integer,
	"resource_id" integer,
	"base_price_pence" integer DEFAULT 0 NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	"recurrent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"free_credits" integer DEFAULT 0 NOT NULL,
	"free_days" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"pay_now" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"invoice_name" text,
	"invoice_address" text,
	"invoice_post_code" text,
	"invoice_city" text,
	"status" text DEFAULT 'active' NOT NULL,
	"image" text,
	"office_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_datas" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"town" text,
	"post_code" text,
	"address_1" text,
	"address_2" text,
	"country" text,
	"vat_number" text,
	"company_number" text,
	"email_contact" text,
	"phone_contact" text,
	"person_contact" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"xero_id" text,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"payment_type" text DEFAULT 'work' NOT NULL,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"unit_price_pence" integer DEFAULT 0 NOT NULL,
	"vat" integer DEFAULT 20 NOT NULL,
	"unit_gross_price_pence" integer DEFAULT 0 NOT NULL,
	"line_price_pence" integer DEFAULT 0 NOT NULL,
	"line_gross_price_pence" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"payment_reference" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"team_id" integer,
	"invoice_data_id" integer,
	"office_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_reference" text,
	"invoice_type" text DEFAULT 'work' NOT NULL,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"date_due" date,
	"date_closed" date,
	"date_sent" date,
	"short_description" text,
	"xero_id" text,
	"vat_type" integer DEFAULT 20 NOT NULL,
	"net_price_pence" integer DEFAULT 0 NOT NULL,
	"vat_pence" integer DEFAULT 0 NOT NULL,
	"gross_price_pence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"related_booking_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"booking_type" text DEFAULT 'hot_desk' NOT NULL,
	"origin" text DEFAULT 'regular' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"office_id" integer NOT NULL,
	"floor_id" integer,
	"work_area_id" integer,
	"resource_id" integer,
	"member_id" integer,
	"guest_id" integer,
	"team_id" integer,
	"broker_id" integer,
	"membership_id" integer,
	"invoice_line_id" integer,
	"prepaid_package_id" integer,
	"planned_start" timestamp with time zone NOT NULL,
	"planned_end" timestamp with time zone NOT NULL,
	"real_start" timestamp with time zone,
	"real_end" timestamp with time zone,
	"single_price_pence" integer DEFAULT 0 NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"pay_now" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"complimentary" boolean DEFAULT false NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"comments" text
);
--> statement-breakpoint
CREATE TABLE "prepaid_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"team_id" integer,
	"member_id" integer,
	"single_price_pence" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"units_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bar_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"bar_id" integer NOT NULL,
	"staff_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bars" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"office_id" integer NOT NULL,
	"name" text NOT NULL,
	"open_time" text,
	"close_time" text,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_price_pence" integer DEFAULT 0 NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"member_id" integer,
	"booking_id" integer,
	"bar_id" integer,
	"staff_id" integer,
	"office_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"init_date" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_reference" text,
	"comments" text
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'available' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer,
	"office_id" integer,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'available' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"price_hh_pence" integer DEFAULT 0 NOT NULL,
	"vat" integer DEFAULT 20 NOT NULL,
	"order_in_list" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_campaign_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"type_id" integer,
	"date_planned" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"office_id" integer
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"office_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" integer,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"send_notification" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"offer_type" text DEFAULT 'informative' NOT NULL,
	"screen_after_accept" text,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"date_start" timestamp with time zone,
	"date_end" timestamp with time zone,
	"limit_per_campaign" integer DEFAULT 0 NOT NULL,
	"limit_per_team" integer DEFAULT 0 NOT NULL,
	"limit_per_member" integer DEFAULT 0 NOT NULL,
	"work_only" boolean DEFAULT false NOT NULL,
	"only_team_admin" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"send_notification" boolean DEFAULT false NOT NULL
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
ALTER TABLE "resources" ADD CONSTRAINT "resources_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_areas" ADD CONSTRAINT "work_areas_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_areas" ADD CONSTRAINT "work_areas_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_host_member_id_members_id_fk" FOREIGN KEY ("host_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_datas" ADD CONSTRAINT "invoice_datas_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_data_id_invoice_datas_id_fk" FOREIGN KEY ("invoice_data_id") REFERENCES "public"."invoice_datas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_relations" ADD CONSTRAINT "booking_relations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_relations" ADD CONSTRAINT "booking_relations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_relations" ADD CONSTRAINT "booking_relations_related_booking_id_bookings_id_fk" FOREIGN KEY ("related_booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_prepaid_package_id_prepaid_packages_id_fk" FOREIGN KEY ("prepaid_package_id") REFERENCES "public"."prepaid_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_packages" ADD CONSTRAINT "prepaid_packages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_packages" ADD CONSTRAINT "prepaid_packages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_staff" ADD CONSTRAINT "bar_staff_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_staff" ADD CONSTRAINT "bar_staff_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_staff" ADD CONSTRAINT "bar_staff_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bars" ADD CONSTRAINT "bars_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_campaign_users" ADD CONSTRAINT "notification_campaign_users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_campaign_users" ADD CONSTRAINT "notification_campaign_users_campaign_id_notification_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."notification_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_campaign_users" ADD CONSTRAINT "notification_campaign_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD CONSTRAINT "notification_campaigns_type_id_notification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."notification_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD CONSTRAINT "notification_campaigns_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_types" ADD CONSTRAINT "notification_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_offices" ADD CONSTRAINT "offer_offices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_offices" ADD CONSTRAINT "offer_offices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_offices" ADD CONSTRAINT "offer_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_users" ADD CONSTRAINT "offer_users_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_users" ADD CONSTRAINT "offer_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_users" ADD CONSTRAINT "offer_users_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name","last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_client_slug_uq" ON "resources" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "resources_client_office_idx" ON "resources" USING btree ("client_id","office_id","name");--> statement-breakpoint
CREATE INDEX "resources_client_name_idx" ON "resources" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "resources_floor_idx" ON "resources" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "resources_work_area_idx" ON "resources" USING btree ("work_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_areas_client_slug_uq" ON "work_areas" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "work_areas_client_office_idx" ON "work_areas" USING btree ("client_id","office_id","order");--> statement-breakpoint
CREATE INDEX "work_areas_client_name_idx" ON "work_areas" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "work_areas_floor_idx" ON "work_areas" USING btree ("floor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_client_slug_uq" ON "guests" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "guests_client_name_idx" ON "guests" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "guests_team_idx" ON "guests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "guests_host_idx" ON "guests" USING btree ("host_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_client_slug_uq" ON "members" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "members_client_user_uq" ON "members" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "members_client_office_idx" ON "members" USING btree ("client_id","office_id");--> statement-breakpoint
CREATE INDEX "members_team_idx" ON "members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_client_slug_uq" ON "membership_plans" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "membership_plans_client_name_idx" ON "membership_plans" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_client_slug_uq" ON "memberships" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "memberships_client_start_idx" ON "memberships" USING btree ("client_id","start");--> statement-breakpoint
CREATE INDEX "memberships_client_status_idx" ON "memberships" USING btree ("client_id","status","start");--> statement-breakpoint
CREATE INDEX "memberships_member_idx" ON "memberships" USING btree ("member_id","start");--> statement-breakpoint
CREATE INDEX "memberships_team_idx" ON "memberships" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "memberships_plan_idx" ON "memberships" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "memberships_office_active_idx" ON "memberships" USING btree ("office_id","start") WHERE "memberships"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "teams_client_slug_uq" ON "teams" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "teams_client_name_idx" ON "teams" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "teams_client_office_idx" ON "teams" USING btree ("client_id","office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_datas_client_slug_uq" ON "invoice_datas" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "invoice_datas_team_idx" ON "invoice_datas" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_client_slug_uq" ON "invoice_lines" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_member_idx" ON "invoice_lines" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_client_date_idx" ON "invoice_lines" USING btree ("client_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_slug_uq" ON "invoices" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_name_uq" ON "invoices" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "invoices_client_date_idx" ON "invoices" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "invoices_client_status_idx" ON "invoices" USING btree ("client_id","status","date");--> statement-breakpoint
CREATE INDEX "invoices_team_idx" ON "invoices" USING btree ("team_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_relations_uq" ON "booking_relations" USING btree ("booking_id","related_booking_id");--> statement-breakpoint
CREATE INDEX "booking_relations_related_idx" ON "booking_relations" USING btree ("related_booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_client_slug_uq" ON "bookings" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_client_code_uq" ON "bookings" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "bookings_client_office_start_idx" ON "bookings" USING btree ("client_id","office_id","planned_start");--> statement-breakpoint
CREATE INDEX "bookings_client_member_start_idx" ON "bookings" USING btree ("client_id","member_id","planned_start");--> statement-breakpoint
CREATE INDEX "bookings_client_start_idx" ON "bookings" USING btree ("client_id","planned_start");--> statement-breakpoint
CREATE INDEX "bookings_team_start_idx" ON "bookings" USING btree ("team_id","planned_start");--> statement-breakpoint
CREATE INDEX "bookings_resource_start_idx" ON "bookings" USING btree ("resource_id","planned_start");--> statement-breakpoint
CREATE INDEX "bookings_membership_idx" ON "bookings" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "bookings_invoice_line_idx" ON "bookings" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_packages_client_slug_uq" ON "prepaid_packages" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_packages_client_code_uq" ON "prepaid_packages" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "prepaid_packages_team_idx" ON "prepaid_packages" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_staff_uq" ON "bar_staff" USING btree ("bar_id","staff_id");--> statement-breakpoint
CREATE INDEX "bar_staff_staff_idx" ON "bar_staff" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bars_client_slug_uq" ON "bars" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "bars_client_name_idx" ON "bars" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_slug_uq" ON "orders" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_code_uq" ON "orders" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "orders_client_init_date_idx" ON "orders" USING btree ("client_id","init_date");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","init_date");--> statement-breakpoint
CREATE INDEX "orders_booking_idx" ON "orders" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_client_slug_uq" ON "product_categories" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "product_categories_client_name_idx" ON "product_categories" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_client_slug_uq" ON "products" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "products_client_order_idx" ON "products" USING btree ("client_id","order_in_list","name");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_campaign_users_uq" ON "notification_campaign_users" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "notification_campaign_users_user_idx" ON "notification_campaign_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_campaigns_client_slug_uq" ON "notification_campaigns" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "notification_campaigns_client_name_idx" ON "notification_campaigns" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "notification_campaigns_client_created_idx" ON "notification_campaigns" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_types_client_name_idx" ON "notification_types" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_offices_uq" ON "offer_offices" USING btree ("offer_id","office_id");--> statement-breakpoint
CREATE INDEX "offer_offices_office_idx" ON "offer_offices" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_users_client_slug_uq" ON "offer_users" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "offer_users_client_date_idx" ON "offer_users" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "offer_users_offer_idx" ON "offer_users" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_users_user_idx" ON "offer_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_client_slug_uq" ON "offers" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "offers_client_code_idx" ON "offers" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "offers_client_title_idx" ON "offers" USING btree ("client_id","title");