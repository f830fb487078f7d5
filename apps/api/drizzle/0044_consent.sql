ALTER TABLE "email_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_campaign_users" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_campaign_users" ADD COLUMN "skipped" text;