-- Issue 24 §1, §2: campaigns get an optional subject and Markdown body; e-mails keep their HTML part in the outbox;
-- every operator without campaign types gets the defaults new operators get at sign-up (contract DEFAULT_CAMPAIGN_TYPE_NAMES).
ALTER TABLE "notification_campaigns" ADD COLUMN IF NOT EXISTS "subject" text;
--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD COLUMN IF NOT EXISTS "body" text;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN IF NOT EXISTS "html" text;
--> statement-breakpoint
INSERT INTO "notification_types" ("client_id", "name")
SELECT c."id", d."name"
FROM "clients" c
CROSS JOIN (VALUES ('Announcement'), ('Event'), ('Newsletter'), ('Promotion')) AS d("name")
WHERE NOT EXISTS (SELECT 1 FROM "notification_types" t WHERE t."client_id" = c."id")
ORDER BY c."id", d."name";
