import { useCallback, useEffect, useState } from 'react';
import { bus, formatDate, formatMoney, getApiConfig, sessionStore, themeTokens, useSession } from '@qube/shared';
import { CARD_STYLE, PlainAlert, PlainButton, PlainSkeleton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import type { AccountPlanState, PlanOffer, RefundCheck } from '@qube/contract/plans';
import { Link } from 'react-router-dom';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { InvoicesCard } from './InvoicesCard';
import { PromoCodeCard } from './PromoCodeCard';
import { failureText, plansApi, type PlanAction } from './plansApi';

/** The button of each change (ON-66), named with its target so each is found by its words. */
const ACTION_LABELS: Record<PlanAction, string> = { upgrade: 'Upgrade to', downgrade: 'Downgrade to', make_plus: 'Make', change: 'Switch to' };

type Pending = { offer: PlanOffer; action: PlanAction; check: RefundCheck | null };

// The confirmation is antd's Modal: it and antd load when a change is asked for, not with the page
// (docs/adr/0015-plain-markup-first-views.md).
const PlanChangeDialog = lazyInTheme(async () => (await import('./PlanChangeDialog')).PlanChangeDialog);
const colour = () => themeTokens(getApiConfig().companyId).colorPrimary;

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
      <h1 id="manage-plan-title" style={{ ...TITLE_STYLE, fontSize: 28 }}>
        Manage Plan
      </h1>
      {loadError && (
        <PlainAlert
          type="error"
          title="We could not load your plan."
          description={loadError}
          action={<PlainButton color={colour()} onClick={() => void load()}>Retry</PlainButton>}
        />
      )}
      {!state && !loadError && <PlainSkeleton label="Loading your plan" />}
      {state && (
        <>
          <CurrentPlan state={state} />
          {!state.can_change_plan && (
            <PlainAlert type="info" style={{ marginBottom: 16 }} title={account?.is_aggregate ? 'A household account stays on Qube+.' : 'Only the primary account holder can change this plan.'} />
          )}
          {checkError && <PlainAlert type="error" title={checkError} style={{ marginBottom: 16 }} />}
          <section aria-labelledby="plans-title">
            <h2 id="plans-title" style={{ ...TITLE_STYLE, fontSize: 20 }}>
              Plans
            </h2>
            <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
              {state.plans.map((offer) => (
                <li key={offer.plan_name}>
                  <PlanCard offer={offer} isCurrent={offer.plan_name === state.plan} isBusy={isBusy} onChoose={() => void askToChange(offer)} />
                </li>
              ))}
            </ul>
          </section>
          {accountId !== null && <InvoicesCard accountId={accountId} reloadKey={state.plan} />}
          {state.can_change_plan && accountId !== null && <PromoCodeCard accountId={accountId} onApplied={() => void load()} />}
          <p style={{ marginTop: 24 }}>
            Know someone who would like Qube? <Link to="/invite/friend" style={{ color: colour() }}>Invite a Friend</Link>
          </p>
        </>
      )}
      {pending && (
        <PlanChangeDialog
          planLabel={pending.offer.display_name}
          check={pending.check}
          isBusy={isBusy}
          error={changeError}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
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
    <div style={{ ...CARD_STYLE, marginBottom: 24 }} aria-label="Your plan">
      <h2 style={{ ...TITLE_STYLE, fontSize: 20 }}>Your plan: {state.display_name}</h2>
      <p style={{ margin: '0 0 4px' }}>
        {state.monthly_fee === '0.00' ? 'You pay nothing this month.' : `You pay ${formatMoney(state.monthly_fee)} a month.`}
        {isLite &&
          ` ${state.active_qube_count} qube${state.active_qube_count === 1 ? '' : 's'}: the first ${state.free_qube_count} are free, then ${formatMoney(state.extra_qube_fee)} per qube per month.`}
      </p>
      <span style={SECONDARY_TEXT}>
        Billing period {formatDate(state.billing_period_start)} to {formatDate(state.billing_period_end)}.
        {state.free_until ? ` Free until ${formatDate(state.free_until)}.` : ''} Next charge {formatDate(state.next_charge_date)}.
      </span>
    </div>
  );
}

// antd's blue tag: #0958d9 on #e6f4ff is over 4.5:1.
const CURRENT_TAG = { marginLeft: 4, border: '1px solid #91caff', borderRadius: 4, padding: '0 7px', fontSize: 12, fontWeight: 400, lineHeight: '20px', background: '#e6f4ff', color: '#0958d9', verticalAlign: 'middle' } as const;

type PlanCardProps = { offer: PlanOffer; isCurrent: boolean; isBusy: boolean; onChoose: () => void };

function PlanCard({ offer, isCurrent, isBusy, onChoose }: PlanCardProps) {
  return (
    <div style={{ ...CARD_STYLE, height: '100%', boxSizing: 'border-box', ...(isCurrent ? { borderColor: '#1f5fd1', borderWidth: 2 } : null) }}>
      <h3 style={{ ...TITLE_STYLE, fontSize: 18 }}>
        {offer.display_name} {isCurrent && <span style={CURRENT_TAG}>Current Plan</span>}
      </h3>
      <p style={{ fontSize: 18, fontWeight: 600, margin: '0 0 8px' }}>{priceOf(offer)}</p>
      <p style={SECONDARY_TEXT}>{offer.description}</p>
      {!isCurrent && offer.action && (
        <PlainButton variant={offer.action === 'downgrade' ? 'default' : 'primary'} color={colour()} onClick={onChoose} disabled={isBusy} style={{ width: '100%' }}>
          {ACTION_LABELS[offer.action]} {offer.display_name}
        </PlainButton>
      )}
    </div>
  );
}
