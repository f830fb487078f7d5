-- Issue 14: every API call loads its caller's context (user, operator, staff job, sections, office scope: one
-- statement, plugins/context.plugin.ts) — a third of a cheap list's database work. Each API process now keeps the
-- contexts it loaded (lib/context-cache.ts) until it hears that one of the tables they are read from changed: these
-- statement triggers NOTIFY context_changes (delivered at commit; one per transaction and channel), and every process
-- LISTENs on it (lib/live-hub.ts). While a process is not listening it keeps nothing.
CREATE OR REPLACE FUNCTION context_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('context_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_context_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION context_changes_notify();
--> statement-breakpoint
CREATE TRIGGER staff_context_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION context_changes_notify();
--> statement-breakpoint
CREATE TRIGGER staff_offices_context_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_offices
  FOR EACH STATEMENT EXECUTE FUNCTION context_changes_notify();
--> statement-breakpoint
CREATE TRIGGER clients_context_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION context_changes_notify();
