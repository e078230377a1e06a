import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { formatDate, formatMoney, useAccountData, type Budget } from '@qube/shared';
import { loadCurrentBudget } from './budgetApi';

const TYPE_LABEL: Record<string, string> = { spending: 'Spending', billing: 'Bill', goal: 'Goal' };

type QubeBudgetRow = Budget['qube_budgets'][number];
type IncomeRow = Budget['expected_income_instances'][number];

/** /planning: the current budget's period, qube budgets and income, read-only (PL-01, PL-05, PL-06). */
export function CurrentBudgetPage() {
  const { status, data: budget, error, reload } = useAccountData(loadCurrentBudget);

  if (status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (status === 'error') {
    return (
      <Alert type="error" showIcon title="We could not load your budget." description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />
    );
  }
  if (!budget) return <Empty description="You have no budget for this period yet." />;

  return (
    <section aria-labelledby="planning-title">
      <Typography.Title id="planning-title" level={1} style={{ fontSize: 28, marginBottom: 4 }}>
        Planning
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {budget.name}: {formatDate(budget.start_date)} to {formatDate(budget.end_date)}
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic title="Total budgeted" value={formatMoney(budget.total_budgeted_amount)} />
          </Card>
        </Col>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic title="Total income" value={formatMoney(budget.total_income_amount)} />
          </Card>
        </Col>
      </Row>
      <Card title="Qube budgets" style={{ marginBottom: 16 }}>
        <Table<QubeBudgetRow>
          rowKey="id"
          pagination={false}
          dataSource={budget.qube_budgets}
          locale={{ emptyText: 'No qube has a budget yet.' }}
          columns={[
            { title: 'Qube', key: 'qube', render: (_, row) => row.qube.name },
            { title: 'Type', key: 'type', render: (_, row) => TYPE_LABEL[row.qube.type] ?? row.qube.type },
            { title: 'Budget', key: 'amount', align: 'right', render: (_, row) => formatMoney(row.amount) },
          ]}
        />
      </Card>
      <Card title="Income">
        <Table<IncomeRow>
          rowKey="id"
          pagination={false}
          dataSource={budget.expected_income_instances}
          locale={{ emptyText: 'No income expected in this period.' }}
          columns={[
            { title: 'Income', dataIndex: 'name', key: 'name' },
            { title: 'Date', key: 'date', render: (_, row) => formatDate(row.date) },
            { title: 'Amount', key: 'amount', align: 'right', render: (_, row) => formatMoney(row.amount) },
          ]}
        />
      </Card>
    </section>
  );
}
