-- Hot reads (issue 9): a qube's last activity (the qube lists' last_activity_datetime) is the newest activity of that
-- qube; without this index every list read scanned all activities of every account once per qube.
CREATE INDEX IF NOT EXISTS "activities_qube_idx" ON "activities" USING btree ("qube_id","transaction_datetime");--> statement-breakpoint
-- A qube's line in the current budget (the qube lists' current_cycle_budget, the planning pages).
CREATE INDEX IF NOT EXISTS "qube_budgets_qube_budget_idx" ON "qube_budgets" USING btree ("qube_id","budget_id");
