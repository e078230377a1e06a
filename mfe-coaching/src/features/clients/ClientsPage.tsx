import { useCallback } from 'react';
import { formatDate, useSession } from '@qube/shared';
import { INPUT_STYLE, PlainSkeleton } from '@qube/shared/ui/plain';
import type { Client, ClientsQuery, ConversionProduct } from '@qube/contract/partners';
import type { TableColumn } from '../../ui/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { SearchField } from '../../ui/SearchField';
import { PAGE_SIZE, PagedTable } from '../../ui/PagedTable';
import { sortOrderOf } from '../../ui/sorting';
import { useListState } from '../../ui/useListState';
import { useLoad } from '../../ui/useLoad';
import { Tag } from '../../ui/Tag';
import { loadClients } from './clientsApi';

type Ordering = NonNullable<ClientsQuery['ordering']>;

const PLANS = [
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'family', label: 'Family' },
] as const;
const planLabel = (plan: string) => PLANS.find((p) => p.value === plan)?.label ?? plan;
const NO_FILTERS = { search: '', plan: '' as ConversionProduct | '' };

/**
 * /coaching/clients (CO-22, a spec gap): people who signed up with the coach's code and bought a plan,
 * with the plan, since when and whether it is still active; searchable, filtered by plan (a native select). Plain
 * markup: no antd on its first view (docs/adr/0015-plain-markup-first-views.md).
 */
export function ClientsPage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const { filters, changeFilters, page, ordering, paging } = useListState<Ordering, { search: string; plan: ConversionProduct | '' }>(NO_FILTERS);
  const { search, plan } = filters;
  const clients = useLoad(
    () => loadClients({ search: search || undefined, plan: plan || undefined, ordering, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    JSON.stringify([userId, search, plan, ordering, page]),
  );
  const onSearch = useCallback((text: string) => changeFilters({ search: text }), [changeFilters]);

  const columns: TableColumn<Client>[] = [
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
        <select
          aria-label="Plan"
          style={{ ...INPUT_STYLE, width: 160 }}
          value={plan}
          onChange={(e) => changeFilters({ plan: e.target.value as ConversionProduct | '' })}
        >
          {[{ value: '', label: 'All plans' }, ...PLANS].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {clients.status === 'loading' && <PlainSkeleton label="Loading your clients" />}
      {clients.status === 'error' && <LoadFailure title="We could not load your clients." message={clients.message} onRetry={clients.reload} />}
      {clients.status === 'ready' && (
        <PagedTable<Client, Ordering>
          rows={clients.data.results}
          count={clients.data.count}
          columns={columns}
          emptyText={search || plan ? 'No clients match these filters.' : 'No clients yet.'}
          {...paging}
        />
      )}
    </section>
  );
}
