-- Issue 24 §3: the specification requires a work area for every resource, and the edit form sends one, so demo rooms
-- without one could not be saved. Each floor (or office, for resources without a floor) holding such resources gets
-- one "Meeting rooms" work area (reused when the floor already has a work area named like "meeting"), and the
-- resources join it. Idempotent: a second run finds no resource without a work area.
INSERT INTO "work_areas" ("client_id", "slug", "office_id", "floor_id", "name", "description", "area_type", "bookable", "order", "size", "status")
SELECT g."client_id",
  CASE WHEN EXISTS (SELECT 1 FROM "work_areas" w WHERE w."client_id" = g."client_id" AND w."slug" = g."base")
    THEN g."base" || '-' || g."first_id" ELSE g."base" END,
  g."office_id", g."floor_id", 'Meeting rooms', 'Meeting rooms of this floor.', 'office', false, 90, g."n", 'active'
FROM (
  SELECT r."client_id", r."office_id", r."floor_id", 'meeting-rooms-' || coalesce(f."slug", o."slug") AS "base",
    min(r."id") AS "first_id", count(*)::int AS "n"
  FROM "resources" r
  JOIN "offices" o ON o."id" = r."office_id"
  LEFT JOIN "floors" f ON f."id" = r."floor_id"
  WHERE r."work_area_id" IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM "work_areas" w
      WHERE w."client_id" = r."client_id" AND w."office_id" = r."office_id"
        AND w."floor_id" IS NOT DISTINCT FROM r."floor_id" AND w."name" ILIKE '%meeting%'
    )
  GROUP BY r."client_id", r."office_id", r."floor_id", f."slug", o."slug"
) g
ORDER BY g."client_id", g."office_id", g."floor_id";
--> statement-breakpoint
UPDATE "resources" r
SET "work_area_id" = (
  SELECT w."id" FROM "work_areas" w
  WHERE w."client_id" = r."client_id" AND w."office_id" = r."office_id"
    AND w."floor_id" IS NOT DISTINCT FROM r."floor_id" AND w."name" ILIKE '%meeting%'
  ORDER BY w."id" LIMIT 1
)
WHERE r."work_area_id" IS NULL;
