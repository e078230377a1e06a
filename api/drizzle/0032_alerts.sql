-- Alerts (issue 25 §2, docs/adr/0091-alerts.md). Hand-written; PGlite and PostgreSQL 15.
-- Every notification is an event an alert may be about. alert_state: 'pending' until the delivery step has decided
-- who gets it by e-mail or text ('queued'), or that nobody does ('none'). Rows older than alerts are 'none'.
ALTER TABLE "notifications" ADD COLUMN "alert_state" text DEFAULT 'pending' NOT NULL;
--> statement-breakpoint
UPDATE "notifications" SET "alert_state" = 'none';
--> statement-breakpoint
CREATE INDEX "notifications_alert_pending_idx" ON "notifications" ("id") WHERE "alert_state" = 'pending';
--> statement-breakpoint
-- Each person's alert settings for one account: which kinds alert and by which channel (jsonb by kind), and how many
-- days before a bill is due a short bill is told. No row: the defaults (every kind on, e-mail on, texts off, 3 days).
CREATE TABLE "alert_settings" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bill_days_before" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "account_id"),
	CONSTRAINT "alert_settings_days_ck" CHECK ("bill_days_before" BETWEEN 1 AND 14)
);
--> statement-breakpoint
-- The forecast's alerts (a short bill, a qube running low), once per event: the key names the event (the qube and
-- its due date or budget period); two instances checking at once insert one row, and only the winner notifies.
CREATE TABLE "alert_events" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"notification_id" integer REFERENCES "notifications"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("account_id", "kind", "event_key")
);
--> statement-breakpoint
-- One e-mail or text per notification, person and channel (the unique key): queued, then sent, or failed after its
-- attempts (retried with backoff: next_attempt_at).
CREATE TABLE "alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL REFERENCES "notifications"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_uq" UNIQUE ("notification_id", "user_id", "channel")
);
--> statement-breakpoint
CREATE INDEX "alert_deliveries_queued_idx" ON "alert_deliveries" ("next_attempt_at") WHERE "status" = 'queued';
--> statement-breakpoint
-- The daily sweep of the forecast's alerts: the day each account was last checked (claimed by an upsert, so two
-- instances sweeping at once check each account once).
CREATE TABLE "alert_checks" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"checked_on" date NOT NULL
);
