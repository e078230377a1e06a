import { useState } from 'react';
import { Alert, Button, Col, List, Row, Skeleton } from 'antd';
import { ApiError, useAccountData, useSession, type MonthlyReport, type MonthlyReportEntry } from '@qube/shared';
import { loadMonthlyReport, loadMonthlyReports } from './reportsApi';
import { MonthlyReportView } from './MonthlyReportView';

export const REPORTS_LOAD_FAILED = 'We could not load your reports.';
export const REPORT_LOAD_FAILED = 'We could not build this report.';
export const NO_REPORTS = 'Your first monthly report appears after your first full month.';

type Open = { accountId: number; entry: MonthlyReportEntry; state: { status: 'loading' } | { status: 'ready'; report: MonthlyReport } | { status: 'error'; message: string } };

const messageOf = (error: unknown) => (error instanceof ApiError && error.fallbackMessage) || 'Please try again.';

/** Monthly reports (ST-04, flag monthly_reports): the months, and the one opened beside them. */
export function ReportsSection() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, error, reload } = useAccountData(loadMonthlyReports);
  const [opened, setOpen] = useState<Open | null>(null);
  // Another account: its reports, none of the previous account's open.
  const open = opened && opened.accountId === accountId ? opened : null;

  const show = (entry: MonthlyReportEntry) => {
    if (accountId === null) return;
    const mine = (current: Open | null) => current?.accountId === accountId && current.entry.id === entry.id;
    setOpen({ accountId, entry, state: { status: 'loading' } });
    loadMonthlyReport(accountId, entry.month).then(
      (report) => setOpen((current) => (mine(current) ? { accountId, entry, state: { status: 'ready', report } } : current)),
      (caught: unknown) => setOpen((current) => (mine(current) ? { accountId, entry, state: { status: 'error', message: messageOf(caught) } } : current)),
    );
  };

  if (status === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
  if (status === 'error') {
    return <Alert type="error" showIcon title={REPORTS_LOAD_FAILED} description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />;
  }
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={8}>
      <List
        bordered
        dataSource={data}
        locale={{ emptyText: NO_REPORTS }}
        renderItem={(entry) => (
          <List.Item>
            <Button type={open?.entry.id === entry.id ? 'primary' : 'link'} onClick={() => show(entry)} aria-pressed={open?.entry.id === entry.id}>
              {entry.name}
            </Button>
          </List.Item>
        )}
      />
      </Col>
      <Col xs={24} md={16} aria-live="polite">
        {open?.state.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {open?.state.status === 'error' && (
          <Alert type="error" showIcon title={REPORT_LOAD_FAILED} description={open.state.message} action={<Button onClick={() => show(open.entry)}>Retry</Button>} />
        )}
        {open?.state.status === 'ready' && <MonthlyReportView report={open.state.report} />}
        {!open && data.length > 0 && <p>Choose a month to see where your money went.</p>}
      </Col>
    </Row>
  );
}
