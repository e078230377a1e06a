import { useId } from 'react';
import { Alert, Button, Empty, Select, Skeleton, Space, Typography } from 'antd';
import { formatDate, type MoneyString, type QubeBudget } from '@qube/shared';
import { apiMessage } from '../../ui/apiMessage';
import { BudgetPeriodSelect } from '../budget-period/BudgetPeriodSelect';
import { saveBudgetDraft } from './budgetApi';
import { budgetOptionLabel, draftFailureMessage } from './budgetRules';
import { BudgetView } from './BudgetView';
import { usePlanningBudget } from './usePlanningBudget';

/** /planning: the budget editor (PL-01, PL-03 to PL-09, PL-17, PL-18) and the budget period (PL-24). Layout and texts are ours (PL-03, PL-04). */
export function PlanningPage() {
  const { accountId, shown, selectedId, budgets, pick, replace, reload, updateLine, retry } = usePlanningBudget();
  const pickerId = useId();
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
          <Typography.Title id="planning-title" level={1} style={{ fontSize: 28, marginBottom: 4 }}>
            Planning
          </Typography.Title>
          {budget && (
            <Typography.Text type="secondary">
              {budget.name}: {formatDate(budget.start_date)} to {formatDate(budget.end_date)}
            </Typography.Text>
          )}
        </div>
        <Space size={16} wrap align="start">
          {budgets.length > 0 && (
            <Space orientation="vertical" size={4}>
              <label htmlFor={pickerId}>Budget</label>
              <Select<number>
                id={pickerId}
                value={selectedId ?? undefined}
                placeholder="Choose a budget"
                options={budgets.map((b) => ({ value: b.id, label: budgetOptionLabel(b) }))}
                onChange={(id) => void pick(id)}
                popupMatchSelectWidth={false}
                style={{ minWidth: 240 }}
              />
            </Space>
          )}
          <BudgetPeriodSelect />
        </Space>
      </header>
      {shown.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label="Loading your budget">
          <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ marginBottom: 24 }} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
      {shown.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title="We could not load your budget."
          description={apiMessage(shown.error)}
          action={<Button onClick={retry}>Retry</Button>}
        />
      )}
      {shown.status === 'ready' && !budget && <Empty description="You have no budget for this period yet." />}
      {budget && accountId !== null && (
        <BudgetView accountId={accountId} budget={budget} onSaveDraft={saveDraft} onReplace={replace} onReload={reload} onAutoFundChanged={(line, choice) => updateLine(line.id, { auto_fund_choice: choice })} />
      )}
    </section>
  );
}
