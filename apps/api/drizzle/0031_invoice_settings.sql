-- Issue 23 §2: the operator's "catalogue prices include VAT" setting. Existing operators (the demo's included) keep
-- prices excluding VAT, so no amount they bill changes; operators created from now on (sign-up) include VAT.
ALTER TABLE "clients" ADD COLUMN IF NOT EXISTS "prices_include_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "prices_include_vat" SET DEFAULT true;--> statement-breakpoint
-- A line generated from a VAT-inclusive price: its unit gross is the source (VAT = round(gross × r / (100 + r))).
-- Every line already written was priced net, as entered by hand.
ALTER TABLE "invoice_lines" ADD COLUMN IF NOT EXISTS "price_includes_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 23 §4: what a UK VAT invoice shows about its supplier and how to pay it; one row per operator, written on
-- first save (an operator without one has the defaults).
CREATE TABLE IF NOT EXISTS "invoice_settings" (
  "client_id" integer PRIMARY KEY NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "legal_name" text,
  "vat_number" text,
  "company_number" text,
  "registered_address" text,
  "bank_name" text,
  "account_name" text,
  "sort_code" text,
  "account_number" text,
  "iban" text,
  "bic" text,
  "payment_terms_days" integer DEFAULT 30 NOT NULL,
  "footer_text" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
