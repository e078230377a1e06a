import dayjs from 'dayjs';
import { formatDate, formatMoney, toCents, useSession } from '@qube/shared';
import { CARD_STYLE, PlainSkeleton } from '@qube/shared/ui/plain';
import type { Conversion, ConversionOrdering, ConversionProduct, MonthlyCommission } from '@qube/contract/partners';
import { BarChart, type Bar } from '../../ui/BarChart';
import type { TableColumn } from '../../ui/DataTable';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ListFilterBar } from '../../ui/ListFilterBar';
import { filterQuery, NO_FILTERS } from '../../ui/listFilters';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { PAGE_SIZE, PagedTable } from '../../ui/PagedTable';
import { sortOrderOf } from '../../ui/sorting';
import { Toast, useToast } from '../../ui/Toast';
import { useAllAnswered } from '../../ui/useAllAnswered';
import { useListState } from '../../ui/useListState';
import { useLoad } from '../../ui/useLoad';
import { downloadConversions, loadConversions, loadMonthlyCommission } from './revenueApi';
import { useRevenueLabel } from './useRevenueLabel';


const PRODUCTS = [
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'family', label: 'Family' },
] as const;
const productLabel = (product: string) => PRODUCTS.find((p) => p.value === product)?.label ?? product;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Commission per month as bars ('Oct 2026'); sizes in cents. */
export function monthlyBars(months: MonthlyCommission[]): Bar[] {
  return months.map((m) => ({ label: dayjs(`${m.month}-01`).format('MMM YYYY'), size: Number(toCents(m.commission)), shown: formatMoney(m.commission) }));
}

/**
 * /coaching/revenue (CO-13, CO-14): the conversions, 20 a page, sortable, filtered by a day range and
 * a product; the export downloads exactly the filtered rows; a chart of commission per month. Plain markup: no antd
 * on its first view (a date field's calendar brings it); the list and the chart draw once both have answered, so the
 * chart arriving later does not move the page (docs/adr/0016-nothing-late-moves-the-page.md).
 */
export function RevenuePage() {
  const { toast, show } = useToast();
  const label = useRevenueLabel();
  const userId = useSession((s) => s.me?.id ?? 0);
  const { filters, changeFilters, page, ordering, paging } = useListState<ConversionOrdering>(NO_FILTERS);
  const query = filterQuery(filters) as { date_from?: string; date_to?: string; product?: ConversionProduct };

  const rows = useLoad(() => loadConversions({ ...query, ordering, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), JSON.stringify([userId, query, ordering, page]));
  const months = useLoad(() => loadMonthlyCommission(query), JSON.stringify([userId, query]));

  const hasAnswered = useAllAnswered([rows, months]);

  const columns: TableColumn<Conversion>[] = [
    { key: 'customer', title: 'Customer', dataIndex: 'customer', sorter: true, sortOrder: sortOrderOf('customer', ordering) },
    { key: 'account_created', title: 'Account created', dataIndex: 'account_created', sorter: true, sortOrder: sortOrderOf('account_created', ordering), render: (v: string) => formatDate(v) },
    { key: 'product', title: 'Product', dataIndex: 'product', sorter: true, sortOrder: sortOrderOf('product', ordering), render: productLabel },
    { key: 'earned', title: 'Earned', dataIndex: 'earned', sorter: true, sortOrder: sortOrderOf('earned', ordering), align: 'right', render: (v: string) => formatMoney(v) },
    { key: 'commission', title: 'Commission', dataIndex: 'commission', sorter: true, sortOrder: sortOrderOf('commission', ordering), align: 'right', render: (v: string) => formatMoney(v) },
    { key: 'active', title: 'Active', dataIndex: 'active', render: yesNo },
    { key: 'pending', title: 'Pending', dataIndex: 'pending', render: yesNo },
    { key: 'basic', title: 'Basic', dataIndex: 'basic', render: yesNo },
  ];

  return (
    <section aria-labelledby="revenue-title">
      <Toast toast={toast} />
      <PageTitle
        id="revenue-title"
        extra={
          <ExportCsvButton
            download={() => downloadConversions({ ...query, ordering })}
            prefix={`qube-${label.toLowerCase()}`}
            failure="We could not export your rows."
            notify={show}
            disabled={rows.status !== 'ready' || rows.data.count === 0}
          />
        }
      >
        {label}
      </PageTitle>
      <ListFilterBar value={filters} onChange={changeFilters} products={PRODUCTS} dateLabel="Account created" />
      {!hasAnswered && <PlainSkeleton label="Loading your conversions" widths={[60, 100, 100, 100, 100, 100, 40, 100, 100]} />}
      {hasAnswered && rows.status === 'error' && <LoadFailure title="We could not load your conversions." message={rows.message} onRetry={rows.reload} />}
      {hasAnswered && rows.status === 'loading' && <PlainSkeleton label="Loading your conversions" />}
      {hasAnswered && rows.status === 'ready' && (
        <>
          <p aria-live="polite" style={{ margin: '0 0 8px' }}>
            {rows.data.count} {rows.data.count === 1 ? 'conversion' : 'conversions'} · Earned {formatMoney(rows.data.total_earned)} · Commission {formatMoney(rows.data.total_commission)}
          </p>
          <PagedTable<Conversion, ConversionOrdering>
            rows={rows.data.results}
            count={rows.data.count}
            columns={columns}
            emptyText={'No conversions match these filters.'}
            {...paging}
          />
        </>
      )}
      {hasAnswered && (
        <div style={{ ...CARD_STYLE, marginTop: 24 }}>
          {months.status === 'ready' && <BarChart title="Commission per month" bars={monthlyBars(months.data.results)} />}
          {months.status === 'loading' && <PlainSkeleton label="Loading your monthly commission" />}
          {months.status === 'error' && <LoadFailure title="We could not load your monthly commission." message={months.message} onRetry={months.reload} />}
        </div>
      )}
    </section>
  );
}
