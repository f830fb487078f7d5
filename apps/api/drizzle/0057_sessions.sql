ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "portal_refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "portal_refresh_tokens" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_live_idx" ON "refresh_tokens" USING btree ("user_id","family_id") WHERE "refresh_tokens"."revoked_at" is null and "refresh_tokens"."used_at" is null;--> statement-breakpoint
-- Issue 30: ending a login (logout, "sign out", reuse, password change) revokes its refresh-token family, and the
-- request context of its user lists the live families (plugins/context.plugin.ts): every process drops the contexts
-- it keeps when it hears context_changes (migration 0030), so the ended login's access token is refused at its
-- next request in every process. Rotations set used_at, never revoked_at, so they do not notify.
CREATE TRIGGER refresh_tokens_context_changes AFTER UPDATE OF revoked_at OR DELETE OR TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION context_changes_notify();
