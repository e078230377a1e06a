import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Drawer, Empty, Progress, Skeleton, Typography } from 'antd';
import { bus, formatDate, formatMoney, moveMoneyOptions, useAccountData, useSession, type Activity, type Qube } from '@qube/shared';
import { ActivityRow } from '../../ui/ActivityRow';
import { OpenQubeActions } from '../open-qube/OpenQubeActions';
import { loadQube, loadQubeActivity, loadQubeScheduled, progressPercent } from './qubeDetailApi';

/**
 * A qube's page (MM-03, MM-15), opened by /qubes?qube={id}&isOpen=true: its name, icon, balance,
 * goal or bill progress, recent activity and scheduled items, and Move Money into it. Mounted per
 * qube id (keyed by the caller), so the loaders below always belong to this one qube.
 */
export function QubeDetailDrawer({ qubeId, onClose }: Props) {
  const qube = useAccountData((accountId) => loadQube(accountId, qubeId), { reloadOnTransfer: true });
  const activity = useAccountData((accountId) => loadQubeActivity(accountId, qubeId), { reloadOnTransfer: true });
  const scheduled = useAccountData((accountId) => loadQubeScheduled(accountId, qubeId), { reloadOnTransfer: true });
  const canMoveInternally = useSession((s) => moveMoneyOptions(s.me, s.active_account).includes('internal'));
  const { reload: reloadQube } = qube;
  const { reload: reloadActivity } = activity;
  const { reload: reloadScheduled } = scheduled;

  useEffect(() => {
    const subscription = bus.on('qubes:changed').subscribe(() => {
      reloadQube();
      reloadActivity();
      reloadScheduled();
    });
    return () => subscription.unsubscribe();
  }, [reloadQube, reloadActivity, reloadScheduled]);

  let body: ReactNode;
  // One skeleton until the qube and both lists have answered: drawn section by section, the lists pushed each other
  // down while the drawer slid in (a layout shift on every open).
  const isLoading = qube.status === 'loading' || activity.status === 'loading' || scheduled.status === 'loading';
  if (isLoading) body = <Skeleton active aria-label="Loading the qube" paragraph={{ rows: 8 }} />;
  else if (qube.status === 'error') {
    body = <Alert type="error" showIcon title="We could not load this qube." description={qube.error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reloadQube}>Retry</Button>} />;
  } else {
    body = (
      <>
        <QubeSummary qube={qube.data} />
        {canMoveInternally && (
          <Button type="primary" style={{ margin: '16px 0' }} onClick={() => bus.emit('command:open-move-money', { kind: 'internal', presetQubeId: qubeId })}>
            Move Money
          </Button>
        )}
        {typeof qube.data.id === 'number' && (
          <OpenQubeActions qube={{ id: qube.data.id, name: qube.data.name, type: qube.data.type, allowSpending: qube.data.goalqube?.allow_spending ?? false }} />
        )}
        <ActivitySection title="Recent activity" state={activity} emptyText="No activity in this qube yet." errorTitle="We could not load this qube's activity." />
        <ActivitySection title="Scheduled" state={scheduled} emptyText="Nothing is scheduled for this qube." errorTitle="We could not load this qube's scheduled items." />
      </>
    );
  }

  return (
    <Drawer open title={qube.status === 'ready' ? qube.data.name : 'Qube'} onClose={onClose} size="large" destroyOnHidden>
      {body}
    </Drawer>
  );
}

function QubeSummary({ qube }: { qube: Qube }) {
  const color = qube.color?.background_color ?? '#1f5fd1';
  const goal = qube.goalqube;
  const bill = qube.billqube;
  return (
    <section aria-label="Summary">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span
          role="img"
          aria-label={`${qube.icon ?? 'qube'} icon`}
          style={{ width: 40, height: 40, borderRadius: 10, background: color, color: qube.color?.foreground_color ?? '#ffffff', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700 }}
        >
          {qube.name.slice(0, 1)}
        </span>
        <div>
          <Typography.Text type="secondary">Balance</Typography.Text>
          <div style={{ fontSize: 24, fontWeight: 600 }}>{formatMoney(qube.balance)}</div>
        </div>
      </div>
      {goal && (
        <div style={{ marginTop: 12 }}>
          <Progress percent={progressPercent(qube.balance, goal.goal_amount)} aria-label="Goal progress" />
          <Typography.Text type="secondary">
            {formatMoney(qube.balance)} of {formatMoney(goal.goal_amount)} goal{goal.goal_date ? ` by ${formatDate(goal.goal_date)}` : ''}
            {goal.allow_spending ? ' · spending allowed' : ''}
          </Typography.Text>
        </div>
      )}
      {bill && (
        <div style={{ marginTop: 12 }}>
          <Progress percent={progressPercent(qube.balance, bill.bill_amount)} aria-label="Bill funded" />
          <Typography.Text type="secondary">
            {formatMoney(qube.balance)} of {formatMoney(bill.bill_amount)} bill{bill.next_due_date ? ` · due ${formatDate(bill.next_due_date)}` : ''}
            {bill.is_paused ? ' · paused' : ''}
          </Typography.Text>
        </div>
      )}
    </section>
  );
}

function ActivitySection({ title, state, emptyText, errorTitle }: SectionProps) {
  let content: ReactNode;
  if (state.status === 'loading') content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (state.status === 'error') {
    content = <Alert type="error" showIcon title={errorTitle} description={state.error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={state.reload}>Retry</Button>} />;
  } else {
    content =
      state.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.data.map((a) => {
            const when = a.transaction_datetime ?? a.scheduled_date;
            return (
              <li key={a.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
                <ActivityRow
                  title={a.title || a.merchant?.merchant_name || a.transaction_type_description}
                  details={[when ? formatDate(when) : null, a.scheduled_date && a.frequency_name ? a.frequency_name : null, a.other_qube?.name].filter(Boolean).join(' · ')}
                  amount={formatMoney(a.amount)}
                />
              </li>
            );
          })}
        </ul>
      );
  }
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {content}
    </section>
  );
}

type Props = { qubeId: number; onClose: () => void };
type SectionProps = { title: string; state: ReturnType<typeof useAccountData<Activity[]>>; emptyText: string; errorTitle: string };
