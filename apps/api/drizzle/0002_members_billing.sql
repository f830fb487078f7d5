ALTER TABLE "members" ADD COLUMN "billing_town" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "billing_street_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_client_email_uq" ON "guests" USING btree ("client_id",lower("email"));--> statement-breakpoint
CREATE INDEX "guests_client_office_idx" ON "guests" USING btree ("client_id","office_id");