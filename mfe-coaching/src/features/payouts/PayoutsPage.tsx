import { useState } from 'react';
import { formatDate, formatMoney, getApiConfig, themeTokens, toCents, useSession } from '@qube/shared';
import { CARD_STYLE, lazyWithin, PlainButton, PlainSkeleton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import type { CommissionEarned, PartnerProgram, Payout } from '@qube/contract/partners';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { Pager } from '../../ui/Pager';
import { StatTiles } from '../../ui/StatTiles';
import { Tag } from '../../ui/Tag';
import { Toast, useToast } from '../../ui/Toast';
import { useAllAnswered } from '../../ui/useAllAnswered';
import { messageOf, useLoad } from '../../ui/useLoad';
import { collectPayment, loadCommissionEarned, loadPaymentHistory, loadPrograms } from './payoutsApi';

// The confirm is antd's dialog, in its own chunk with the portal's theme: the page's first view loads no antd.
const CollectConfirm = lazyWithin(
  () => import('../../ui/withAntd').then((m) => m.AntdFrame),
  () => import('./CollectConfirm').then((m) => m.CollectConfirm),
);

export const PAGE_SIZE = 20;

const PROGRAM_TYPES: Record<string, string> = { coach: 'Coach', affiliate: 'Affiliate', rewards: 'Rewards', church: 'Church', employer: 'Employer' };

const historyColumns: TableColumn<Payout>[] = [
  { key: 'paid_at', title: 'Date', dataIndex: 'paid_at', render: (v: string) => formatDate(v) },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: string) => formatMoney(v) },
  { key: 'destination', title: 'Paid to', dataIndex: 'destination' },
  { key: 'status', title: 'Status', dataIndex: 'status', render: (v: string) => (v === 'paid' ? 'Paid' : v) },
];

const SUBTITLE = { ...TITLE_STYLE, fontSize: 18, marginTop: 24 } as const;

function Earnings({ earned }: { earned: CommissionEarned }) {
  const tiles = [
    { label: 'Total earned', value: formatMoney(earned.total_earned) },
    { label: 'Paid to you', value: formatMoney(earned.total_paid) },
    { label: 'Ready to collect', value: formatMoney(earned.collectable) },
    { label: 'Pending', value: formatMoney(earned.pending) },
  ];
  return <StatTiles tiles={tiles} />;
}

function ProgramItem({ program }: { program: PartnerProgram }) {
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ fontWeight: 600 }}>
        {program.name} {program.is_current && <Tag>Current</Tag>}
      </div>
      <div style={SECONDARY_TEXT}>
        {`${PROGRAM_TYPES[program.program_type] ?? program.program_type} · ${program.commission_rate}% commission · paid after ${program.hold_days} days · joined ${formatDate(program.joined_at)}`}
      </div>
    </li>
  );
}

/**
 * /coaching/payouts (CO-15, a spec gap; docs/adr/0009-partner-portal-pages.md): commission earned, 'Collect
 * payment' into the partner's own Cloud after a confirm, the payment history and the programs. Plain markup: no antd
 * on its first view (the confirm brings it); the page draws once its three reads have answered, so nothing that
 * arrives later moves it (docs/adr/0016-nothing-late-moves-the-page.md).
 */
export function PayoutsPage() {
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const { toast, show } = useToast();
  const userId = useSession((s) => s.me?.id ?? 0);
  const [page, setPage] = useState(1);
  const [isCollecting, setIsCollecting] = useState(false);
  // The idempotency key of the confirm on screen: one key per confirmed request, so a retried or doubled request pays once.
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const [hasConfirmed, setHasConfirmed] = useState(false);
  const earned = useLoad(loadCommissionEarned, `earned:${userId}`);
  const history = useLoad(() => loadPaymentHistory({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), `history:${userId}:${page}`);
  const programs = useLoad(loadPrograms, `programs:${userId}`);
  const hasAnswered = useAllAnswered([earned, history, programs]);

  const collectable = earned.status === 'ready' ? earned.data.collectable : '0.00';
  const canCollect = toCents(collectable) > 0n && !isCollecting;

  async function collect(key: string) {
    setIsCollecting(true);
    try {
      const result = await collectPayment(key);
      show('success', `${formatMoney(result.payout.amount)} was paid into your Cloud.`);
      earned.reload();
      setPage(1);
      history.reload();
    } catch (error) {
      show('error', messageOf(error) ?? 'We could not collect your payment. Please try again.');
      earned.reload();
    } finally {
      setIsCollecting(false);
      setConfirmKey(null);
    }
  }

  return (
    <section aria-labelledby="payouts-title">
      <Toast toast={toast} />
      <PageTitle
        id="payouts-title"
        extra={
          <PlainButton variant="primary" color={primary} onClick={() => {
              setConfirmKey(crypto.randomUUID());
              setHasConfirmed(true);
            }} disabled={!canCollect} loading={isCollecting}>
            Collect payment
          </PlainButton>
        }
      >
        Payouts
      </PageTitle>
      {hasConfirmed && (
        <CollectConfirm open={confirmKey !== null} amount={formatMoney(collectable)} isCollecting={isCollecting} onCollect={() => {
            if (confirmKey) void collect(confirmKey);
          }} onCancel={() => setConfirmKey(null)} />
      )}
      {!hasAnswered ? (
        <PlainSkeleton label="Loading your payouts" widths={[100, 100, 60, 40, 100, 100, 100, 40, 100]} />
      ) : (
        <>
          {earned.status === 'loading' && <PlainSkeleton label="Loading your commission" widths={[100, 60]} />}
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

          <h2 style={SUBTITLE}>Payment history</h2>
          {history.status === 'loading' && <PlainSkeleton label="Loading your payment history" />}
          {history.status === 'error' && <LoadFailure title="We could not load your payment history." message={history.message} onRetry={history.reload} />}
          {history.status === 'ready' && (
            <>
              <DataTable<Payout> rows={history.data.results} columns={historyColumns} emptyText="No payouts yet." />
              <Pager page={page} pageSize={PAGE_SIZE} count={history.data.count} onPage={setPage} label="Pages of the payment history" />
            </>
          )}

          <h2 style={SUBTITLE}>Programs</h2>
          {programs.status === 'loading' && <PlainSkeleton label="Loading your programs" />}
          {programs.status === 'error' && <LoadFailure title="We could not load your programs." message={programs.message} onRetry={programs.reload} />}
          {programs.status === 'ready' && (
            <div style={{ ...CARD_STYLE, padding: '0 24px' }}>
              {programs.data.results.length === 0 ? (
                <p style={{ margin: 0, padding: '12px 0' }}>No programs.</p>
              ) : (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {programs.data.results.map((program) => (
                    <ProgramItem key={program.id} program={program} />
                  ))}
                </ul>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
