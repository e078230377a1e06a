import { useCallback, useRef, useState } from 'react';
import { ApiError, useSession, type Budget, type BudgetSummary, type QubeBudget } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { loadBudget, loadBudgetList, loadCurrentBudget } from './budgetApi';

/** The budget on screen: loading, loaded (null when the account has no current budget) or failed. */
export type ShownBudget =
  | { status: 'loading'; budget: null; error: null }
  | { status: 'ready'; budget: Budget | null; error: null }
  | { status: 'error'; budget: null; error: ApiError };

type Picked = { accountId: number; budgetId: number; shown: ShownBudget };

const LOADING: ShownBudget = { status: 'loading', budget: null, error: null };

const summaryOf = ({ id, name, start_date, end_date, status, total_budgeted_amount, total_income_amount }: Budget): BudgetSummary => ({
  id,
  name,
  start_date,
  end_date,
  status,
  total_budgeted_amount,
  total_income_amount,
});

/**
 * The planning page's data (PL-06): the current budget and the list through `useAccountData` (so both reload when
 * the account switches), plus the budget someone picked or changed. A picked or changed budget is remembered with
 * its account, so after a switch the previous account's budget is never shown as the new one's.
 */
export function usePlanningBudget() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  // Reloads after a transfer, a qube change or a live update too, so Spent follows money moved elsewhere.
  const current = useAccountData(['budget', 'current'], loadCurrentBudget, { reloadOnTransfer: true });
  const list = useAccountData(['budget', 'list'], loadBudgetList);
  const [picked, setPicked] = useState<Picked | null>(null);
  // Only the latest pick may land: an older answer arriving late must not replace the newer choice.
  const latestPick = useRef(0);
  const [pickedFor, setPickedFor] = useState(accountId);
  // Another account: its budgets start from its current one, even when coming back to an account seen before.
  if (pickedFor !== accountId) {
    setPickedFor(accountId);
    setPicked(null);
  }

  const currentShown: ShownBudget =
    current.status === 'error'
      ? { status: 'error', budget: null, error: current.error }
      : current.status === 'ready'
        ? { status: 'ready', budget: current.data, error: null }
        : LOADING;
  // A fresh current budget replaces a shown copy of the same budget (saved, discarded or edited here earlier): the
  // server's answer already holds those changes, and it has the new Spent. A past budget picked stays.
  const [seenCurrent, setSeenCurrent] = useState(current.data);
  if (current.data !== seenCurrent) {
    setSeenCurrent(current.data);
    if (current.data && picked?.accountId === accountId && picked.budgetId === current.data.id && picked.shown.status === 'ready') setPicked(null);
  }
  const ownPick = picked && picked.accountId === accountId ? picked : null;
  const shown = ownPick ? ownPick.shown : currentShown;
  const selectedId = ownPick ? ownPick.budgetId : (current.data?.id ?? null);

  const listed = list.status === 'ready' ? list.data : [];
  const budgets = listed.length === 0 && current.data ? [summaryOf(current.data)] : listed;
  // Nothing to choose from yet, but there may be: the page keeps the chooser's place (its arrival moved the page).
  const budgetsLoading = budgets.length === 0 && (list.status === 'loading' || current.status === 'loading');

  const pick = useCallback(
    async (budgetId: number) => {
      if (accountId === null) return;
      const ticket = ++latestPick.current;
      setPicked({ accountId, budgetId, shown: LOADING });
      let next: ShownBudget;
      try {
        next = { status: 'ready', budget: await loadBudget(accountId, budgetId), error: null };
      } catch (error) {
        next = { status: 'error', budget: null, error: error instanceof ApiError ? error : new ApiError(0, null) };
      }
      if (ticket === latestPick.current) setPicked({ accountId, budgetId, shown: next });
    },
    [accountId],
  );

  /** The whole budget as the API answered it (after saving or discarding the drafts). */
  const replace = useCallback(
    (budget: Budget) => {
      if (accountId === null) return;
      latestPick.current += 1;
      setPicked({ accountId, budgetId: budget.id, shown: { status: 'ready', budget, error: null } });
    },
    [accountId],
  );

  /**
   * The shown budget loaded again (its income changed: totals and Left to budget follow). A failure leaves the budget
   * shown and throws; a newer pick meanwhile wins.
   */
  const reload = useCallback(
    async (budgetId: number) => {
      if (accountId === null) return;
      const ticket = ++latestPick.current;
      const budget = await loadBudget(accountId, budgetId);
      if (ticket === latestPick.current) setPicked({ accountId, budgetId, shown: { status: 'ready', budget, error: null } });
    },
    [accountId],
  );

  /** One qube's line changed (a draft saved, an auto-fund choice); ignored if that budget is no longer shown. */
  const updateLine = useCallback(
    (lineId: number, change: Partial<QubeBudget>) => {
      if (accountId === null) return;
      setPicked((previous) => {
        const base = previous && previous.accountId === accountId ? previous.shown.budget : current.data;
        if (!base || !base.qube_budgets.some((line) => line.id === lineId)) return previous;
        const qube_budgets = base.qube_budgets.map((line) => (line.id === lineId ? { ...line, ...change, id: lineId } : line));
        const budget = { ...base, qube_budgets, has_pending_changes: qube_budgets.some((line) => line.is_editing) };
        return { accountId, budgetId: budget.id, shown: { status: 'ready', budget, error: null } };
      });
    },
    [accountId, current.data],
  );

  const retry = useCallback(() => {
    if (ownPick) void pick(ownPick.budgetId);
    else current.reload();
  }, [ownPick, pick, current]);

  return { accountId, shown, selectedId, budgets, budgetsLoading, pick, replace, reload, updateLine, retry };
}
