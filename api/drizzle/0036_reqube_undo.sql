-- Undo of a ReQube (issue 25 §4, docs/adr/0092-undo.md "ReQube"). Hand-written; PGlite and PostgreSQL 15.
-- A ReQube reassigns activities to another pocket in place (their pocket-side ledger entries move with them); these
-- rows record where each activity was, so the reassignment can be put back within ten minutes, once.
CREATE TABLE "reqube_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"to_qube_id" integer,
	"moved_by" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reqube_move_items" (
	"reqube_move_id" integer NOT NULL REFERENCES "reqube_moves"("id") ON DELETE CASCADE,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"from_qube_id" integer,
	"from_special_bucket" text,
	"amount" numeric(14, 2) NOT NULL,
	PRIMARY KEY ("reqube_move_id", "activity_id")
);
--> statement-breakpoint
CREATE INDEX "reqube_move_items_activity_idx" ON "reqube_move_items" ("activity_id", "reqube_move_id");
