import { lazy, Suspense, useState } from 'react';
import { formatDate, formatMoney, getApiConfig, themeTokens, useSession } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { CARD_STYLE, linkButtonStyle, PlainLoadError, PlainSkeleton } from '@qube/shared/ui/plain';
import { loadStatements } from './statementsApi';
import { OlderStatements } from './OlderStatements';

// The viewer (antd, its table, the CSV and print code) loads only when a statement is opened.
const StatementViewer = lazy(() => import('../statement-viewer/StatementViewer'));

export const STATEMENTS_LOAD_FAILED = 'We could not load your statements.';
export const NO_STATEMENTS = 'You have no statements yet. Your first one appears after your first full month.';

// A table as antd's Table drew it: a light header row, a hairline between rows.
const CELL = { padding: '16px', borderBottom: '1px solid #f0f0f0', textAlign: 'left', whiteSpace: 'nowrap' } as const;
const HEAD = { ...CELL, background: '#fafafa', fontWeight: 600, color: 'rgba(0,0,0,0.88)' } as const;
const RIGHT = { textAlign: 'right' } as const;
const COLUMNS: { title: string; isAmount: boolean }[] = [
  { title: 'Statement', isAmount: false },
  { title: 'Period', isAmount: false },
  { title: 'Opening balance', isAmount: true },
  { title: 'Money in', isAmount: true },
  { title: 'Money out', isAmount: true },
  { title: 'Closing balance', isAmount: true },
  { title: 'Details', isAmount: false },
];

/**
 * The account's statements: the recent ones with their balances (ST-02), then every older month (ST-03). Plain
 * markup, no antd: this is the first view of /statements (docs/adr/0015-plain-markup-first-views.md).
 */
export function StatementsSection() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, error, reload } = useAccountData(['statements'], loadStatements);
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);

  if (status === 'loading' || accountId === null) return <PlainSkeleton label="Loading your statements" />;
  if (status === 'error') return <PlainLoadError title={STATEMENTS_LOAD_FAILED} message={error.fallbackMessage} onRetry={reload} />;
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <>
      <div style={{ ...CARD_STYLE, padding: 0, overflowX: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.title} scope="col" style={column.isAmount ? { ...HEAD, ...RIGHT } : HEAD}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} style={{ ...CELL, whiteSpace: 'normal', textAlign: 'center', color: '#595959' }}>
                  {NO_STATEMENTS}
                </td>
              </tr>
            )}
            {data.map((s) => (
              <tr key={s.id}>
                <td style={CELL}>{s.name}</td>
                <td style={CELL}>{`${formatDate(s.period_start)} – ${formatDate(s.period_end)}`}</td>
                <td style={{ ...CELL, ...RIGHT }}>{formatMoney(s.opening_balance)}</td>
                <td style={{ ...CELL, ...RIGHT }}>{formatMoney(s.total_in)}</td>
                <td style={{ ...CELL, ...RIGHT }}>{formatMoney(s.total_out)}</td>
                <td style={{ ...CELL, ...RIGHT }}>{formatMoney(s.closing_balance)}</td>
                <td style={{ ...CELL, paddingBlock: 12 }}>
                  <button type="button" style={linkButtonStyle(primary)} onClick={() => setOpen({ id: s.id, name: s.name })} aria-label={`View ${s.name} statement`}>
                    View
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.length > 0 && <OlderStatements key={accountId} accountId={accountId} recentIds={data.map((s) => s.id)} onOpen={(s) => setOpen({ id: s.id, name: s.name })} />}
      {open && (
        <Suspense fallback={null}>
          <StatementViewer key={`${accountId}-${open.id}`} accountId={accountId} statementId={open.id} name={open.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
