import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Skeleton, Tag, Typography } from 'antd';
import { bus, formatDate, formatMoney, sessionStore, useSession } from '@qube/shared';
import type { AccountPlanState, PlanOffer, RefundCheck } from '@qube/contract/plans';
import { Link } from 'react-router-dom';
import { PlanChangeDialog } from './PlanChangeDialog';
import { PromoCodeCard } from './PromoCodeCard';
import { failureText, plansApi, type PlanAction } from './plansApi';

/** The button of each change (ON-66), named with its target so each is found by its words. */
const ACTION_LABELS: Record<PlanAction, string> = { upgrade: 'Upgrade to', downgrade: 'Downgrade to', make_plus: 'Make', change: 'Switch to' };

type Pending = { offer: PlanOffer; action: PlanAction; check: RefundCheck | null };

/**
 * /manage-plan (ON-65 to ON-69; the layout and messages are ours, ON-69): the plans from the API with their prices,
 * the current one marked, each change's refund check shown before it is confirmed (ON-67), make Qube+, and the promo
 * code. Company 1 only (the route table); the plan is the active account's, changed only by its primary holder.
 */
export function ManagePlanPage() {
  const active = useSession((s) => s.active_account);
  const primary = useSession((s) => s.me?.primary_account ?? null);
  // A sub-account's plan is its owner's (SH-52): show the primary account's then.
  const account = active && !active.is_sub_account ? active : primary;
  const accountId = account?.id ?? null;
  const [state, setState] = useState<AccountPlanState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (accountId === null) return;
    try {
      const next = await plansApi.state(accountId);
      setState(next);
      setLoadError(null);
    } catch (caught) {
      setLoadError(failureText(caught, 'Please try again.'));
    }
  }, [accountId]);

  useEffect(() => {
    if (accountId === null) return undefined;
    let isCurrent = true;
    plansApi.state(accountId)
      .then((next) => isCurrent && setState(next))
      .catch((caught: unknown) => isCurrent && setLoadError(failureText(caught, 'Please try again.')));
    return () => {
      isCurrent = false;
    };
  }, [accountId]);

  async function askToChange(offer: PlanOffer) {
    if (accountId === null || !offer.action) return;
    const action = offer.action;
    setCheckError(null);
    setChangeError(null);
    setIsBusy(true);
    try {
      // ON-67: the refund check first; the change is sent only after the person saw it and confirmed.
      setPending({ offer, action, check: await plansApi.checkRefund(accountId, action, offer.plan_name) });
    } catch (caught) {
      setCheckError(failureText(caught, 'We could not check the cost of this change. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  async function confirm() {
    if (accountId === null || !pending) return;
    setIsBusy(true);
    setChangeError(null);
    try {
      const result = await plansApi.change(accountId, pending.action, pending.offer.plan_name);
      setState(result.plan);
      setPending(null);
      notePlanInSession(accountId, result.plan.plan);
      bus.emit('toast:show', { type: 'success', message: result.message });
    } catch (caught) {
      setChangeError(failureText(caught, 'We could not change your plan. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section aria-labelledby="manage-plan-title" style={{ maxWidth: 1040, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title id="manage-plan-title" level={1} style={{ fontSize: 28 }}>
        Manage Plan
      </Typography.Title>
      {loadError && (
        <Alert type="error" showIcon title="We could not load your plan." description={loadError} action={<Button onClick={() => void load()}>Retry</Button>} />
      )}
      {!state && !loadError && <Skeleton active aria-label="Loading your plan" />}
      {state && (
        <>
          <CurrentPlan state={state} />
          {!state.can_change_plan && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={account?.is_aggregate ? 'A household account stays on Qube+.' : 'Only the primary account holder can change this plan.'} />
          )}
          {checkError && <Alert type="error" showIcon title={checkError} style={{ marginBottom: 16 }} />}
          <section aria-labelledby="plans-title">
            <Typography.Title id="plans-title" level={2} style={{ fontSize: 20 }}>
              Plans
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
              {state.plans.map((offer) => (
                <li key={offer.plan_name}>
                  <PlanCard offer={offer} isCurrent={offer.plan_name === state.plan} isBusy={isBusy} onChoose={() => void askToChange(offer)} />
                </li>
              ))}
            </ul>
          </section>
          {state.can_change_plan && accountId !== null && <PromoCodeCard accountId={accountId} onApplied={() => void load()} />}
          <Typography.Paragraph style={{ marginTop: 24 }}>
            Know someone who would like Qube? <Link to="/invite/friend">Invite a Friend</Link>
          </Typography.Paragraph>
        </>
      )}
      <PlanChangeDialog
        planLabel={pending?.offer.display_name ?? ''}
        check={pending?.check ?? null}
        isBusy={isBusy}
        error={changeError}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

/** The shell's menus and the qube editor read the plan from the session: keep it the plan the account has now. */
function notePlanInSession(accountId: number, plan: AccountPlanState['plan']) {
  const store = sessionStore.getState();
  if (store.active_account?.id === accountId) store.setActiveAccount({ ...store.active_account, plan });
  if (store.me && store.me.primary_account.id === accountId) store.setMe({ ...store.me, primary_account: { ...store.me.primary_account, plan } });
}

function priceOf(offer: PlanOffer): string {
  return offer.monthly_fee === '0.00' ? 'Free' : `${formatMoney(offer.monthly_fee)}/mo`;
}

function CurrentPlan({ state }: { state: AccountPlanState }) {
  const isLite = state.plan === 'lite';
  return (
    <Card style={{ marginBottom: 24 }} aria-label="Your plan">
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        Your plan: {state.display_name}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {state.monthly_fee === '0.00' ? 'You pay nothing this month.' : `You pay ${formatMoney(state.monthly_fee)} a month.`}
        {isLite &&
          ` ${state.active_qube_count} qube${state.active_qube_count === 1 ? '' : 's'}: the first ${state.free_qube_count} are free, then ${formatMoney(state.extra_qube_fee)} per qube per month.`}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        Billing period {formatDate(state.billing_period_start)} to {formatDate(state.billing_period_end)}.
        {state.free_until ? ` Free until ${formatDate(state.free_until)}.` : ''} Next charge {formatDate(state.next_charge_date)}.
      </Typography.Text>
    </Card>
  );
}

type PlanCardProps = { offer: PlanOffer; isCurrent: boolean; isBusy: boolean; onChoose: () => void };

function PlanCard({ offer, isCurrent, isBusy, onChoose }: PlanCardProps) {
  return (
    <Card style={{ height: '100%', borderColor: isCurrent ? '#1f5fd1' : undefined, borderWidth: isCurrent ? 2 : 1 }}>
      <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
        {offer.display_name} {isCurrent && <Tag color="blue">Current Plan</Tag>}
      </Typography.Title>
      <Typography.Paragraph strong style={{ fontSize: 18, marginBottom: 8 }}>
        {priceOf(offer)}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{offer.description}</Typography.Paragraph>
      {!isCurrent && offer.action && (
        <Button type={offer.action === 'downgrade' ? 'default' : 'primary'} onClick={onChoose} disabled={isBusy} block>
          {ACTION_LABELS[offer.action]} {offer.display_name}
        </Button>
      )}
    </Card>
  );
}
