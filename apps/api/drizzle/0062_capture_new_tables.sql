-- The change capture (migration 0054) on the tables added since: two-factor login (the person's own security
-- settings, audited; secrets and hashes are redacted by the trigger), the owner's two-factor requirement, and the
-- webhook endpoints. Webhook events and deliveries are runtime records (the delivery log), not captured.
CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON user_two_factor FOR EACH ROW EXECUTE FUNCTION capture_change();
--> statement-breakpoint
CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON two_factor_recovery_codes FOR EACH ROW EXECUTE FUNCTION capture_change();
--> statement-breakpoint
CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON two_factor_devices FOR EACH ROW EXECUTE FUNCTION capture_change();
--> statement-breakpoint
CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON client_two_factor_policies FOR EACH ROW EXECUTE FUNCTION capture_change();
--> statement-breakpoint
CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON webhook_endpoints FOR EACH ROW EXECUTE FUNCTION capture_change();
