import type { ReactNode } from 'react';
import { formatMoney, type Budget } from '@qube/shared';
import { CARD_STYLE, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { DANGER } from '../../ui/plainLook';
import { leftToBudget } from './budgetRules';

type Props = {
  budget: Budget;
  /** A fourth card beside the totals (the auto funding switch), when there is one. */
  extra?: ReactNode;
};

/** Total budgeted, total income and what is left to budget, in exact cents (PL-05); each a term and its amount. */
export function BudgetTotals({ budget, extra }: Props) {
  const left = leftToBudget(budget);
  const cards = [
    { title: 'Total budgeted', value: formatMoney(budget.total_budgeted_amount), color: undefined },
    { title: 'Total income', value: formatMoney(budget.total_income_amount), color: undefined },
    { title: 'Left to budget', value: formatMoney(left), color: left < 0n ? DANGER : undefined },
  ];
  return (
    <div style={GRID}>
      {cards.map((card) => (
        <dl key={card.title} style={{ ...CARD_STYLE, padding: '12px 16px', margin: 0 }}>
          <dt style={{ ...SECONDARY_TEXT, marginBottom: 4 }}>{card.title}</dt>
          <dd style={{ margin: 0, fontSize: 24, color: card.color ?? 'rgba(0,0,0,0.88)', fontVariantNumeric: 'tabular-nums' }}>{card.value}</dd>
        </dl>
      ))}
      {extra}
    </div>
  );
}

// One to four cards a row, as antd's Row/Col drew them (xs 24, sm 12, xl 6).
const GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', marginBottom: 16 } as const;
