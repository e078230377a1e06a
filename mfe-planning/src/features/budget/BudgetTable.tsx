import type { CSSProperties, ReactNode } from 'react';
import { AUTO_FUND_LABELS, formatMoney, toCents, type AutoFundChoice, type MoneyString, type QubeBudget } from '@qube/shared';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { DANGER, TABLE_STYLE, TD_STYLE, TH_STYLE, tagStyle } from '../../ui/plainLook';
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

type Column = { title: string; align?: 'right'; render: (line: QubeBudget) => ReactNode };

/** What a line's budget is while it is being edited: the saved draft, else the budget. */
const draftOrAmount = (line: QubeBudget): MoneyString => (line.is_editing && line.editing_amount !== null ? line.editing_amount : line.amount);

/**
 * The qube budgets of one budget (PL-05, PL-07, PL-08, PL-18) as a plain table (the page's first view loads no antd);
 * a past budget shows the same columns as text.
 */
export function BudgetTable({ accountId, lines, isEditable, showAutoFund, onSaveDraft, onAutoFundChanged }: Props) {
  const columns: Column[] = [
    { title: 'Qube', render: (line) => <strong style={{ fontWeight: 600 }}>{line.qube.name}</strong> },
    { title: 'Type', render: (line) => QUBE_TYPE_LABELS[line.qube.type] ?? line.qube.type },
    {
      title: 'Spent',
      align: 'right',
      render: (line) => {
        const isOver = toCents(line.spent) > toCents(draftOrAmount(line));
        return <span style={isOver ? { color: DANGER } : undefined}>{formatMoney(line.spent)}</span>;
      },
    },
    {
      title: 'Budget',
      render: (line) =>
        isEditable ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <BudgetAmountField label={`${line.qube.name} budget`} amount={draftOrAmount(line)} onSave={(amount) => onSaveDraft(line, amount)} />
            {line.is_editing && (
              <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <span style={tagStyle('gold')}>Unsaved</span>
                <span style={{ ...SECONDARY_TEXT, fontSize: 12 }}>was {formatMoney(line.amount)}</span>
              </span>
            )}
          </div>
        ) : (
          formatMoney(line.amount)
        ),
    },
  ];
  // PL-19: auto funding is an auto-allocation feature, shown only with the auto_allocation flag.
  if (showAutoFund) {
    columns.push({
      title: 'Auto Fund',
      render: (line) =>
        isEditable ? (
          <QubeAutoFundSelect accountId={accountId} qubeId={line.qube.id} qubeName={line.qube.name} choice={line.auto_fund_choice} onChanged={(choice) => onAutoFundChanged(line, choice)} />
        ) : (
          AUTO_FUND_LABELS[line.auto_fund_choice]
        ),
    });
  }
  if (isEditable) {
    columns.push({
      title: 'Suggestion',
      render: (line) => <SuggestionCell accountId={accountId} qubeBudgetId={line.id} qubeName={line.qube.name} onUse={(amount) => onSaveDraft(line, amount)} />,
    });
  }

  const align = (column: Column): CSSProperties | undefined => (column.align ? { textAlign: column.align } : undefined);
  // A narrow screen scrolls the table sideways inside this wrapper.
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={TABLE_STYLE}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" style={{ ...TH_STYLE, ...align(column) }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ ...TD_STYLE, ...SECONDARY_TEXT, textAlign: 'center' }}>
                No qube has a budget yet.
              </td>
            </tr>
          ) : (
            lines.map((line) => (
              <tr key={line.id}>
                {columns.map((column) => (
                  <td key={column.title} style={{ ...TD_STYLE, ...align(column) }}>
                    {column.render(line)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
