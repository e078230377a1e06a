import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Skeleton, Table } from 'antd';
import { formatDate, formatMoney, useAccountData, useSession, type Statement } from '@qube/shared';
import { loadStatements } from './statementsApi';
import { OlderStatements } from './OlderStatements';

// The viewer (its table, the CSV and print code) loads only when a statement is opened.
const StatementViewer = lazy(() => import('../statement-viewer/StatementViewer'));

export const STATEMENTS_LOAD_FAILED = 'We could not load your statements.';
export const NO_STATEMENTS = 'You have no statements yet. Your first one appears after your first full month.';

/** The account's statements: the recent ones with their balances (ST-02), then every older month (ST-03). */
export function StatementsSection() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, error, reload } = useAccountData(loadStatements);
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);

  if (status === 'loading' || accountId === null) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (status === 'error') {
    return <Alert type="error" showIcon title={STATEMENTS_LOAD_FAILED} description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />;
  }
  return (
    <>
      <Card>
        <Table<Statement>
          rowKey="id"
          pagination={false}
          dataSource={data}
          locale={{ emptyText: NO_STATEMENTS }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Statement', dataIndex: 'name', key: 'name' },
            { title: 'Period', key: 'period', render: (_, s) => `${formatDate(s.period_start)} – ${formatDate(s.period_end)}` },
            { title: 'Opening balance', key: 'opening', align: 'right', render: (_, s) => formatMoney(s.opening_balance) },
            { title: 'Money in', key: 'in', align: 'right', render: (_, s) => formatMoney(s.total_in) },
            { title: 'Money out', key: 'out', align: 'right', render: (_, s) => formatMoney(s.total_out) },
            { title: 'Closing balance', key: 'closing', align: 'right', render: (_, s) => formatMoney(s.closing_balance) },
            {
              title: 'Details',
              key: 'open',
              render: (_, s) => (
                <Button type="link" onClick={() => setOpen({ id: s.id, name: s.name })} aria-label={`View ${s.name} statement`}>
                  View
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {data.length > 0 && <OlderStatements key={accountId} accountId={accountId} recentIds={data.map((s) => s.id)} onOpen={(s) => setOpen({ id: s.id, name: s.name })} />}
      {open && (
        <Suspense fallback={null}>
          <StatementViewer key={`${accountId}-${open.id}`} accountId={accountId} statementId={open.id} name={open.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
