CREATE TABLE "income_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"start_date" date NOT NULL,
	"recurring" text DEFAULT 'none' NOT NULL,
	"frequency" text,
	"transfer_interval" integer,
	"days_in_calendar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "income_group_id" integer;--> statement-breakpoint
ALTER TABLE "income_groups" ADD CONSTRAINT "income_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_groups_account_idx" ON "income_groups" USING btree ("account_id","is_active");--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_income_group_id_income_groups_id_fk" FOREIGN KEY ("income_group_id") REFERENCES "public"."income_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Data step (hand-written): income rows older than income groups get one. Rows of one account with the same kind,
-- name and amount form a group: a single 'expected' row a one-time group, anything else a custom monthly group on
-- the rows' days of month (the seeded paychecks on the 1st and 15th become one recurring 'Paycheck').
DO $$
DECLARE
  g record;
  group_id integer;
BEGIN
  FOR g IN
    SELECT b.account_id, i.kind, i.name, i.amount, min(i.date) AS first_date, count(*) AS n,
      array_agg(i.id) AS ids,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('day', d) ORDER BY d), '[]'::jsonb)
        FROM (SELECT DISTINCT extract(day FROM x.date)::int AS d FROM incomes x JOIN budgets xb ON xb.id = x.budget_id
          WHERE xb.account_id = b.account_id AND x.kind = i.kind AND x.name = i.name AND x.amount = i.amount AND x.income_group_id IS NULL) days) AS days
    FROM incomes i JOIN budgets b ON b.id = i.budget_id
    WHERE i.income_group_id IS NULL
    GROUP BY b.account_id, i.kind, i.name, i.amount
  LOOP
    IF g.kind = 'expected' AND g.n = 1 THEN
      INSERT INTO income_groups (account_id, name, amount, start_date, recurring)
        VALUES (g.account_id, g.name, g.amount, g.first_date, 'none') RETURNING id INTO group_id;
    ELSE
      INSERT INTO income_groups (account_id, name, amount, start_date, recurring, frequency, transfer_interval, days_in_calendar)
        VALUES (g.account_id, g.name, g.amount, g.first_date, 'custom', 'monthly', 1, g.days) RETURNING id INTO group_id;
    END IF;
    UPDATE incomes SET income_group_id = group_id, kind = CASE WHEN g.kind = 'expected' AND g.n = 1 THEN 'expected' ELSE 'recurring' END
      WHERE id = ANY (g.ids);
  END LOOP;
END $$;
