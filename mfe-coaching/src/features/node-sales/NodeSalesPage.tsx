import { useState } from 'react';
import { App, Button, Card, Col, Row, Skeleton, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { formatDate, formatMoney, useSession } from '@qube/shared';
import type { NodeProduct, PendingSale, RewardsSummary, Sale, SaleOrdering } from '@qube/contract/partners';
import { CopyLink } from '../../ui/CopyLink';
import { downloadFile } from '../../ui/downloadFile';
import { ListFilterBar } from '../../ui/ListFilterBar';
import { filterQuery, NO_FILTERS, type ListFilters } from '../../ui/listFilters';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { PAGE_SIZE, PagedTable } from '../../ui/PagedTable';
import { sortOrderOf } from '../../ui/sorting';
import { messageOf, useLoad } from '../../ui/useLoad';
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
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.label} xs={12} md={8} lg={4}>
          <Card size="small">
            <Statistic title={tile.label} value={tile.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const pendingColumns: TableColumnsType<PendingSale> = [
  { key: 'customer', title: 'Customer', dataIndex: 'customer' },
  { key: 'referred_by', title: 'Referred by', dataIndex: 'referred_by' },
  { key: 'basic_nodes', title: 'Basic nodes', dataIndex: 'basic_nodes', align: 'right' },
  { key: 'smart_nodes', title: 'Smart nodes', dataIndex: 'smart_nodes', align: 'right' },
  { key: 'date_reserved', title: 'Date reserved', dataIndex: 'date_reserved', render: (v: string) => formatDate(v) },
  { key: 'commission', title: 'Commission', dataIndex: 'commission', align: 'right', render: (v: string) => formatMoney(v) },
];

/** /coaching/node-sales (CO-17 to CO-19): summary, share link, sales 20 a page with export, pending sales. */
export function NodeSalesPage() {
  const { message } = App.useApp();
  const userId = useSession((s) => s.me?.id ?? 0);
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pendingPage, setPendingPage] = useState(1);
  const [ordering, setOrdering] = useState<SaleOrdering | undefined>(undefined);
  const [isExporting, setIsExporting] = useState(false);
  const query = filterQuery(filters) as { date_from?: string; date_to?: string; product?: NodeProduct };

  const summary = useLoad(loadRewardsSummary, `summary:${userId}`);
  const link = useLoad(loadRewardsLink, `link:${userId}`);
  const sales = useLoad(() => loadSales({ ...query, ordering, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), JSON.stringify([userId, query, ordering, page]));
  const pending = useLoad(() => loadPendingSales({ limit: PAGE_SIZE, offset: (pendingPage - 1) * PAGE_SIZE }), `pending:${userId}:${pendingPage}`);

  async function exportRows() {
    setIsExporting(true);
    try {
      const csv = await downloadSales({ ...query, ordering });
      downloadFile(`qube-node-sales-${dayjs().format('YYYY-MM-DD')}.csv`, csv);
      void message.success('Your export is downloading.');
    } catch (error) {
      void message.error(messageOf(error) ?? 'We could not export your sales.');
    } finally {
      setIsExporting(false);
    }
  }

  const columns: TableColumnsType<Sale> = [
    { key: 'customer', title: 'Customer', dataIndex: 'customer', sorter: true, sortOrder: sortOrderOf('customer', ordering) },
    { key: 'referred_by', title: 'Referred by', dataIndex: 'referred_by' },
    { key: 'date_sold', title: 'Date sold', dataIndex: 'date_sold', sorter: true, sortOrder: sortOrderOf('date_sold', ordering), render: (v: string) => formatDate(v) },
    { key: 'product', title: 'Product', dataIndex: 'product', sorter: true, sortOrder: sortOrderOf('product', ordering), render: productLabel },
    { key: 'earned', title: 'Earned', dataIndex: 'earned', sorter: true, sortOrder: sortOrderOf('earned', ordering), align: 'right', render: (v: string) => formatMoney(v) },
    { key: 'commission', title: 'Commission', dataIndex: 'commission', sorter: true, sortOrder: sortOrderOf('commission', ordering), align: 'right', render: (v: string) => formatMoney(v) },
  ];

  return (
    <section aria-labelledby="node-sales-title">
      <PageTitle id="node-sales-title">Node Sales</PageTitle>
      {summary.status === 'loading' && <Skeleton active />}
      {summary.status === 'error' && <LoadFailure title="We could not load your summary." message={summary.message} onRetry={summary.reload} />}
      {summary.status === 'ready' && <Summary summary={summary.data} />}

      <Card style={{ marginTop: 16 }}>
        {link.status === 'loading' && <Skeleton active paragraph={{ rows: 1 }} />}
        {link.status === 'error' && <LoadFailure title="We could not load your share link." message={link.message} onRetry={link.reload} />}
        {link.status === 'ready' && <CopyLink link={link.data.link} label="Your share link" />}
      </Card>

      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 24 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Sales
        </Typography.Title>
        <Button style={{ marginLeft: 'auto' }} onClick={() => void exportRows()} loading={isExporting} disabled={sales.status !== 'ready' || sales.data.count === 0}>
          Export CSV
        </Button>
      </div>
      <ListFilterBar
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        products={PRODUCTS}
        dateLabel="Date sold"
      />
      {sales.status === 'loading' && <Skeleton active />}
      {sales.status === 'error' && <LoadFailure title="We could not load your sales." message={sales.message} onRetry={sales.reload} />}
      {sales.status === 'ready' && (
        <PagedTable<Sale, SaleOrdering>
          rows={sales.data.results}
          count={sales.data.count}
          columns={columns}
          emptyText={'No sales match these filters.'}
          page={page}
          onPage={setPage}
          ordering={ordering}
          onOrdering={(next) => {
            setOrdering(next);
            setPage(1);
          }}
        />
      )}

      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Pending sales
      </Typography.Title>
      {pending.status === 'loading' && <Skeleton active />}
      {pending.status === 'error' && <LoadFailure title="We could not load your pending sales." message={pending.message} onRetry={pending.reload} />}
      {pending.status === 'ready' && (
        <Table<PendingSale>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          columns={pendingColumns}
          dataSource={pending.data.results}
          locale={{ emptyText: 'No pending sales.' }}
          pagination={{ current: pendingPage, pageSize: PAGE_SIZE, total: pending.data.count, showSizeChanger: false }}
          onChange={(pagination) => setPendingPage(pagination.current ?? 1)}
        />
      )}
    </section>
  );
}
