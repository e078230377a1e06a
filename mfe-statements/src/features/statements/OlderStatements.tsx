import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, List } from 'antd';
import { ApiError, type MonthlyStatement } from '@qube/shared';
import { loadMonthlyStatements } from './statementsApi';

type State = { items: MonthlyStatement[]; next: number | null; loading: boolean; error: string | null };

type Props = { accountId: number; recentIds: number[]; onOpen: (statement: MonthlyStatement) => void };

/**
 * Every monthly statement older than the recent ones (ST-03), twelve at a time: 'Load more' appends the next page
 * and never lists a month twice.
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
    setState((current) => ({ ...current, loading: true, error: null }));
    void fetchPage(next ?? 0, items);
  };

  const older = items.filter((s) => !recentIds.includes(s.id));
  if (error) {
    return <Alert type="error" showIcon title="We could not load your older statements." description={error} action={<Button onClick={more}>Retry</Button>} />;
  }
  if (!loading && older.length === 0 && next === null) return null;
  return (
    <section aria-labelledby="older-statements-title" style={{ marginTop: 24 }}>
      <h2 id="older-statements-title" style={{ fontSize: 18 }}>Older statements</h2>
      <List
        bordered
        loading={loading && items.length === 0}
        dataSource={older}
        renderItem={(statement) => (
          <List.Item actions={[<Button key="view" type="link" onClick={() => onOpen(statement)} aria-label={`View ${statement.name} statement`}>View</Button>]}>
            {statement.name}
          </List.Item>
        )}
      />
      {next !== null && items.length > 0 && (
        <Button style={{ marginTop: 12 }} loading={loading} onClick={more}>
          Load more
        </Button>
      )}
    </section>
  );
}
