import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { AUTO_FUND_LABELS, formatMoney, toCents, type AutoFundChoice, type MoneyString, type QubeBudget } from '@qube/shared';
import { QubeAutoFundSelect } from '../auto-funding/QubeAutoFundSelect';
import { BudgetAmountField } from './BudgetAmountField';
import { QUBE_TYPE_LABELS } from './budgetRules';
import { SuggestionCell } from './SuggestionCell';

type Props = {
  accountId: number;
  lines: QubeBudget[];
  isEditable: boolean;
  /** The Auto Fund column (PL-19: only with the auto_allocation flag). */
  showAutoFund: boolean;
  /** Saves a draft for one line; resolves to the message to show, or null when saved. */
  onSaveDraft: (line: QubeBudget, amount: MoneyString) => Promise<string | null>;
  onAutoFundChanged: (line: QubeBudget, choice: AutoFundChoice) => void;
};

/** What a line's budget is while it is being edited: the saved draft, else the budget. */
const draftOrAmount = (line: QubeBudget): MoneyString => (line.is_editing && line.editing_amount !== null ? line.editing_amount : line.amount);

/** The qube budgets of one budget (PL-05, PL-07, PL-08, PL-18); a past budget shows the same columns as text. */
export function BudgetTable({ accountId, lines, isEditable, showAutoFund, onSaveDraft, onAutoFundChanged }: Props) {
  const columns: TableColumnsType<QubeBudget> = [
    { title: 'Qube', key: 'qube', render: (_, line) => <Typography.Text strong>{line.qube.name}</Typography.Text> },
    { title: 'Type', key: 'type', render: (_, line) => QUBE_TYPE_LABELS[line.qube.type] ?? line.qube.type },
    {
      title: 'Spent',
      key: 'spent',
      align: 'right',
      render: (_, line) => {
        const isOver = toCents(line.spent) > toCents(draftOrAmount(line));
        return <Typography.Text type={isOver ? 'danger' : undefined}>{formatMoney(line.spent)}</Typography.Text>;
      },
    },
    {
      title: 'Budget',
      key: 'budget',
      render: (_, line) =>
        isEditable ? (
          <Space orientation="vertical" size={2}>
            <BudgetAmountField label={`${line.qube.name} budget`} amount={draftOrAmount(line)} onSave={(amount) => onSaveDraft(line, amount)} />
            {line.is_editing && (
              <Space size={6}>
                {/* antd's gold text is 2.8:1 on the tag's background; its gold-9 is 6.5:1. */}
                <Tag color="gold" style={{ marginInlineEnd: 0, color: '#874d00' }}>
                  Unsaved
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  was {formatMoney(line.amount)}
                </Typography.Text>
              </Space>
            )}
          </Space>
        ) : (
          formatMoney(line.amount)
        ),
    },
  ];
  // PL-19: auto funding is an auto-allocation feature, shown only with the auto_allocation flag.
  if (showAutoFund) {
    columns.push(
    {
      title: 'Auto Fund',
      key: 'auto-fund',
      render: (_, line) =>
        isEditable ? (
          <QubeAutoFundSelect accountId={accountId} qubeId={line.qube.id} qubeName={line.qube.name} choice={line.auto_fund_choice} onChanged={(choice) => onAutoFundChanged(line, choice)} />
        ) : (
          AUTO_FUND_LABELS[line.auto_fund_choice]
        ),
    },
    );
  }
  if (isEditable) {
    columns.push({
      title: 'Suggestion',
      key: 'suggestion',
      render: (_, line) => <SuggestionCell accountId={accountId} qubeBudgetId={line.id} qubeName={line.qube.name} onUse={(amount) => onSaveDraft(line, amount)} />,
    });
  }

  // A narrow screen scrolls the table sideways in this wrapper rather than with antd's `scroll.x`: that
  // mode measures every column's width in a layout effect (a forced reflow, then a second synchronous
  // render), which was the longest task of the planning page's first load.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<QubeBudget> rowKey="id" pagination={false} dataSource={lines} columns={columns} locale={{ emptyText: 'No qube has a budget yet.' }} />
    </div>
  );
}
