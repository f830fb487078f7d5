-- Issue 32 (noticed in session 17): deleting a draft invoice line or a staff member makes PostgreSQL set the
-- referencing rows to null through the foreign keys, and with no index on orders.invoice_line_id, orders.staff_id,
-- bookings.rules_overridden_by_staff_id, event_attendees.invoice_line_id and tickets' staff and category columns,
-- each such delete scanned the whole table (0.77 s a deleted line at the large scale, 0.25 ms with the index).
-- Partial indexes: most rows have no such reference. test/fk-indexes.test.ts keeps the rule.
CREATE INDEX "bookings_rules_overridden_by_idx" ON "bookings" USING btree ("rules_overridden_by_staff_id") WHERE "bookings"."rules_overridden_by_staff_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_invoice_line_idx" ON "orders" USING btree ("invoice_line_id") WHERE "orders"."invoice_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_staff_idx" ON "orders" USING btree ("staff_id") WHERE "orders"."staff_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "event_attendees_invoice_line_idx" ON "event_attendees" USING btree ("invoice_line_id") WHERE "event_attendees"."invoice_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_staff_id") WHERE "tickets"."assignee_staff_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_raised_by_idx" ON "tickets" USING btree ("raised_by_staff_id") WHERE "tickets"."raised_by_staff_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_category_idx" ON "tickets" USING btree ("category_id") WHERE "tickets"."category_id" IS NOT NULL;