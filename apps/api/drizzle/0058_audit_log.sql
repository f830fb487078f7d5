CREATE INDEX "change_log_client_action_idx" ON "change_log" USING btree ("client_id","action","id");--> statement-breakpoint
CREATE INDEX "change_log_client_created_idx" ON "change_log" USING btree ("client_id","created_at");--> statement-breakpoint
-- The audit log (issue 30) is append-only: change_log refuses UPDATE, DELETE and TRUNCATE unless the transaction set
-- clubspace.audit_rewrite = 'on' (only the GDPR erasure's rewrite and the retention job do: modules/audit).
CREATE OR REPLACE FUNCTION change_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('clubspace.audit_rewrite', true), '') <> 'on' THEN
    RAISE EXCEPTION 'change_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER change_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON change_log FOR EACH STATEMENT EXECUTE FUNCTION change_log_append_only();
--> statement-breakpoint
-- Business tables a route writes that migration 0054 left out: a campaign's chosen recipients and an invoice's
-- sent/reminded history.
CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON notification_campaign_users FOR EACH ROW EXECUTE FUNCTION capture_change();
--> statement-breakpoint
CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON invoice_events FOR EACH ROW EXECUTE FUNCTION capture_change();
