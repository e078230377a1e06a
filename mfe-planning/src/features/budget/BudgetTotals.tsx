import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, theme } from 'antd';
import { formatMoney, type Budget } from '@qube/shared';
import { leftToBudget } from './budgetRules';

type Props = {
  budget: Budget;
  /** A fourth card beside the totals (the auto funding switch), when there is one. */
  extra?: ReactNode;
};

/** Total budgeted, total income and what is left to budget, in exact cents (PL-05). */
export function BudgetTotals({ budget, extra }: Props) {
  const { token } = theme.useToken();
  const left = leftToBudget(budget);
  const cards = [
    { title: 'Total budgeted', value: formatMoney(budget.total_budgeted_amount), color: undefined },
    { title: 'Total income', value: formatMoney(budget.total_income_amount), color: undefined },
    { title: 'Left to budget', value: formatMoney(left), color: left < 0n ? token.colorError : undefined },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={card.title} value={card.value} styles={{ content: { color: card.color } }} />
          </Card>
        </Col>
      ))}
      {extra && (
        <Col xs={24} sm={12} xl={6}>
          {extra}
        </Col>
      )}
    </Row>
  );
}
