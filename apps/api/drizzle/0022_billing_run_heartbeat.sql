-- Issue 13 follow-up: a billing run touches heartbeat_at while it runs, so a run whose process was killed is taken as
-- interrupted after a minute and a half instead of keeping the operator's claim for 30 minutes.
ALTER TABLE "billing_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "billing_runs" SET "heartbeat_at" = "started_at";
