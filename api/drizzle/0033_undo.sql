-- Undo of a money move (issue 25 §4, docs/adr/0092-undo.md). Hand-written; PGlite and PostgreSQL 15.
-- A movement is undone at most once: its row here is written in the transaction of the reversal (a second undo, from
-- another tab or instance, finds it and is refused; a retry with the first undo's key replays its answer).
CREATE TABLE "undone_movements" (
	"movement_id" integer PRIMARY KEY NOT NULL REFERENCES "ledger_movements"("id") ON DELETE CASCADE,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"reversal_movement_id" integer NOT NULL REFERENCES "ledger_movements"("id") ON DELETE CASCADE,
	"undone_activity_id" integer NOT NULL,
	"reversal_activity_id" integer NOT NULL,
	"undone_by" integer,
	"undone_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "undone_movements_reversal_idx" ON "undone_movements" ("reversal_movement_id");
