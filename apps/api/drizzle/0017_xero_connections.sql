CREATE TABLE "xero_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"xero_client_id" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"organisation_name" text,
	"tenant_id" text,
	"account_code" text DEFAULT '200' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_pull_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "xero_connections" ADD CONSTRAINT "xero_connections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xero_connections_client_uq" ON "xero_connections" USING btree ("client_id");