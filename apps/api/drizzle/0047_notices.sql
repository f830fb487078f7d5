CREATE TABLE "notice_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"office_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"publish_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"email_requested" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone,
	"emailed_count" integer DEFAULT 0 NOT NULL,
	"request_key" uuid,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_offices" ADD CONSTRAINT "notice_offices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_offices" ADD CONSTRAINT "notice_offices_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_offices" ADD CONSTRAINT "notice_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_offices_uq" ON "notice_offices" USING btree ("notice_id","office_id");--> statement-breakpoint
CREATE INDEX "notice_offices_office_idx" ON "notice_offices" USING btree ("office_id","notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_client_slug_uq" ON "notices" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_client_request_key_uq" ON "notices" USING btree ("client_id","request_key");--> statement-breakpoint
CREATE INDEX "notices_client_publish_idx" ON "notices" USING btree ("client_id","publish_at");--> statement-breakpoint
CREATE INDEX "notices_client_expire_idx" ON "notices" USING btree ("client_id","expire_at");--> statement-breakpoint
CREATE INDEX "notices_client_title_idx" ON "notices" USING btree ("client_id","title");--> statement-breakpoint
CREATE INDEX "notices_mail_due_idx" ON "notices" USING btree ("publish_at") WHERE "notices"."email_requested" and "notices"."emailed_at" is null;