ALTER TABLE "email_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "notification_campaign_users" ADD COLUMN "sending_at" timestamp with time zone;