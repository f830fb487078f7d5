-- Utilisation figures (issue 31, report 4): a rules change, a resource's office/type/operator change and an office's
-- zone change no longer rebuild the figures of the resources concerned in the writer's transaction (0066 called
-- resource_day_figures_rebuild(ids) there, locking every one of them FOR UPDATE: a type rule of 2,400 rooms over
-- 1.5M bookings took ~150 s inside the staff member's request, and blocked bookings of those rooms meanwhile). They
-- now QUEUE a durable job, kind 'resource-figures-rebuild' (one per operator, payload {"resourceIds": [...]}), in the
-- same transaction: it exists exactly when the change commits, and the jobs table's insert trigger (0054,
-- jobs_notify) wakes the workers on both databases. The job (src/jobs/resource-figures-rebuild.job.ts) rebuilds the
-- resources 50 at a time, one transaction per chunk, each locking only its chunk's resources.
--
-- Why every figure ends under the new rules: booking writes made meanwhile recount their keys through the normal
-- triggers, which read the rules as they are then (the new ones once the change committed); a chunk deletes and
-- recounts its resources wholly under the rules current when it runs, holding them FOR UPDATE so no booking write of
-- them interleaves (a writer waits on the lock, then recounts its keys under the same rules); a later rules change
-- queues its own job. So once the job has run every key is under the new rules. Until then the report may show the
-- old rules' figures for resources not yet rebuilt: a deliberate trade (docs/decisions.md, utilisation paragraph).
CREATE OR REPLACE FUNCTION resource_figures_queue_rebuild(ids integer[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO jobs (client_id, kind, payload)
    SELECT r.client_id, 'resource-figures-rebuild', jsonb_build_object('resourceIds', jsonb_agg(DISTINCT r.id))
    FROM resources r WHERE r.id = ANY (ids) GROUP BY r.client_id;
END $$;
--> statement-breakpoint
-- As 0066, the rebuild queued instead of run.
CREATE OR REPLACE FUNCTION booking_rules_resource_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  kc integer[]; kr integer[]; kt text[]; ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.client_id), array_agg(n.resource_id), array_agg(n.resource_type) INTO kc, kr, kt FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.client_id), array_agg(o.resource_id), array_agg(o.resource_type) INTO kc, kr, kt FROM old_rows o;
  ELSE
    SELECT array_agg(x.client_id), array_agg(x.resource_id), array_agg(x.resource_type) INTO kc, kr, kt
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.client_id, o.resource_id, o.resource_type), (n.client_id, n.resource_id, n.resource_type)) x(client_id, resource_id, resource_type)
      WHERE (n.client_id, n.resource_id, n.resource_type, n.opening_hours) IS DISTINCT FROM (o.client_id, o.resource_id, o.resource_type, o.opening_hours);
  END IF;
  IF kc IS NULL THEN RETURN NULL; END IF;
  SELECT array_agg(DISTINCT r.id) INTO ids FROM unnest(kc, kr, kt) c(client_id, resource_id, resource_type)
    JOIN resources r ON r.client_id = c.client_id
      AND ((c.resource_id IS NOT NULL AND r.id = c.resource_id)
        OR (c.resource_id IS NULL AND r.resource_type = c.resource_type
          AND NOT EXISTS (SELECT 1 FROM booking_rules own WHERE own.client_id = r.client_id AND own.resource_id = r.id)));
  PERFORM resource_figures_queue_rebuild(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resources_resource_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (n.office_id, n.resource_type, n.client_id) IS DISTINCT FROM (o.office_id, o.resource_type, o.client_id);
  PERFORM resource_figures_queue_rebuild(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offices_resource_figures_trigger() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(r.id) INTO ids FROM resources r WHERE r.office_id = NEW.id;
  PERFORM resource_figures_queue_rebuild(ids);
  RETURN NULL;
END $$;
