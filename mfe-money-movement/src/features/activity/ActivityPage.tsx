import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Select, Skeleton, Space, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { ApiError, DATE_VALUE_FORMAT, useAccountData, useSession, type Activity } from '@qube/shared';
import { ActivityList } from './ActivityList';
import { loadPreAuths, loadScheduled, loadTransactions, type ActivityFilters } from './activityApi';
import { appendPage, TYPE_GROUP_LABELS, type TypeGroup } from './activityGroups';
import { loadQubeChoices } from './qubeChoices';

type Feed = { rows: Activity[]; next: string | null; status: 'loading' | 'ready' | 'error'; error?: string };

/** /activity (MM-16 to MM-21): transactions 20 at a time with filters, scheduled items and pre-auths. */
export function ActivityPage() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [feed, setFeed] = useState<Feed>({ rows: [], next: null, status: 'loading' });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const scheduled = useAccountData(loadScheduled, { reloadOnTransfer: true });
  const preAuths = useAccountData(loadPreAuths);
  const qubes = useAccountData(loadQubeChoices);

  useEffect(() => {
    if (accountId === null) return;
    let isCurrent = true;
    loadTransactions(accountId, filters).then(
      (page) => isCurrent && setFeed({ rows: page.results, next: page.next, status: 'ready' }),
      (error: unknown) => isCurrent && setFeed({ rows: [], next: null, status: 'error', error: error instanceof ApiError ? (error.fallbackMessage ?? undefined) : undefined }),
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, filters]);

  const loadMore = async () => {
    if (accountId === null) return;
    setIsLoadingMore(true);
    try {
      const page = await loadTransactions(accountId, filters, feed.rows.length);
      setFeed((f) => ({ ...f, rows: appendPage(f.rows, page.results), next: page.next }));
    } finally {
      setIsLoadingMore(false);
    }
  };
  const changeFilters = (next: ActivityFilters) => {
    setFeed({ rows: [], next: null, status: 'loading' });
    setFilters(next);
  };

  const transactions = (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Qube"
          placeholder="All qubes"
          allowClear
          style={{ minWidth: 180 }}
          value={filters.qube}
          onChange={(qube) => changeFilters({ ...filters, qube })}
          options={(qubes.data ?? []).map((q) => ({ value: q.id, label: q.name }))}
        />
        <Select
          aria-label="Type"
          placeholder="All types"
          allowClear
          style={{ minWidth: 160 }}
          value={filters.typeGroup}
          onChange={(typeGroup: TypeGroup | undefined) => changeFilters({ ...filters, typeGroup })}
          options={(Object.keys(TYPE_GROUP_LABELS) as TypeGroup[]).map((g) => ({ value: g, label: TYPE_GROUP_LABELS[g] }))}
        />
        <DatePicker.RangePicker
          aria-label="Dates"
          value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
          onChange={(range) =>
            changeFilters({ ...filters, from: range?.[0]?.format(DATE_VALUE_FORMAT), to: range?.[1]?.format(DATE_VALUE_FORMAT) })
          }
        />
      </Space>
      {feed.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {feed.status === 'error' && <Alert type="error" showIcon title="We could not load your activity." description={feed.error ?? 'Please try again.'} action={<Button onClick={() => changeFilters({ ...filters })}>Retry</Button>} />}
      {feed.status === 'ready' && (
        <>
          <ActivityList rows={feed.rows} label="Transactions" emptyText="No activity matches these filters." />
          {feed.next && (
            <Button block onClick={() => void loadMore()} loading={isLoadingMore} style={{ marginTop: 12 }}>
              Load more
            </Button>
          )}
        </>
      )}
    </>
  );

  return (
    <section aria-labelledby="activity-title">
      <Typography.Title id="activity-title" level={1} style={{ fontSize: 28 }}>
        Activity
      </Typography.Title>
      <Tabs
        items={[
          { key: 'transactions', label: 'Transactions', children: transactions },
          {
            key: 'scheduled',
            label: 'Scheduled',
            children: scheduled.status === 'ready' ? <ActivityList rows={scheduled.data.results} label="Scheduled" emptyText="Nothing is scheduled." /> : <Skeleton active />,
          },
          {
            key: 'pre-auths',
            label: 'Pre-auths',
            children: preAuths.status === 'ready' ? <ActivityList rows={preAuths.data.results} label="Pre-auths" emptyText="You have no pre-authorized payments." /> : <Skeleton active />,
          },
        ]}
      />
    </section>
  );
}
