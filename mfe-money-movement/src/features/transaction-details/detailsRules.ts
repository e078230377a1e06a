import type { Activity, BusEvents } from '@qube/shared';

export type MoveMoneyKind = NonNullable<BusEvents['command:open-move-money']['kind']>;

/** What the dialog offers for an item; every flag is one rule of MM-25 to MM-32. */
export type DetailActions = {
  /** A pending bank deposit inside its 15-minute window (MM-25). */
  canCancelDeposit: boolean;
  /**
   * A transfer to a bank that can still be cancelled (MM-102): pending, and the API says its provider has not submitted
   * it to the ACH network yet (is_cancellable; after the provider's batch a cancel would be refused).
   */
  canCancelBankTransfer: boolean;
  /** A pending transfer to a bank its provider has already submitted: no cancel, and the dialog says why. */
  isBankTransferSubmitted: boolean;
  /** A cancellable pre-auth (MM-26). */
  canCancelPreAuth: boolean;
  /** The move-money dialog that edits this scheduled item, or null (MM-28 to MM-30). */
  editKind: MoveMoneyKind | null;
  /** A scheduled one-time item (MM-28). */
  canCancelOnce: boolean;
  /** A scheduled series (MM-29). */
  canCancelSeries: boolean;
  /** A scheduled auto-allocation: Run now and Cancel (MM-32). */
  isAutoAllocation: boolean;
  /** A past item of a series: 'Canceled Series' or 'Go To Series' (MM-31). */
  seriesLink: 'canceled' | 'active' | null;
};

/** The dialog that edits a scheduled item of this type (MM-30); other types cannot be edited. */
const EDIT_KINDS: Partial<Record<Activity['transaction_type'], MoveMoneyKind>> = {
  qube_transfer: 'internal',
  ach_deposit: 'from_bank',
  send_to_person: 'to_friend',
  ach_transfer: 'to_bank',
};

/** A repeating item: `recurring` names a frequency other than none (a one-time order is 'none'). */
export const isSeries = (activity: Pick<Activity, 'recurring'>): boolean => activity.recurring !== null && activity.recurring !== 'none';

export function detailActions(activity: Activity, isScheduled: boolean): DetailActions {
  const isAutoAllocation = isScheduled && activity.source_type === 'auto_allocation';
  const editKind = isScheduled && !isAutoAllocation ? (EDIT_KINDS[activity.transaction_type] ?? null) : null;
  const isPendingBankTransfer = !isScheduled && activity.source_type === 'ach_transfer' && activity.result === 'pending' && activity.source_id !== null;
  return {
    canCancelDeposit: !isScheduled && activity.transaction_type === 'ach_deposit' && activity.result === 'pending' && activity.is_cancellable && activity.source_id !== null,
    canCancelBankTransfer: isPendingBankTransfer && activity.is_cancellable,
    isBankTransferSubmitted: isPendingBankTransfer && !activity.is_cancellable,
    canCancelPreAuth: !isScheduled && activity.source_type === 'preapproved_payment' && activity.is_cancellable,
    editKind,
    canCancelOnce: isScheduled && !isAutoAllocation && !isSeries(activity),
    canCancelSeries: isScheduled && !isAutoAllocation && isSeries(activity),
    isAutoAllocation,
    // Every executed occurrence names its order; only a repeating one is "a series" (a one-time order has ended).
    seriesLink:
      !isScheduled && activity.scheduled_transaction_id !== null && isSeries(activity)
        ? activity.scheduled_transaction_is_active
          ? 'active'
          : 'canceled'
        : null,
  };
}

/**
 * Which side each qube is on. A scheduled item's qube is the source and other_qube the destination; a
 * transaction belongs to `qube`, and its other_qube is where money came from (positive) or went to (negative).
 */
export function qubeSides(activity: Activity, isScheduled: boolean): { label: string; qube: NonNullable<Activity['qube']> }[] {
  const { qube, other_qube: other } = activity;
  if (!other) return qube ? [{ label: 'Qube', qube }] : [];
  const isOutgoing = isScheduled || activity.amount.startsWith('-');
  const from = isOutgoing ? qube : other;
  const to = isOutgoing ? other : qube;
  return [
    ...(from ? [{ label: 'From', qube: from }] : []),
    ...(to ? [{ label: 'To', qube: to }] : []),
  ];
}

/** The result as a word ('success' → 'Success'). */
export const resultLabel = (result: Activity['result']): string => result.charAt(0).toUpperCase() + result.slice(1);
