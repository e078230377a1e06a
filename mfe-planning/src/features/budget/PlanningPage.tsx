import { formatDate, type MoneyString, type QubeBudget } from '@qube/shared';
import { PlainField, PlainLoadError, PlainSkeleton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { apiMessage } from '../../ui/apiMessage';
import { SELECT_STYLE } from '../../ui/plainLook';
import { BudgetPeriodSelect } from '../budget-period/BudgetPeriodSelect';
import { saveBudgetDraft } from './budgetApi';
import { budgetOptionLabel, draftFailureMessage } from './budgetRules';
import { BudgetView } from './BudgetView';
import { usePlanningBudget } from './usePlanningBudget';

/**
 * /planning: the budget editor (PL-01, PL-03 to PL-09, PL-17, PL-18) and the budget period (PL-24). Layout and texts
 * are ours (PL-03, PL-04). Plain markup, no antd: the income dialogs bring it when they open
 * (docs/adr/0015-plain-markup-first-views.md).
 */
export function PlanningPage() {
  const { accountId, shown, selectedId, budgets, budgetsLoading, pick, replace, reload, updateLine, retry } = usePlanningBudget();
  const budget = shown.budget;

  async function saveDraft(line: QubeBudget, amount: MoneyString): Promise<string | null> {
    if (accountId === null) return null;
    try {
      updateLine(line.id, await saveBudgetDraft(accountId, line.id, amount));
      return null;
    } catch (error) {
      return draftFailureMessage(error);
    }
  }

  return (
    <section aria-labelledby="planning-title" style={{ maxWidth: 1200, margin: '0 auto' }}>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 16 }}>
        <div>
          <h1 id="planning-title" style={{ ...TITLE_STYLE, fontSize: 28, marginBottom: 4 }}>
            Planning
          </h1>
          {/* The line is there before the budget is: its arrival must not move the page (layout shift). */}
          <span style={{ ...SECONDARY_TEXT, display: 'block', minHeight: '1.5em' }}>
            {budget && `${budget.name}: ${formatDate(budget.start_date)} to ${formatDate(budget.end_date)}`}
          </span>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
          {(budgetsLoading || budgets.length > 0) && (
            <PlainField label="Budget" style={{ marginBottom: 0 }}>
              {(control) => (
                // While the budgets load the chooser keeps its place, disabled: its arrival would move the page.
                <select
                  {...control}
                  disabled={budgetsLoading}
                  value={budgetsLoading ? '' : (selectedId ?? '')}
                  onChange={(event) => void pick(Number(event.target.value))}
                  style={{ ...SELECT_STYLE, minWidth: 240 }}
                >
                  {budgetsLoading && <option value="">Loading budgets…</option>}
                  {!budgetsLoading && selectedId === null && (
                    <option value="" disabled>
                      Choose a budget
                    </option>
                  )}
                  {budgets.map((b) => (
                    <option key={b.id} value={b.id}>
                      {budgetOptionLabel(b)}
                    </option>
                  ))}
                </select>
              )}
            </PlainField>
          )}
          <BudgetPeriodSelect />
        </div>
      </header>
      {shown.status === 'loading' && <PlainSkeleton label="Loading your budget" widths={[100, 100, 60, 100, 100, 100, 100, 60]} />}
      {shown.status === 'error' && <PlainLoadError title="We could not load your budget." message={apiMessage(shown.error)} onRetry={retry} />}
      {shown.status === 'ready' && !budget && <p style={{ ...SECONDARY_TEXT, textAlign: 'center', padding: '32px 0' }}>You have no budget for this period yet.</p>}
      {budget && accountId !== null && (
        <BudgetView accountId={accountId} budget={budget} onSaveDraft={saveDraft} onReplace={replace} onReload={reload} onAutoFundChanged={(line, choice) => updateLine(line.id, { auto_fund_choice: choice })} />
      )}
    </section>
  );
}
