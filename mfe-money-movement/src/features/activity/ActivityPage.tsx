import { useEffect, useState, type ReactNode } from 'react';
import { ApiError, bus, getApiConfig, themeTokens, useSession, type Activity } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { BUTTON_STYLE, PlainLoadError, PlainSkeleton, PlainTabs, primaryButtonStyle, TITLE_STYLE } from '@qube/shared/ui/plain';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { ActivityDateRange } from './ActivityDateRange';
import { ActivityList } from './ActivityList';
import { loadPreAuths, loadScheduled, loadTransactions, type ActivityFilters } from './activityApi';
import { appendPage, TYPE_GROUP_LABELS, type TypeGroup } from './activityGroups';
import { loadQubeChoices } from './qubeChoices';

// The page's first view is plain markup (docs/adr/0015-plain-markup-first-views.md); bulk ReQube's dialog is antd,
// loaded when it opens.
const ReQubeDialog = lazyInTheme(() => import('../reqube/ReQubeDialog').then((m) => m.ReQubeDialog));

type Feed = { rows: Activity[]; next: string | null; status: 'loading' | 'ready' | 'error'; error?: string };

/** /activity (MM-16 to MM-21): transactions 20 at a time with filters, scheduled items and pre-auths; no antd. */
export function ActivityPage() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [feed, setFeed] = useState<Feed>({ rows: [], next: null, status: 'loading' });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const isAggregateAccount = useSession((s) => s.active_account?.is_aggregate === true);
  // Bulk ReQube (MM-33, MM-124): null outside selection mode, else the chosen transactions.
  const [selected, setSelected] = useState<Activity[] | null>(null);
  const [isReQubing, setIsReQubing] = useState(false);
  const scheduled = useAccountData(['scheduled'], loadScheduled, { reloadOnTransfer: true });
  const preAuths = useAccountData(['pre-auths'], loadPreAuths, { reloadOnTransfer: true });
  const qubes = useAccountData(['qube-choices'], loadQubeChoices);
  // Bumped when an item changes (details, ReQube) or money moves: every list refetches in place.
  const [version, setVersion] = useState(0);
  const reloadScheduled = scheduled.reload;
  const reloadPreAuths = preAuths.reload;

  useEffect(() => {
    // The transactions feed is read here, page by page; scheduled items and pre-auths reload through the account-data
    // layer on a money move or a moved activity (reloadOnTransfer), so only a note reloads them here.
    const refetch = () => setVersion((v) => v + 1);
    const subscriptions = [
      bus.on('transfer:success').subscribe(refetch),
      bus.on('activity:changed').subscribe(({ reason }) => {
        refetch();
        if (reason !== 'note') return;
        reloadScheduled();
        reloadPreAuths();
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

  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const qubeValue = filters.qube === undefined ? '' : String(filters.qube);
  const chooseQube = (value: string) => changeFilters({ ...filters, qube: value === '' ? undefined : value === 'cloud' ? 'cloud' : Number(value) });
  const chooseTypeGroup = (value: string) => changeFilters({ ...filters, typeGroup: value === '' ? undefined : (value as TypeGroup) });

  const transactions = (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 8, marginBottom: 16 }}>
        <select aria-label="Qube" value={qubeValue} onChange={(event) => chooseQube(event.target.value)} style={{ ...SELECT_STYLE, minWidth: 180 }}>
          <option value="">All qubes</option>
          {(qubes.data ?? []).map((q) => (
            <option key={q.id} value={String(q.id)}>
              {q.name}
            </option>
          ))}
        </select>
        <select aria-label="Type" value={filters.typeGroup ?? ''} onChange={(event) => chooseTypeGroup(event.target.value)} style={{ ...SELECT_STYLE, minWidth: 160 }}>
          <option value="">All types</option>
          {(Object.keys(TYPE_GROUP_LABELS) as TypeGroup[]).map((g) => (
            <option key={g} value={g}>
              {TYPE_GROUP_LABELS[g]}
            </option>
          ))}
        </select>
        <ActivityDateRange from={filters.from} to={filters.to} onChange={(range) => changeFilters({ ...filters, ...range })} />
        {isAggregateAccount && (
          <button type="button" style={BUTTON_STYLE} onClick={() => setSelected(selected ? null : [])}>
            {selected ? 'Cancel Selection' : 'Select'}
          </button>
        )}
        {selected && (
          <button type="button" style={selected.length === 0 ? { ...primaryButtonStyle(primary), ...DISABLED } : primaryButtonStyle(primary)} disabled={selected.length === 0} onClick={() => setIsReQubing(true)}>
            ReQube Selected ({selected.length})
          </button>
        )}
      </div>
      {feed.status === 'loading' && <PlainSkeleton label="Loading your activity" widths={[100, 100, 100, 100, 100, 60]} />}
      {feed.status === 'error' && <PlainLoadError title="We could not load your activity." message={feed.error ?? null} onRetry={() => changeFilters({ ...filters })} />}
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
            <button type="button" aria-busy={isLoadingMore} disabled={isLoadingMore} onClick={() => void loadMore()} style={{ ...BUTTON_STYLE, width: '100%', marginTop: 12 }}>
              Load more
            </button>
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

  const panels: Record<string, () => ReactNode> = {
    transactions: () => transactions,
    scheduled: () =>
      scheduled.status === 'ready' ? <ActivityList rows={scheduled.data.results} label="Scheduled" emptyText="Nothing is scheduled." onOpen={openScheduled} /> : <PlainSkeleton label="Loading scheduled items" />,
    'pre-auths': () =>
      preAuths.status === 'ready' ? <ActivityList rows={preAuths.data.results} label="Pre-auths" emptyText="You have no pre-authorized payments." onOpen={openTransaction} /> : <PlainSkeleton label="Loading pre-auths" />,
  };

  return (
    <section aria-labelledby="activity-title">
      <h1 id="activity-title" style={{ ...TITLE_STYLE, fontSize: 28 }}>
        Activity
      </h1>
      <PlainTabs tabs={TABS} color={primary} label="Activity lists">
        {(key) => panels[key]?.()}
      </PlainTabs>
    </section>
  );
}

const TABS = [
  { key: 'transactions', label: 'Transactions' },
  { key: 'scheduled', label: 'Scheduled' },
  { key: 'pre-auths', label: 'Pre-auths' },
];
const SELECT_STYLE = { font: 'inherit', minHeight: 32, padding: '4px 8px', borderRadius: 8, border: '1px solid #d9d9d9', background: '#fff', color: 'rgba(0,0,0,0.88)' } as const;
const DISABLED = { color: 'rgba(0,0,0,0.25)', background: 'rgba(0,0,0,0.04)', borderColor: '#d9d9d9', cursor: 'not-allowed' } as const;
