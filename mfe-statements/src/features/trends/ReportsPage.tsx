import { useEffect, useId, useMemo, useState } from 'react';
import { ApiError, getApiConfig, themeTokens, useSession, type MonthlyReport } from '@qube/shared';
import { CARD_STYLE, PlainLoadError, PlainSkeleton, primaryButtonStyle, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { loadMonthlyReport, loadMonthlyReports } from '../reports/reportsApi';
import { InOutMonths, StackedMonths, colorOf } from './TrendCharts';
import { buildTrends, PERIODS, shown, trendsCsv, type Period, type PocketKey } from './trendsModel';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; reports: MonthlyReport[] };

const CELL = { padding: '6px 8px', textAlign: 'right', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' } as const;
const HEAD = { ...CELL, textAlign: 'left', fontWeight: 600 } as const;

/**
 * /reports (issue 25 §5): spending by qube over the months (stacked), money in and out per month, budget against actual
 * per qube; filtered by period and qube; exported as CSV exactly as shown. Built from the months' reports (ST-04), so
 * every number is the statements' own. Charts are plain SVG with the numbers in tables beside them.
 */
export default function ReportsPage() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  return accountId === null ? null : <Reports key={accountId} accountId={accountId} />;
}

function Reports({ accountId }: { accountId: number }) {
  const [period, setPeriod] = useState<Period>(6);
  const [pocket, setPocket] = useState<PocketKey | 'all'>('all');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const periodId = useId();
  const pocketId = useId();
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;

  useEffect(() => {
    let current = true;
    loadMonthlyReports(accountId)
      .then((months) => Promise.all(months.slice(0, period).map((m) => loadMonthlyReport(accountId, m.month))))
      .then(
        (reports) => current && setLoad({ status: 'ready', reports }),
        (error: unknown) => current && setLoad({ status: 'error', message: (error instanceof ApiError && error.fallbackMessage) || 'Please try again.' }),
      );
    return () => {
      current = false;
    };
  }, [accountId, period, attempt]);

  const all = useMemo(() => (load.status === 'ready' ? buildTrends(load.reports) : null), [load]);
  const trends = useMemo(() => (load.status === 'ready' ? buildTrends(load.reports, pocket) : null), [load, pocket]);

  const choosePeriod = (next: Period) => {
    setLoad({ status: 'loading' });
    setPeriod(next);
  };

  const download = () => {
    if (!trends) return;
    const blob = new Blob([trendsCsv(trends)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `qube-reports-${trends.months[0]?.month ?? ''}-to-${trends.months.at(-1)?.month ?? ''}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  let body;
  if (load.status === 'loading') body = <PlainSkeleton label="Loading your reports" widths={[60, 100, 100, 100, 100]} />;
  else if (load.status === 'error') body = <PlainLoadError title="We could not load your reports." message={load.message} onRetry={() => { setLoad({ status: 'loading' }); setAttempt((a) => a + 1); }} />;
  else if (!trends || trends.months.length === 0) body = <p style={{ ...CARD_STYLE, ...SECONDARY_TEXT, textAlign: 'center' }}>Your reports appear after your first full month.</p>;
  else {
    body = (
      <>
        <section aria-labelledby="spending-title" style={{ ...CARD_STYLE, marginBottom: 24 }}>
          <h2 id="spending-title" style={{ ...TITLE_STYLE, fontSize: 18 }}>Spending by qube</h2>
          {trends.pockets.length === 0 ? <p style={SECONDARY_TEXT}>Nothing was spent in these months.</p> : <StackedMonths trends={trends} />}
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
              <caption style={{ ...SECONDARY_TEXT, textAlign: 'left', padding: '8px 0' }}>Spent per month</caption>
              <thead>
                <tr>
                  <th scope="col" style={HEAD}>Qube</th>
                  {trends.months.map((m) => <th key={m.month} scope="col" style={{ ...HEAD, textAlign: 'right' }}>{m.name}</th>)}
                </tr>
              </thead>
              <tbody>
                {trends.pockets.map((p, k) => (
                  <tr key={p.key}>
                    <th scope="row" style={HEAD}>
                      <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, background: colorOf(k), marginRight: 6 }} />
                      {p.name}
                    </th>
                    {p.perMonth.map((cents, i) => <td key={trends.months[i]?.month} style={CELL}>{shown(cents)}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="in-out-title" style={{ ...CARD_STYLE, marginBottom: 24 }}>
          <h2 id="in-out-title" style={{ ...TITLE_STYLE, fontSize: 18 }}>Money in and out</h2>
          <InOutMonths trends={trends} />
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
            <caption style={{ ...SECONDARY_TEXT, textAlign: 'left', padding: '8px 0' }}>Money in (green) and out (red) per month</caption>
            <thead>
              <tr>
                <th scope="col" style={HEAD}>Month</th>
                <th scope="col" style={{ ...HEAD, textAlign: 'right' }}>Money in</th>
                <th scope="col" style={{ ...HEAD, textAlign: 'right' }}>Money out</th>
              </tr>
            </thead>
            <tbody>
              {trends.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" style={HEAD}>{m.name}</th>
                  <td style={CELL}>{shown(m.moneyIn)}</td>
                  <td style={CELL}>{shown(m.moneyOut)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="budget-title" style={CARD_STYLE}>
          <h2 id="budget-title" style={{ ...TITLE_STYLE, fontSize: 18 }}>Budget against actual</h2>
          {trends.budgets.length === 0 ? (
            <p style={SECONDARY_TEXT}>No budget in these months{pocket === 'all' ? '' : ' for this qube'}.</p>
          ) : (
            <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
              <caption style={{ ...SECONDARY_TEXT, textAlign: 'left', padding: '8px 0' }}>Over the {trends.months.length} months</caption>
              <thead>
                <tr>
                  <th scope="col" style={HEAD}>Qube</th>
                  <th scope="col" style={{ ...HEAD, textAlign: 'right' }}>Budget</th>
                  <th scope="col" style={{ ...HEAD, textAlign: 'right' }}>Spent</th>
                  <th scope="col" style={{ ...HEAD, textAlign: 'right' }}>Left or over</th>
                </tr>
              </thead>
              <tbody>
                {trends.budgets.map((b) => {
                  const left = (b.budget ?? 0n) - b.spent;
                  return (
                    <tr key={b.key}>
                      <th scope="row" style={HEAD}>{b.name}</th>
                      <td style={CELL}>{shown(b.budget ?? 0n)}</td>
                      <td style={CELL}>{shown(b.spent)}</td>
                      <td style={{ ...CELL, color: left < 0n ? '#b3261e' : undefined }}>{left < 0n ? `${shown(-left)} over` : `${shown(left)} left`}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </section>
      </>
    );
  }

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" style={{ ...TITLE_STYLE, fontSize: 28 }}>Reports</h1>
      <p style={{ ...SECONDARY_TEXT, marginTop: 0 }}>Full months only: the same numbers as your statements.</p>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end', marginBottom: 16 }}>
        <div>
          <label htmlFor={periodId} style={{ display: 'block', marginBottom: 4 }}>Period</label>
          <select id={periodId} value={period} onChange={(e) => choosePeriod(Number(e.target.value) as Period)} style={{ minHeight: 40 }}>
            {PERIODS.map((p) => <option key={p} value={p}>Last {p} months</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={pocketId} style={{ display: 'block', marginBottom: 4 }}>Qube</label>
          <select id={pocketId} value={pocket} onChange={(e) => setPocket(e.target.value)} style={{ minHeight: 40 }}>
            <option value="all">All qubes</option>
            {(all?.pockets ?? []).map((p) => <option key={p.key} value={p.key}>{p.name}</option>)}
          </select>
        </div>
        <button type="button" style={primaryButtonStyle(primary)} onClick={download} disabled={!trends || trends.months.length === 0}>
          Download CSV
        </button>
      </div>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
