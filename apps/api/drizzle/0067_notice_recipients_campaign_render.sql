-- Issue 29: the notice e-mail as queue jobs (per-recipient batches with sent marks, as campaigns) and a campaign rendered once (stored on the campaign, reused by every batch).
--> statement-breakpoint
CREATE TABLE "notice_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"sending_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"skipped" text
);
--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD COLUMN "rendered" jsonb;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_recipients_uq" ON "notice_recipients" USING btree ("notice_id","member_id");--> statement-breakpoint
CREATE INDEX "notice_recipients_member_idx" ON "notice_recipients" USING btree ("member_id");