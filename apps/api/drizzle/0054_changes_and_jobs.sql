CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"record_type" text NOT NULL,
	"record_id" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor_kind" text DEFAULT 'system' NOT NULL,
	"actor_user_id" integer,
	"actor_api_key_id" integer,
	"actor_address" text,
	"txid" bigint DEFAULT txid_current() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"change_id" bigint PRIMARY KEY NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "change_log_client_idx" ON "change_log" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "change_log_client_type_idx" ON "change_log" USING btree ("client_id","record_type","id");--> statement-breakpoint
CREATE INDEX "change_log_client_actor_idx" ON "change_log" USING btree ("client_id","actor_user_id","id");--> statement-breakpoint
CREATE INDEX "change_log_record_idx" ON "change_log" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "change_log_created_idx" ON "change_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_outbox_created_idx" ON "event_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_unique_key_idx" ON "jobs" USING btree ("kind","unique_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "jobs_client_idx" ON "jobs" USING btree ("client_id","state","id");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE state in ('done', 'discarded');--> statement-breakpoint
-- The one change-capture point (issues 29 and 30). Row triggers on the business tables write the change, with who made
-- it (the transaction-local setting clubspace.actor, JSON {kind,userId,apiKeyId,clientId,address}) and only the changed
-- fields of an update. Keys naming a password, secret, token or hash are redacted. clubspace.capture = 'off' skips the
-- capture (bulk loaders: the demo seed and the bench seed).
CREATE OR REPLACE FUNCTION capture_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_any jsonb := coalesce(new_row, old_row);
  before_v jsonb;
  after_v jsonb;
  actor jsonb;
  change_id bigint;
BEGIN
  IF current_setting('clubspace.capture', true) = 'off' THEN
    RETURN NULL;
  END IF;
  actor := nullif(current_setting('clubspace.actor', true), '')::jsonb;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(n.key, old_row -> n.key), jsonb_object_agg(n.key, n.value)
      INTO before_v, after_v
      FROM jsonb_each(new_row) n
      WHERE n.value IS DISTINCT FROM old_row -> n.key AND n.key NOT IN ('updated_at', 'search', 'last_used_at', 'last_login', 'last_login_at', 'last_pull_at', 'last_sync_at', 'last_event_at');
    IF before_v IS NULL THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    after_v := new_row;
  ELSE
    before_v := old_row;
  END IF;
  IF before_v IS NOT NULL THEN
    SELECT jsonb_object_agg(key, CASE WHEN key ~ '(password|secret|token|_hash$|totp|recovery)' AND value <> 'null'::jsonb THEN '"[redacted]"'::jsonb ELSE value END)
      INTO before_v FROM jsonb_each(before_v);
  END IF;
  IF after_v IS NOT NULL THEN
    SELECT jsonb_object_agg(key, CASE WHEN key ~ '(password|secret|token|_hash$|totp|recovery)' AND value <> 'null'::jsonb THEN '"[redacted]"'::jsonb ELSE value END)
      INTO after_v FROM jsonb_each(after_v);
  END IF;
  INSERT INTO change_log (client_id, record_type, record_id, action, before, after, actor_kind, actor_user_id, actor_api_key_id, actor_address)
  VALUES (
    coalesce((row_any ->> 'client_id')::integer, (actor ->> 'clientId')::integer, CASE WHEN TG_TABLE_NAME = 'clients' THEN (row_any ->> 'id')::integer END),
    TG_TABLE_NAME,
    row_any ->> 'id',
    lower(TG_OP),
    before_v,
    after_v,
    coalesce(actor ->> 'kind', 'system'),
    (actor ->> 'userId')::integer,
    (actor ->> 'apiKeyId')::integer,
    actor ->> 'address'
  )
  RETURNING id INTO change_id;
  IF TG_ARGV[0] = 'evented' THEN
    INSERT INTO event_outbox (change_id, client_id)
    VALUES (change_id, coalesce((row_any ->> 'client_id')::integer, (actor ->> 'clientId')::integer));
    PERFORM pg_notify('clubspace_events', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'prepaid_packages', 'booking_relations', 'product_categories', 'products', 'bars', 'bar_staff', 'order_lines',
    'payment_accounts', 'online_payments', 'online_refunds', 'booking_series', 'clients', 'offices', 'floors',
    'staff', 'staff_offices', 'brokers', 'xero_connections', 'payer_accounts', 'api_keys', 'booking_rules', 'teams',
    'guests', 'membership_plans', 'uploads', 'ticket_categories', 'ticket_messages', 'events', 'event_attendees',
    'portal_access', 'guest_visits', 'portal_invite_requests', 'work_areas', 'resources', 'checkin_links',
    'invoice_datas', 'invoice_lines', 'notices', 'notice_offices', 'calendar_feeds', 'office_closures',
    'notification_types', 'notification_campaigns', 'offers', 'offer_offices', 'offer_users', 'invoice_settings',
    'ticket_settings', 'portal_settings', 'member_preferences', 'dunning_settings'
  ] LOOP
    EXECUTE format('CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION capture_change()', t);
  END LOOP;
  -- Tables with webhook events: their changes also go to the outbox.
  FOREACH t IN ARRAY ARRAY['users', 'members', 'memberships', 'bookings', 'invoices', 'invoice_payments', 'orders', 'tickets'] LOOP
    EXECUTE format('CREATE TRIGGER capture_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION capture_change(%L)', t, 'evented');
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A new job wakes the workers listening on PostgreSQL (the embedded database is woken in-process).
CREATE OR REPLACE FUNCTION jobs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clubspace_jobs', NEW.kind);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify AFTER INSERT ON jobs FOR EACH ROW WHEN (NEW.state = 'queued') EXECUTE FUNCTION jobs_notify();
