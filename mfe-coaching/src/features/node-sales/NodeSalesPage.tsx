import { useState } from 'react';
import { formatDate, formatMoney, useSession } from '@qube/shared';
import { CARD_STYLE, PlainSkeleton, TITLE_STYLE } from '@qube/shared/ui/plain';
import type { NodeProduct, PendingSale, RewardsSummary, Sale, SaleOrdering } from '@qube/contract/partners';
import { CopyLink } from '../../ui/CopyLink';
import type { TableColumn } from '../../ui/DataTable';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ListFilterBar } from '../../ui/ListFilterBar';
import { filterQuery, NO_FILTERS } from '../../ui/listFilters';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { PAGE_SIZE, PagedTable } from '../../ui/PagedTable';
import { sortOrderOf } from '../../ui/sorting';
import { StatTiles } from '../../ui/StatTiles';
import { Toast, useToast } from '../../ui/Toast';
import { useAllAnswered } from '../../ui/useAllAnswered';
import { useListState } from '../../ui/useListState';
import { useLoad } from '../../ui/useLoad';
import { downloadSales, loadPendingSales, loadRewardsLink, loadRewardsSummary, loadSales } from './nodeSalesApi';


const PRODUCTS = [
  { value: 'basic', label: 'Basic node' },
  { value: 'smart', label: 'Smart node' },
] as const;
const productLabel = (product: string) => PRODUCTS.find((p) => p.value === product)?.label ?? product;

function Summary({ summary }: { summary: RewardsSummary }) {
  const tiles = [
    { label: 'Landing page visits', value: String(summary.landing_page) },
    { label: 'Checkout page visits', value: String(summary.checkout_page) },
    { label: 'Basic nodes', value: String(summary.basic) },
    { label: 'Smart nodes', value: String(summary.smart) },
    { label: 'Commission', value: formatMoney(summary.commission) },
  ];
  return <StatTiles tiles={tiles} />;
}

const SUBTITLE = { ...TITLE_STYLE, fontSize: 18 } as const;

const pendingColumns: TableColumn<PendingSale>[] = [
  { key: 'customer', title: 'Customer', dataIndex: 'customer' },
  { key: 'referred_by', title: 'Referred by', dataIndex: 'referred_by' },
  { key: 'basic_nodes', title: 'Basic nodes', dataIndex: 'basic_nodes', align: 'right' },
  { key: 'smart_nodes', title: 'Smart nodes', dataIndex: 'smart_nodes', align: 'right' },
  { key: 'date_reserved', title: 'Date reserved', dataIndex: 'date_reserved', render: (v: string) => formatDate(v) },
  { key: 'commission', title: 'Commission', dataIndex: 'commission', align: 'right', render: (v: string) => formatMoney(v) },
];

/**
 * /coaching/node-sales (CO-17 to CO-19): summary, share link, sales 20 a page with export, pending sales. Plain
 * markup: no antd on its first view (a date field's calendar brings it); the page draws once its four reads have
 * answered, so a section arriving late does not move the ones under it (docs/adr/0016-nothing-late-moves-the-page.md).
 */
export function NodeSalesPage() {
  const { toast, show } = useToast();
  const userId = useSession((s) => s.me?.id ?? 0);
  const { filters, changeFilters, page, ordering, paging } = useListState<SaleOrdering>(NO_FILTERS);
  const [pendingPage, setPendingPage] = useState(1);
  const query = filterQuery(filters) as { date_from?: string; date_to?: string; product?: NodeProduct };

  const summary = useLoad(loadRewardsSummary, `summary:${userId}`);
  const link = useLoad(loadRewardsLink, `link:${userId}`);
  const sales = useLoad(() => loadSales({ ...query, ordering, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), JSON.stringify([userId, query, ordering, page]));
  const pending = useLoad(() => loadPendingSales({ limit: PAGE_SIZE, offset: (pendingPage - 1) * PAGE_SIZE }), `pending:${userId}:${pendingPage}`);
  const hasAnswered = useAllAnswered([summary, link, sales, pending]);

  const columns: TableColumn<Sale>[] = [
    { key: 'customer', title: 'Customer', dataIndex: 'customer', sorter: true, sortOrder: sortOrderOf('customer', ordering) },
    { key: 'referred_by', title: 'Referred by', dataIndex: 'referred_by' },
    { key: 'date_sold', title: 'Date sold', dataIndex: 'date_sold', sorter: true, sortOrder: sortOrderOf('date_sold', ordering), render: (v: string) => formatDate(v) },
    { key: 'product', title: 'Product', dataIndex: 'product', sorter: true, sortOrder: sortOrderOf('product', ordering), render: productLabel },
    { key: 'earned', title: 'Earned', dataIndex: 'earned', sorter: true, sortOrder: sortOrderOf('earned', ordering), align: 'right', render: (v: string) => formatMoney(v) },
    { key: 'commission', title: 'Commission', dataIndex: 'commission', sorter: true, sortOrder: sortOrderOf('commission', ordering), align: 'right', render: (v: string) => formatMoney(v) },
  ];

  return (
    <section aria-labelledby="node-sales-title">
      <Toast toast={toast} />
      <PageTitle id="node-sales-title">Node Sales</PageTitle>
      {!hasAnswered ? (
        <PlainSkeleton label="Loading your node sales" widths={[100, 100, 60, 40, 100, 100, 100, 100, 40, 100]} />
      ) : (
        <>
          {summary.status === 'loading' && <PlainSkeleton label="Loading your summary" widths={[100, 100]} />}
          {summary.status === 'error' && <LoadFailure title="We could not load your summary." message={summary.message} onRetry={summary.reload} />}
          {summary.status === 'ready' && <Summary summary={summary.data} />}

          <div style={{ ...CARD_STYLE, marginTop: 16 }}>
            {link.status === 'loading' && <PlainSkeleton label="Loading your share link" widths={[40, 100]} />}
            {link.status === 'error' && <LoadFailure title="We could not load your share link." message={link.message} onRetry={link.reload} />}
            {link.status === 'ready' && <CopyLink link={link.data.link} label="Your share link" notify={show} />}
          </div>

          <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 24, marginBottom: 12 }}>
            <h2 style={{ ...SUBTITLE, margin: 0 }}>Sales</h2>
            <ExportCsvButton
              download={() => downloadSales({ ...query, ordering })}
              prefix="qube-node-sales"
              failure="We could not export your sales."
              notify={show}
              disabled={sales.status !== 'ready' || sales.data.count === 0}
              style={{ marginLeft: 'auto' }}
            />
          </div>
          <ListFilterBar value={filters} onChange={changeFilters} products={PRODUCTS} dateLabel="Date sold" />
          {sales.status === 'loading' && <PlainSkeleton label="Loading your sales" />}
          {sales.status === 'error' && <LoadFailure title="We could not load your sales." message={sales.message} onRetry={sales.reload} />}
          {sales.status === 'ready' && (
            <PagedTable<Sale, SaleOrdering>
              rows={sales.data.results}
              count={sales.data.count}
              columns={columns}
              emptyText={'No sales match these filters.'}
              {...paging}
            />
          )}

          <h2 style={{ ...SUBTITLE, marginTop: 24 }}>Pending sales</h2>
          {pending.status === 'loading' && <PlainSkeleton label="Loading your pending sales" />}
          {pending.status === 'error' && <LoadFailure title="We could not load your pending sales." message={pending.message} onRetry={pending.reload} />}
          {pending.status === 'ready' && (
            <PagedTable<PendingSale>
              rows={pending.data.results}
              count={pending.data.count}
              columns={pendingColumns}
              emptyText="No pending sales."
              page={pendingPage}
              onPage={setPendingPage}
              pagerLabel="Pending sales pages"
            />
          )}
        </>
      )}
    </section>
  );
}
