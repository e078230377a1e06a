import { useCallback, useState } from 'react';
import { Select, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { formatDate, useSession } from '@qube/shared';
import type { Client, ClientsQuery, ConversionProduct } from '@qube/contract/partners';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { SearchField } from '../../ui/SearchField';
import { orderingOf, singleSorter, sortOrderOf } from '../../ui/sorting';
import { useLoad } from '../../ui/useLoad';
import { loadClients } from './clientsApi';

export const PAGE_SIZE = 20;
type Ordering = NonNullable<ClientsQuery['ordering']>;

const PLANS = [
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'family', label: 'Family' },
] as const;
const planLabel = (plan: string) => PLANS.find((p) => p.value === plan)?.label ?? plan;

/**
 * /coaching/clients (CO-22, a spec gap): people who signed up with the coach's code and bought a plan,
 * with the plan, since when and whether it is still active; searchable, filtered by plan.
 */
export function ClientsPage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<ConversionProduct | ''>('');
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<Ordering | undefined>(undefined);
  const clients = useLoad(
    () => loadClients({ search: search || undefined, plan: plan || undefined, ordering, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    JSON.stringify([userId, search, plan, ordering, page]),
  );
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);

  const columns: TableColumnsType<Client> = [
    { key: 'name', title: 'Name', dataIndex: 'name', sorter: true, sortOrder: sortOrderOf('name', ordering) },
    { key: 'email', title: 'Email', dataIndex: 'email', render: (v: string | null) => (v ? <a href={`mailto:${v}`}>{v}</a> : '—') },
    { key: 'plan', title: 'Plan', dataIndex: 'plan', sorter: true, sortOrder: sortOrderOf('plan', ordering), render: planLabel },
    { key: 'client_since', title: 'Client since', dataIndex: 'client_since', sorter: true, sortOrder: sortOrderOf('client_since', ordering), render: (v: string) => formatDate(v) },
    { key: 'active', title: 'Status', dataIndex: 'active', render: (v: boolean) => <Tag>{v ? 'Active' : 'Inactive'}</Tag> },
  ];

  return (
    <section aria-labelledby="clients-title">
      <PageTitle id="clients-title">Clients</PageTitle>
      <p style={{ marginTop: 0 }}>People who joined Qube with your code and chose a plan.</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <SearchField label="Search clients" placeholder="Search by name or email" onSearch={onSearch} />
        <Select
          aria-label="Plan"
          style={{ width: 160 }}
          value={plan}
          onChange={(next: ConversionProduct | '') => {
            setPlan(next);
            setPage(1);
          }}
          options={[{ value: '', label: 'All plans' }, ...PLANS]}
        />
      </div>
      {clients.status === 'loading' && <Skeleton active />}
      {clients.status === 'error' && <LoadFailure title="We could not load your clients." message={clients.message} onRetry={clients.reload} />}
      {clients.status === 'ready' && (
        <Table<Client>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={clients.data.results}
          locale={{ emptyText: search || plan ? 'No clients match these filters.' : 'No clients yet.' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: clients.data.count, showSizeChanger: false }}
          onChange={(pagination, _filters, sorter) => {
            const { column, order } = singleSorter(sorter);
            const next = orderingOf(column, order) as Ordering | undefined;
            if (next !== ordering) {
              setOrdering(next);
              setPage(1);
            } else {
              setPage(pagination.current ?? 1);
            }
          }}
        />
      )}
    </section>
  );
}
