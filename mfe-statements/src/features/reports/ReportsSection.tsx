import { lazy, Suspense, useState } from 'react';
import { ApiError, COMPANY, getApiConfig, themeTokens, useSession, type MonthlyReport, type MonthlyReportEntry } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { CARD_STYLE, linkButtonStyle, PlainLoadError, PlainSkeleton, primaryButtonStyle, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { LIST_STYLE, listItemStyle } from '../../ui/plainList';
import { loadMonthlyReport, loadMonthlyReports } from './reportsApi';

// A report (antd: its table, bars and cards) loads only when a month is opened.
const MonthlyReportView = lazy(() => import('./MonthlyReportView'));

export const REPORTS_LOAD_FAILED = 'We could not load your reports.';
export const REPORT_LOAD_FAILED = 'We could not build this report.';
export const NO_REPORTS = 'Your first monthly report appears after your first full month.';

type Open = { accountId: number; entry: MonthlyReportEntry; state: { status: 'loading' } | { status: 'ready'; report: MonthlyReport } | { status: 'error'; message: string } };

const messageOf = (error: unknown) => (error instanceof ApiError && error.fallbackMessage) || 'Please try again.';

const REPORT_SKELETON = <PlainSkeleton label="Loading the report" widths={[40, 100, 100, 100, 100, 100, 60]} />;

/** Monthly reports (ST-04, flag monthly_reports): the months (plain markup), and the one opened beside them. */
export function ReportsSection() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, error, reload } = useAccountData(['monthly-reports'], loadMonthlyReports);
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

  if (status === 'loading') return <PlainSkeleton label="Loading your reports" />;
  if (status === 'error') return <PlainLoadError title={REPORTS_LOAD_FAILED} message={error.fallbackMessage} onRetry={reload} />;
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    // The months beside the report from a tablet's width up; on a phone the report comes below them.
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        {data.length === 0 ? (
          <p style={{ ...CARD_STYLE, ...SECONDARY_TEXT, margin: 0, textAlign: 'center' }}>{NO_REPORTS}</p>
        ) : (
          <ul style={LIST_STYLE}>
            {data.map((entry, i) => {
              const isOpen = open?.entry.id === entry.id;
              return (
                <li key={entry.id} style={{ ...listItemStyle(i === data.length - 1), padding: '8px 12px' }}>
                  {/* The same padding chosen or not, so a month's name stays in place when it is opened. */}
                  <button type="button" style={{ ...(isOpen ? primaryButtonStyle(primary) : linkButtonStyle(primary)), padding: '4px 12px', textAlign: 'left' }} onClick={() => show(entry)} aria-pressed={isOpen}>
                    {entry.name}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div style={{ flex: '2 1 440px', minWidth: 0 }} aria-live="polite">
        {open?.state.status === 'loading' && REPORT_SKELETON}
        {open?.state.status === 'error' && <PlainLoadError title={REPORT_LOAD_FAILED} message={open.state.message} onRetry={() => show(open.entry)} />}
        {open?.state.status === 'ready' && (
          <Suspense fallback={REPORT_SKELETON}>
            <MonthlyReportView report={open.state.report} />
          </Suspense>
        )}
        {!open && data.length > 0 && <p style={{ margin: 0 }}>Choose a month to see where your money went.</p>}
        {data.length > 1 && getApiConfig().companyId === COMPANY.main && (
          // The months side by side (issue 25 §5); a plain link: single-spa's router hears the navigation.
          <p style={{ margin: '12px 0 0' }}>
            <a href="/reports" style={{ color: primary }} onClick={(event) => { event.preventDefault(); window.history.pushState(null, '', '/reports'); }}>
              Compare months in Reports
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
