-- Issue 31: the Reports section (web-section code 'reports'). Operators created before it get it, and so do their
-- owners (an owner holds every section); other staff get it when the owner grants it.
UPDATE clients SET web_sections = array_append(web_sections, 'reports') WHERE NOT ('reports' = ANY (web_sections));
--> statement-breakpoint
UPDATE staff SET web_sections = array_append(web_sections, 'reports') WHERE role = 'club_owner' AND NOT ('reports' = ANY (web_sections));
