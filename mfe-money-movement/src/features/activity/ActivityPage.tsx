import { useEffect, useState } from 'react';
import { Alert, Button, Select, Skeleton, Space, Tabs, Typography } from 'antd';
import { ApiError, bus, useAccountData, useSession, type Activity } from '@qube/shared';
import { ReQubeDialog } from '../reqube/ReQubeDialog';
import { ActivityDateRange } from './ActivityDateRange';
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
  const isAggregateAccount = useSession((s) => s.active_account?.is_aggregate === true);
  // Bulk ReQube (MM-33, MM-124): null outside selection mode, else the chosen transactions.
  const [selected, setSelected] = useState<Activity[] | null>(null);
  const [isReQubing, setIsReQubing] = useState(false);
  const scheduled = useAccountData(loadScheduled, { reloadOnTransfer: true });
  const preAuths = useAccountData(loadPreAuths);
  const qubes = useAccountData(loadQubeChoices);
  // Bumped when an item changes (details, ReQube) or money moves: every list refetches in place.
  const [version, setVersion] = useState(0);
  const reloadScheduled = scheduled.reload;
  const reloadPreAuths = preAuths.reload;

  useEffect(() => {
    const refetch = () => {
      setVersion((v) => v + 1);
      reloadPreAuths();
    };
    const subscriptions = [
      // Scheduled items already reload on transfers (useAccountData's reloadOnTransfer).
      bus.on('transfer:success').subscribe(refetch),
      bus.on('activity:changed').subscribe(() => {
        refetch();
        reloadScheduled();
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [reloadScheduled, reloadPreAuths]);

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
  }, [accountId, filters, version]);

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
  // Transaction Details opens on the command, wherever its host is mounted (MM-22).
  const openTransaction = (activity: Activity) => bus.emit('command:open-activity', { activityId: activity.id });
  const openScheduled = (activity: Activity) => bus.emit('command:open-activity', { activityId: activity.id, scheduled: true });

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
        <ActivityDateRange from={filters.from} to={filters.to} onChange={(range) => changeFilters({ ...filters, ...range })} />
        {isAggregateAccount && (
          <Button onClick={() => setSelected(selected ? null : [])}>{selected ? 'Cancel Selection' : 'Select'}</Button>
        )}
        {selected && (
          <Button type="primary" disabled={selected.length === 0} onClick={() => setIsReQubing(true)}>
            ReQube Selected ({selected.length})
          </Button>
        )}
      </Space>
      {feed.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {feed.status === 'error' && <Alert type="error" showIcon title="We could not load your activity." description={feed.error ?? 'Please try again.'} action={<Button onClick={() => changeFilters({ ...filters })}>Retry</Button>} />}
      {feed.status === 'ready' && (
        <>
          <ActivityList
            rows={feed.rows}
            label="Transactions"
            emptyText="No activity matches these filters."
            onOpen={openTransaction}
            selection={
              selected
                ? {
                    isSelected: (a) => selected.some((s) => s.id === a.id),
                    canSelect: (a) => a.allow_reqube,
                    onToggle: (a) => setSelected(selected.some((s) => s.id === a.id) ? selected.filter((s) => s.id !== a.id) : [...selected, a]),
                  }
                : undefined
            }
          />
          {feed.next && (
            <Button block onClick={() => void loadMore()} loading={isLoadingMore} style={{ marginTop: 12 }}>
              Load more
            </Button>
          )}
        </>
      )}
      {isReQubing && selected && (
        <ReQubeDialog
          activities={selected}
          onClose={() => setIsReQubing(false)}
          onDone={() => {
            // The dialog announced activity:changed: the list refetches.
            setIsReQubing(false);
            setSelected(null);
          }}
        />
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
            children: scheduled.status === 'ready' ? <ActivityList rows={scheduled.data.results} label="Scheduled" emptyText="Nothing is scheduled." onOpen={openScheduled} /> : <Skeleton active />,
          },
          {
            key: 'pre-auths',
            label: 'Pre-auths',
            children: preAuths.status === 'ready' ? <ActivityList rows={preAuths.data.results} label="Pre-auths" emptyText="You have no pre-authorized payments." onOpen={openTransaction} /> : <Skeleton active />,
          },
        ]}
      />
    </section>
  );
}
