ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "bounce_code" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before delivery had a status: what their sent_at and error say.
UPDATE "email_outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'kept' END;
