import { useCallback, useEffect, useState } from 'react';
import { ApiError, getApiConfig, themeTokens, type MonthlyStatement } from '@qube/shared';
import { BUTTON_STYLE, linkButtonStyle, PlainLoadError, PlainSkeleton, TITLE_STYLE } from '@qube/shared/ui/plain';
import { LIST_STYLE, listItemStyle } from '../../ui/plainList';
import { loadMonthlyStatements } from './statementsApi';

type State = { items: MonthlyStatement[]; next: number | null; loading: boolean; error: string | null };

type Props = { accountId: number; recentIds: number[]; onOpen: (statement: MonthlyStatement) => void };

/**
 * Every monthly statement older than the recent ones (ST-03), twelve at a time: 'Load more' appends the next page
 * and never lists a month twice. Plain markup: it is part of the first view of /statements.
 */
export function OlderStatements({ accountId, recentIds, onOpen }: Props) {
  const [state, setState] = useState<State>({ items: [], next: 0, loading: true, error: null });

  // State changes only when a page answers (the caller keys this list by account, so a switch starts it over).
  const fetchPage = useCallback((offset: number, keep: MonthlyStatement[]) => loadMonthlyStatements(accountId, offset).then(
    (page) => {
      const seen = new Set(keep.map((s) => s.id));
      const items = [...keep, ...page.results.filter((s) => !seen.has(s.id))];
      setState({ items, next: page.next ? offset + page.results.length : null, loading: false, error: null });
    },
    (caught: unknown) => setState((current) => ({ ...current, loading: false, error: (caught instanceof ApiError && caught.fallbackMessage) || 'Please try again.' })),
  ), [accountId]);

  useEffect(() => {
    void fetchPage(0, []);
  }, [fetchPage]);

  const { items, next, loading, error } = state;
  const more = () => {
    // One page at a time: a second click while one loads would ask for the same page again.
    if (loading) return;
    setState((current) => ({ ...current, loading: true, error: null }));
    void fetchPage(next ?? 0, items);
  };

  const older = items.filter((s) => !recentIds.includes(s.id));
  if (error) return <div style={{ marginTop: 24 }}><PlainLoadError title="We could not load your older statements." message={error} onRetry={more} /></div>;
  if (!loading && older.length === 0 && next === null) return null;
  // The first page: a placeholder only; the titled list appears with its months.
  if (loading && items.length === 0) return <div style={{ marginTop: 24 }}><PlainSkeleton label="Loading your older statements" widths={[30, 100, 100]} /></div>;
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <section aria-labelledby="older-statements-title" style={{ marginTop: 24 }}>
      <h2 id="older-statements-title" style={{ ...TITLE_STYLE, fontSize: 18 }}>Older statements</h2>
      {older.length > 0 && (
        <ul style={LIST_STYLE}>
          {older.map((statement, i) => (
            <li key={statement.id} style={listItemStyle(i === older.length - 1)}>
              <span>{statement.name}</span>
              <button type="button" style={linkButtonStyle(primary)} onClick={() => onOpen(statement)} aria-label={`View ${statement.name} statement`}>
                View
              </button>
            </li>
          ))}
        </ul>
      )}
      {next !== null && items.length > 0 && (
        <button type="button" style={{ ...BUTTON_STYLE, marginTop: 12, ...(loading && { cursor: 'progress' }) }} aria-busy={loading} onClick={more}>
          Load more
        </button>
      )}
    </section>
  );
}
