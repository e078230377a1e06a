import { useRef } from 'react';
import { readFeatureFlags, useSession, type Budget, type MoneyString, type QubeBudget } from '@qube/shared';
import { PlainAlert, PlainCard } from '@qube/shared/ui/plain';
import { AutoFundingCard } from '../auto-funding/AutoFundingCard';
import { IncomeCard } from '../income/IncomeCard';
import { PaycheckRulesCard } from '../paycheck-rules/PaycheckRulesCard';
import { RunwayCard } from '../runway/RunwayCard';
import { isBudgetEditable } from './budgetRules';
import { BudgetTable } from './BudgetTable';
import { BudgetTotals } from './BudgetTotals';
import { PendingChangesBar } from './PendingChangesBar';

type BudgetViewProps = {
  accountId: number;
  budget: Budget;
  onSaveDraft: (line: QubeBudget, amount: MoneyString) => Promise<string | null>;
  onReplace: (budget: Budget) => void;
  /** Loads a budget again after its income changed; throws when it could not. */
  onReload: (budgetId: number) => Promise<void>;
  onAutoFundChanged: (line: QubeBudget, choice: QubeBudget['auto_fund_choice']) => void;
};

/** One loaded budget: its totals, the drafts bar, its qube budgets and income; read-only once it has ended. */
export function BudgetView({ accountId, budget, onSaveDraft, onReplace, onReload, onAutoFundChanged }: BudgetViewProps) {
  const isEditable = isBudgetEditable(budget);
  // PL-19: auto funding creates the auto-allocations, so it shows only with the auto_allocation flag.
  const withAutoAllocation = useSession((s) => readFeatureFlags(true, s.me?.feature_flags).auto_allocation);
  const tableHeading = useRef<HTMLHeadingElement>(null);

  function onChangesDone(next: Budget) {
    onReplace(next);
    // The bar and the button pressed go away with the drafts: keyboard focus goes on to the table they changed.
    tableHeading.current?.focus();
  }

  return (
    <>
      {!isEditable && <PlainAlert type="info" role="status" style={{ marginBottom: 16 }} title="This budget has ended. You can look at it but not change it." />}
      <BudgetTotals budget={budget} extra={withAutoAllocation ? <AutoFundingCard /> : undefined} />
      {isEditable && budget.has_pending_changes && <PendingChangesBar accountId={accountId} budget={budget} onDone={onChangesDone} />}
      <PlainCard title="Qube budgets" headingRef={tableHeading} style={{ marginBottom: 16 }}>
        <BudgetTable accountId={accountId} lines={budget.qube_budgets} isEditable={isEditable} showAutoFund={withAutoAllocation} onSaveDraft={onSaveDraft} onAutoFundChanged={onAutoFundChanged} />
      </PlainCard>
      {/* Issue 25 §3: paycheck rules are auto-allocation on payday, so they show where auto funding does (PL-19). */}
      {withAutoAllocation && <PaycheckRulesCard />}
      <IncomeCard accountId={accountId} budget={budget} onChanged={() => onReload(budget.id)} />
      <RunwayCard />
    </>
  );
}
