import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { bus, formatDate, formatMoney, getApiConfig, moveMoneyOptions, themeTokens, useSession, type Activity, type Qube } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { PlainAlert, PlainButton, PlainDrawer, PlainSkeleton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { ActivityRow } from '../../ui/ActivityRow';
import { PlainProgress } from '../../ui/PlainProgress';
import { OpenQubeActions } from '../open-qube/OpenQubeActions';
import { loadQube, loadQubeActivity, loadQubeScheduled, progressPercent } from './qubeDetailApi';

// The forecast (issue 25 §1) loads after the page's first view: its chart and table are not needed to show the qube.
const QubeForecast = lazy(() => import('../forecast/QubeForecast'));

/**
 * A qube's page (MM-03, MM-15), opened by /qubes?qube={id}&isOpen=true: its name, icon, balance,
 * goal or bill progress, recent activity and scheduled items, and Move Money into it. Mounted per
 * qube id (keyed by the caller), so the loaders below always belong to this one qube. Plain markup
 * (docs/adr/0015-plain-markup-first-views.md: it is the first view of a qube's page); the dialogs its actions open
 * bring antd when they open.
 */
export function QubeDetailDrawer({ qubeId, onClose }: Props) {
  const qube = useAccountData(['qube', qubeId], (accountId) => loadQube(accountId, qubeId), { reloadOnTransfer: true });
  const activity = useAccountData(['qube', qubeId, 'activity'], (accountId) => loadQubeActivity(accountId, qubeId), { reloadOnTransfer: true });
  const scheduled = useAccountData(['qube', qubeId, 'scheduled'], (accountId) => loadQubeScheduled(accountId, qubeId), { reloadOnTransfer: true });
  const canMoveInternally = useSession((s) => moveMoneyOptions(s.me, s.active_account).includes('internal'));
  const { reload: reloadQube } = qube;
  const { reload: reloadActivity } = activity;
  const { reload: reloadScheduled } = scheduled;
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;

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
  if (isLoading) body = <PlainSkeleton label="Loading the qube" widths={[40, 100, 100, 100, 100, 100, 100, 100, 60]} />;
  else if (qube.status === 'error') {
    body = <PlainAlert type="error" title="We could not load this qube." description={qube.error.fallbackMessage ?? 'Please try again.'} action={<PlainButton color={primary} onClick={reloadQube}>Retry</PlainButton>} />;
  } else {
    body = (
      <>
        <QubeSummary qube={qube.data} color={primary} />
        {canMoveInternally && (
          <PlainButton variant="primary" color={primary} style={{ margin: '16px 0' }} onClick={() => bus.emit('command:open-move-money', { kind: 'internal', presetQubeId: qubeId })}>
            Move Money
          </PlainButton>
        )}
        {typeof qube.data.id === 'number' && (
          <OpenQubeActions qube={{ id: qube.data.id, name: qube.data.name, type: qube.data.type, allowSpending: qube.data.goalqube?.allow_spending ?? false }} />
        )}
        {typeof qube.data.id === 'number' && (
          <Suspense fallback={<PlainSkeleton label="Loading the forecast" widths={[60, 100, 100]} />}>
            <QubeForecast qubeId={qube.data.id} />
          </Suspense>
        )}
        <ActivitySection title="Recent activity" state={activity} emptyText="No activity in this qube yet." errorTitle="We could not load this qube's activity." color={primary} />
        <ActivitySection title="Scheduled" state={scheduled} emptyText="Nothing is scheduled for this qube." errorTitle="We could not load this qube's scheduled items." color={primary} />
      </>
    );
  }

  return (
    <PlainDrawer title={qube.status === 'ready' ? qube.data.name : 'Qube'} onClose={onClose}>
      {body}
    </PlainDrawer>
  );
}

function QubeSummary({ qube, color: primary }: { qube: Qube; color: string }) {
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
          <span style={SECONDARY_TEXT}>Balance</span>
          <div style={{ fontSize: 24, fontWeight: 600 }}>{formatMoney(qube.balance)}</div>
        </div>
      </div>
      {goal && (
        <div style={{ marginTop: 12 }}>
          <PlainProgress percent={progressPercent(qube.balance, goal.goal_amount)} label="Goal progress" color={primary} />
          <span style={SECONDARY_TEXT}>
            {formatMoney(qube.balance)} of {formatMoney(goal.goal_amount)} goal{goal.goal_date ? ` by ${formatDate(goal.goal_date)}` : ''}
            {goal.allow_spending ? ' · spending allowed' : ''}
          </span>
        </div>
      )}
      {bill && (
        <div style={{ marginTop: 12 }}>
          <PlainProgress percent={progressPercent(qube.balance, bill.bill_amount)} label="Bill funded" color={primary} />
          <span style={SECONDARY_TEXT}>
            {formatMoney(qube.balance)} of {formatMoney(bill.bill_amount)} bill{bill.next_due_date ? ` · due ${formatDate(bill.next_due_date)}` : ''}
            {bill.is_paused ? ' · paused' : ''}
          </span>
        </div>
      )}
    </section>
  );
}

function ActivitySection({ title, state, emptyText, errorTitle, color }: SectionProps) {
  let content: ReactNode;
  if (state.status === 'loading') content = <PlainSkeleton label={`Loading ${title.toLowerCase()}`} widths={[100, 100, 60]} />;
  else if (state.status === 'error') {
    content = <PlainAlert type="error" title={errorTitle} description={state.error.fallbackMessage ?? 'Please try again.'} action={<PlainButton color={color} onClick={state.reload}>Retry</PlainButton>} />;
  } else {
    content =
      state.data.length === 0 ? (
        <p style={{ ...SECONDARY_TEXT, textAlign: 'center', margin: '16px 0' }}>{emptyText}</p>
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
      <h2 style={{ ...TITLE_STYLE, fontSize: 16 }}>{title}</h2>
      {content}
    </section>
  );
}

type Props = { qubeId: number; onClose: () => void };
type SectionProps = { title: string; state: ReturnType<typeof useAccountData<Activity[]>>; emptyText: string; errorTitle: string; color: string };
