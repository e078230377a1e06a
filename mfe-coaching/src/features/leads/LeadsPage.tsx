import { useCallback } from 'react';
import { formatDate, useSession } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import type { Lead, LeadsQuery } from '@qube/contract/partners';
import type { TableColumn } from '../../ui/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { SearchField } from '../../ui/SearchField';
import { PAGE_SIZE, PagedTable } from '../../ui/PagedTable';
import { sortOrderOf } from '../../ui/sorting';
import { useListState } from '../../ui/useListState';
import { useLoad } from '../../ui/useLoad';
import { loadLeads } from './leadsApi';

type Ordering = NonNullable<LeadsQuery['ordering']>;

const NO_SEARCH = { search: '' };

/**
 * /coaching/leads (CO-20, a spec gap): people who signed up with one of the coach's codes and have
 * not bought a plan yet, newest first, with how to reach them; searchable by name or e-mail. Plain markup: no antd
 * on its first view (docs/adr/0015-plain-markup-first-views.md).
 */
export function LeadsPage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const { filters, changeFilters, page, ordering, paging } = useListState<Ordering, { search: string }>(NO_SEARCH);
  const { search } = filters;
  const leads = useLoad(() => loadLeads({ search: search || undefined, ordering, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), JSON.stringify([userId, search, ordering, page]));
  const onSearch = useCallback((text: string) => changeFilters({ search: text }), [changeFilters]);

  const columns: TableColumn<Lead>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', sorter: true, sortOrder: sortOrderOf('name', ordering) },
    { key: 'email', title: 'Email', dataIndex: 'email', render: (v: string) => <a href={`mailto:${v}`}>{v}</a> },
    { key: 'phone_number', title: 'Phone', dataIndex: 'phone_number', render: (v: string | null) => v ?? '—' },
    { key: 'code', title: 'Code used', dataIndex: 'code' },
    { key: 'signed_up_at', title: 'Signed up', dataIndex: 'signed_up_at', sorter: true, sortOrder: sortOrderOf('signed_up_at', ordering), render: (v: string) => formatDate(v) },
  ];

  return (
    <section aria-labelledby="leads-title">
      <PageTitle id="leads-title">Leads</PageTitle>
      <p style={{ marginTop: 0 }}>People who signed up with your code and have not chosen a plan yet.</p>
      <div style={{ marginBottom: 16 }}>
        <SearchField label="Search leads" placeholder="Search by name or email" onSearch={onSearch} />
      </div>
      {leads.status === 'loading' && <PlainSkeleton label="Loading your leads" />}
      {leads.status === 'error' && <LoadFailure title="We could not load your leads." message={leads.message} onRetry={leads.reload} />}
      {leads.status === 'ready' && (
        <PagedTable<Lead, Ordering>
          rows={leads.data.results}
          count={leads.data.count}
          columns={columns}
          emptyText={search ? 'No leads match your search.' : 'No leads yet. Share your code to find new clients.'}
          {...paging}
        />
      )}
    </section>
  );
}
