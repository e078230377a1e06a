import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Modal, Skeleton, Table } from 'antd';
import { ApiError, formatDate, formatMoney, type StatementDetail, type StatementLine } from '@qube/shared';
import { loadStatementDetail } from '../statements/statementsApi';
import { downloadFile } from '../../ui/downloadFile';
import { printDocument } from '../../ui/printDocument';
import { statementCsv, statementFileName, statementHtml } from './statementDocument';
import { StatementsAntd } from '../../ui/StatementsAntd';

export const STATEMENT_LOAD_FAILED = 'We could not open this statement.';

type Props = { accountId: number; statementId: number; name: string; onClose: () => void };

type State = { status: 'loading' } | { status: 'ready'; statement: StatementDetail } | { status: 'error'; message: string };

/** One statement (ST-05): the account, the period, the totals and every line; download as CSV or print / save as PDF. */
export default function StatementViewer({ accountId, statementId, name, onClose }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // The caller keys the viewer by statement, so only Retry loads again (it shows the skeleton first).
  useEffect(() => {
    let isCurrent = true;
    loadStatementDetail(accountId, statementId).then(
      (statement) => isCurrent && setState({ status: 'ready', statement }),
      (error: unknown) => isCurrent && setState({ status: 'error', message: (error instanceof ApiError && error.fallbackMessage) || 'Please try again.' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, statementId, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const statement = state.status === 'ready' ? state.statement : null;
  const footer = [
    <Button key="csv" disabled={!statement} onClick={() => statement && downloadFile(statementFileName(statement, 'csv'), statementCsv(statement), 'text/csv;charset=utf-8')}>
      Download CSV
    </Button>,
    <Button key="print" disabled={!statement} onClick={() => statement && printDocument(statementHtml(statement))}>
      Print or Save as PDF
    </Button>,
    <Button key="close" type="primary" onClick={onClose}>
      Close
    </Button>,
  ];

  // A lazy chunk: it brings antd and the area's theme with it (the page itself draws without antd).
  return (
    <StatementsAntd>
    <Modal open title={`${name} Statement`} width={880} onCancel={onClose} footer={footer} destroyOnHidden>
      {state.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {state.status === 'error' && (
        <Alert type="error" showIcon title={STATEMENT_LOAD_FAILED} description={state.message} action={<Button onClick={retry}>Retry</Button>} />
      )}
      {statement && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'account', label: 'Account', children: statement.account_number_last4 ? `${statement.account_name} ···· ${statement.account_number_last4}` : statement.account_name },
              { key: 'period', label: 'Period', children: `${formatDate(statement.period_start)} – ${formatDate(statement.period_end)}` },
              { key: 'opening', label: 'Opening balance', children: formatMoney(statement.opening_balance) },
              { key: 'in', label: 'Money in', children: formatMoney(statement.total_in) },
              { key: 'out', label: 'Money out', children: formatMoney(statement.total_out) },
              { key: 'closing', label: 'Closing balance', children: formatMoney(statement.closing_balance) },
            ]}
          />
          <Table<StatementLine>
            rowKey="id"
            size="small"
            style={{ marginTop: 16 }}
            dataSource={statement.lines}
            pagination={statement.lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            locale={{ emptyText: 'No transactions in this period.' }}
            columns={[
              { title: 'Date', key: 'date', render: (_, line) => formatDate(line.date), width: 120 },
              { title: 'Description', dataIndex: 'description', key: 'description' },
              { title: 'Qube', key: 'qube', render: (_, line) => line.qube ?? '' },
              { title: 'Amount', key: 'amount', align: 'right', render: (_, line) => formatMoney(line.amount) },
              { title: 'Balance', key: 'balance', align: 'right', render: (_, line) => formatMoney(line.balance) },
            ]}
          />
        </>
      )}
    </Modal>
    </StatementsAntd>
  );
}
