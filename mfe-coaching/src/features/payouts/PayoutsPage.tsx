import { useState } from 'react';
import { App, Button, Card, Col, Row, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatDate, formatMoney, toCents, useSession } from '@qube/shared';
import type { CommissionEarned, PartnerProgram, Payout } from '@qube/contract/partners';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { messageOf, useLoad } from '../../ui/useLoad';
import { collectPayment, loadCommissionEarned, loadPaymentHistory, loadPrograms } from './payoutsApi';

export const PAGE_SIZE = 20;

const PROGRAM_TYPES: Record<string, string> = { coach: 'Coach', affiliate: 'Affiliate', rewards: 'Rewards', church: 'Church', employer: 'Employer' };

const historyColumns: TableColumnsType<Payout> = [
  { key: 'paid_at', title: 'Date', dataIndex: 'paid_at', render: (v: string) => formatDate(v) },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: string) => formatMoney(v) },
  { key: 'destination', title: 'Paid to', dataIndex: 'destination' },
  { key: 'status', title: 'Status', dataIndex: 'status', render: (v: string) => (v === 'paid' ? 'Paid' : v) },
];

function Earnings({ earned }: { earned: CommissionEarned }) {
  const tiles = [
    { label: 'Total earned', value: formatMoney(earned.total_earned) },
    { label: 'Paid to you', value: formatMoney(earned.total_paid) },
    { label: 'Ready to collect', value: formatMoney(earned.collectable) },
    { label: 'Pending', value: formatMoney(earned.pending) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.label} xs={12} md={6}>
          <Card size="small">
            <Statistic title={tile.label} value={tile.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ProgramItem({ program }: { program: PartnerProgram }) {
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ fontWeight: 600 }}>
        {program.name} {program.is_current && <Tag>Current</Tag>}
      </div>
      <div style={{ color: '#5c5c5c' }}>
        {`${PROGRAM_TYPES[program.program_type] ?? program.program_type} · ${program.commission_rate}% commission · paid after ${program.hold_days} days · joined ${formatDate(program.joined_at)}`}
      </div>
    </li>
  );
}

/**
 * /coaching/payouts (CO-15, a spec gap; ARCHITECTURE.md "Partner portal"): commission earned, 'Collect
 * payment' into the partner's own Cloud after a confirm, the payment history and the programs.
 */
export function PayoutsPage() {
  const { message, modal } = App.useApp();
  const userId = useSession((s) => s.me?.id ?? 0);
  const [page, setPage] = useState(1);
  const [isCollecting, setIsCollecting] = useState(false);
  const earned = useLoad(loadCommissionEarned, `earned:${userId}`);
  const history = useLoad(() => loadPaymentHistory({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), `history:${userId}:${page}`);
  const programs = useLoad(loadPrograms, `programs:${userId}`);

  const collectable = earned.status === 'ready' ? earned.data.collectable : '0.00';
  const canCollect = toCents(collectable) > 0n && !isCollecting;

  function confirmCollect() {
    // One key per confirmed request: a retried or doubled request pays once.
    const key = crypto.randomUUID();
    modal.confirm({
      title: 'Collect payment?',
      content: `${formatMoney(collectable)} of commission will be paid into your Cloud.`,
      okText: 'Collect payment',
      cancelText: 'Cancel',
      onOk: async () => {
        setIsCollecting(true);
        try {
          const result = await collectPayment(key);
          void message.success(`${formatMoney(result.payout.amount)} was paid into your Cloud.`);
          earned.reload();
          setPage(1);
          history.reload();
        } catch (error) {
          void message.error(messageOf(error) ?? 'We could not collect your payment. Please try again.');
          earned.reload();
        } finally {
          setIsCollecting(false);
        }
      },
    });
  }

  return (
    <section aria-labelledby="payouts-title">
      <PageTitle
        id="payouts-title"
        extra={
          <Button type="primary" onClick={confirmCollect} disabled={!canCollect} loading={isCollecting}>
            Collect payment
          </Button>
        }
      >
        Payouts
      </PageTitle>
      {earned.status === 'loading' && <Skeleton active />}
      {earned.status === 'error' && <LoadFailure title="We could not load your commission." message={earned.message} onRetry={earned.reload} />}
      {earned.status === 'ready' && (
        <>
          <Earnings earned={earned.data} />
          <p style={{ marginTop: 8 }}>
            {toCents(earned.data.collectable) > 0n ? `${formatMoney(earned.data.collectable)} is ready to collect.` : 'Nothing to collect right now.'}
            {earned.data.last_payout_at && ` Last payout ${formatDate(earned.data.last_payout_at)}.`}
          </p>
        </>
      )}

      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Payment history
      </Typography.Title>
      {history.status === 'loading' && <Skeleton active />}
      {history.status === 'error' && <LoadFailure title="We could not load your payment history." message={history.message} onRetry={history.reload} />}
      {history.status === 'ready' && (
        <Table<Payout>
          rowKey="id"
          size="middle"
          columns={historyColumns}
          dataSource={history.data.results}
          locale={{ emptyText: 'No payouts yet.' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: history.data.count, showSizeChanger: false }}
          onChange={(pagination) => setPage(pagination.current ?? 1)}
        />
      )}

      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Programs
      </Typography.Title>
      {programs.status === 'loading' && <Skeleton active />}
      {programs.status === 'error' && <LoadFailure title="We could not load your programs." message={programs.message} onRetry={programs.reload} />}
      {programs.status === 'ready' && (
        <Card>
          {programs.data.results.length === 0 ? (
            <p>No programs.</p>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {programs.data.results.map((program) => (
                <ProgramItem key={program.id} program={program} />
              ))}
            </ul>
          )}
        </Card>
      )}
    </section>
  );
}
