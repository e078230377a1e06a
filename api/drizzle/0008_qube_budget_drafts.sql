ALTER TABLE "qube_budgets" ADD COLUMN "editing_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "qube_budgets" ADD COLUMN "is_editing" boolean DEFAULT false NOT NULL;