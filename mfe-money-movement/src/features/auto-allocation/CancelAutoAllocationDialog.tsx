import { useState } from 'react';
import { Button, Flex, Modal } from 'antd';
import { bus, DIALOG_WIDTH, useSession } from '@qube/shared';
import { cancelAllocation, stopAutoFunding } from './autoAllocationApi';
import { budgetPeriodLabel } from './autoAllocationRules';

/**
 * Cancel auto-allocation (PL-20 to PL-23) for one scheduled auto_allocation item: this budget period only, or this
 * and all future budgets. The spec lists this dialog among planning's, but it is opened from money movement's
 * Transaction Details (MM-32) and acts on scheduled orders, so we keep it in money movement's dialogs parcel and
 * open it through the bus (`command:open-cancel-auto-allocation`); planning can issue the same command.
 * Every outcome closes the dialog and announces `activity:changed`, so lists showing the item refetch (PL-23).
 */
export function CancelAutoAllocationDialog({ scheduledId, qubeId, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const periodLabel = budgetPeriodLabel(useSession((s) => s.active_account?.budget_period));
  const [running, setRunning] = useState<Choice | null>(null);

  const choose = async (choice: Choice) => {
    if (accountId === null) return;
    setRunning(choice);
    try {
      if (choice === 'period') {
        // PL-21 (mapping inferred): the API's DELETE ends the whole order; see autoAllocationApi.
        await cancelAllocation(accountId, scheduledId);
        bus.emit('toast:show', { type: 'success', message: CANCEL_MESSAGES.periodCancelled });
      } else {
        await stopAutoFunding(accountId, qubeId);
        bus.emit('toast:show', { type: 'success', message: CANCEL_MESSAGES.allCancelled });
        // The qube's auto_fund_choice changed: qube lists refetch too.
        bus.emit('qubes:changed', { qubeId });
      }
    } catch {
      bus.emit('toast:show', { type: 'error', message: CANCEL_MESSAGES.failed });
    }
    bus.emit('activity:changed', { activityId: scheduledId, scheduled: true, reason: 'cancelled' });
    onClose();
  };

  const isBusy = running !== null;
  return (
    <Modal
      open
      title="Do you want to cancel auto-allocation?"
      width={DIALOG_WIDTH.cancelSeries}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      {/* Three long labels do not fit side by side in 303 px: stacked, full width. */}
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Button type="primary" danger block loading={running === 'period'} disabled={isBusy && running !== 'period'} onClick={() => void choose('period')}>
          {periodLabel} Only
        </Button>
        <Button danger block loading={running === 'all'} disabled={isBusy && running !== 'all'} onClick={() => void choose('all')}>
          {periodLabel} and All Future Budgets
        </Button>
        <Button type="text" block disabled={isBusy} onClick={onClose}>
          Nevermind
        </Button>
      </Flex>
    </Modal>
  );
}

/**
 * The spec's strings (spec 001 section 8). For '{period} Only' the spec names no toast; of its catalogue the one
 * that fits a single cancelled scheduled item is '…canceled your scheduled transaction.'.
 */
export const CANCEL_MESSAGES = {
  periodCancelled: 'You have successfully canceled your scheduled transaction.',
  allCancelled: 'You have successfully canceled the auto allocation for all budgets.',
  failed: 'Failed to cancel auto allocation. It may have already been deleted.',
} as const;

type Choice = 'period' | 'all';

type Props = {
  /** The scheduled auto_allocation order (search/scheduled/ id). */
  scheduledId: number;
  /** The qube it funds (the item's other_qube). */
  qubeId: number;
  onClose: () => void;
};
