-- Scheduled orders claimed a page at a time (issue 24 §3, docs/adr/0094-job-queue.md). Hand-written; PGlite and
-- PostgreSQL 15. runDueOrders reads the active due orders in (next_date, account_id, id) order past a cursor: this
-- index gives each page straight from that order (no sort of every due order per page), and only active orders are in it.
CREATE INDEX "scheduled_orders_due_page_idx" ON "scheduled_orders" ("next_date", "account_id", "id") WHERE "is_active";
