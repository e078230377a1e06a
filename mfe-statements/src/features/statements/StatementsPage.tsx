import { Alert, Button, Card, Skeleton, Table, Typography } from 'antd';
import { formatDate, formatMoney, useAccountData, type Statement } from '@qube/shared';
import { loadStatements } from './statementsApi';

/** /statements: the account's statements, newest first (ST-01, ST-02). */
export function StatementsPage() {
  const { status, data, error, reload } = useAccountData(loadStatements);

  return (
    <section aria-labelledby="statements-title">
      <Typography.Title id="statements-title" level={1} style={{ fontSize: 28 }}>
        Statements
      </Typography.Title>
      {status === 'loading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {status === 'error' && (
        <Alert type="error" showIcon title="We could not load your statements." description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />
      )}
      {status === 'ready' && (
        <Card>
          <Table<Statement>
            rowKey="id"
            pagination={false}
            dataSource={data}
            locale={{ emptyText: 'You have no statements yet. Your first one appears after your first full month.' }}
            columns={[
              { title: 'Statement', dataIndex: 'name', key: 'name' },
              { title: 'Period', key: 'period', render: (_, s) => `${formatDate(s.period_start)} – ${formatDate(s.period_end)}` },
              { title: 'Opening balance', key: 'opening', align: 'right', render: (_, s) => formatMoney(s.opening_balance) },
              { title: 'Money in', key: 'in', align: 'right', render: (_, s) => formatMoney(s.total_in) },
              { title: 'Money out', key: 'out', align: 'right', render: (_, s) => formatMoney(s.total_out) },
              { title: 'Closing balance', key: 'closing', align: 'right', render: (_, s) => formatMoney(s.closing_balance) },
            ]}
          />
        </Card>
      )}
    </section>
  );
}
