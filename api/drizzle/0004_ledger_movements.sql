CREATE TABLE "ledger_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "status_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "movement_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "counterparty" text;--> statement-breakpoint
-- Hand-written backfill: entries written before movements existed each become their own movement (id = entry id),
-- balanced by a 'legacy' counterparty entry, so every movement sums to zero and no balance changes.
INSERT INTO "ledger_movements" ("id", "account_id", "created_at") SELECT "id", "account_id", "created_at" FROM "ledger_entries";--> statement-breakpoint
UPDATE "ledger_entries" SET "movement_id" = "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('ledger_movements', 'id'), coalesce((SELECT max("id") FROM "ledger_movements"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_id", "qube_id", "amount", "movement_id", "counterparty", "created_at")
  SELECT "account_id", NULL, -"amount", "movement_id", 'legacy', "created_at" FROM "ledger_entries" WHERE "counterparty" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "movement_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_movement_idx" ON "ledger_entries" USING btree ("movement_id");