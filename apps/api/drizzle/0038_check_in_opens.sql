-- Issue 24: minutes before the start check-in opens (null = the contract's default, 60).
ALTER TABLE "booking_rules" ADD COLUMN IF NOT EXISTS "check_in_opens_minutes" integer;
