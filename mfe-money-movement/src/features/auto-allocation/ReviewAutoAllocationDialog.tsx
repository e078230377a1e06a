import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { ApiError, bus, DIALOG_WIDTH, formatDate, formatMoney, useSession, type Activity } from '@qube/shared';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { useActionKeys } from '../../ui/useActionKeys';
import { cancelAllocations, loadPeriodAllocations, runAllocationNow, type AllocationPeriod } from './autoAllocationApi';
import { BULK_CANCEL_MESSAGES, bulkCancelToast } from './autoAllocationRules';

/**
 * Review Auto-Allocation (MM-72, MM-75 to MM-77), titled 'Internal Transfer Submitted' as the spec has it: after
 * money moved from Cloud to a qube, the qube's auto-allocations still scheduled for this budget period, so the person
 * can cancel the ones the transfer made unneeded (in bulk) or run one now. `summary` is the transfer's own success
 * text, kept on top because this dialog takes the place of step 5. Every change announces itself on the bus and
 * reloads the list.
 */
export function ReviewAutoAllocationDialog({ period, qubeId, initialItems, summary, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { from, to } = period;
  const [loaded, setLoaded] = useState<Loaded>(() => (initialItems ? { status: 'ready', items: initialItems } : { status: 'loading' }));
  // Version 0 is the list handed in; each later version is a load.
  const [version, setVersion] = useState(initialItems ? 0 : 1);
  const [selected, setSelected] = useState<number[]>([]);
  const [isCancelling, setIsCancelling] = useState(false);
  const [runCandidate, setRunCandidate] = useState<Activity | null>(null);
  const runKeys = useActionKeys();
  const [isRunning, setIsRunning] = useState(false);

  useEffect(() => {
    if (accountId === null || version === 0) return;
    let isCurrent = true;
    loadPeriodAllocations(accountId, { from, to }, qubeId).then(
      (items) => isCurrent && setLoaded({ status: 'ready', items }),
      // A failed reload keeps the list on screen; only a first load shows the error.
      () => isCurrent && setLoaded((last) => (last.status === 'ready' ? last : { status: 'error' })),
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, from, to, qubeId, version]);

  const reload = () => setVersion((v) => v + 1);
  const items = loaded.status === 'ready' ? loaded.items : [];
  // Items gone after a reload drop out of the selection.
  const selectedIds = selected.filter((id) => items.some((item) => item.id === id));
  const isAllSelected = items.length > 0 && selectedIds.length === items.length;

  const toggle = (id: number, isChecked: boolean) => setSelected(isChecked ? [...selectedIds, id] : selectedIds.filter((s) => s !== id));

  const cancelSelected = async () => {
    if (accountId === null || selectedIds.length === 0) return;
    setIsCancelling(true);
    try {
      const { cancelled, failed } = await cancelAllocations(accountId, selectedIds);
      bus.emit('toast:show', bulkCancelToast({ cancelled: cancelled.length, failed: failed.length }));
    } catch {
      bus.emit('toast:show', { type: 'error', message: BULK_CANCEL_MESSAGES.unexpected });
    } finally {
      setIsCancelling(false);
    }
    setSelected([]);
    bus.emit('activity:changed', { scheduled: true, reason: 'cancelled' });
    reload();
  };

  const runNow = async (item: Activity) => {
    if (accountId === null) return;
    setIsRunning(true);
    try {
      await runAllocationNow(accountId, item.id, runKeys.keyFor(item.id));
      runKeys.succeeded(item.id);
      bus.emit('toast:show', { type: 'success', message: 'You have successfully ran the allocation.' });
      // Balances moved: areas showing them refetch.
      bus.emit('transfer:success', { kind: 'internal', fromQubeId: item.qube?.id, toQubeId: item.other_qube?.id, amount: item.amount });
      bus.emit('activity:changed', { activityId: item.id, scheduled: true, reason: 'executed' });
      reload();
    } catch (caught) {
      bus.emit('toast:show', { type: 'error', message: (caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'Unable to process request' });
    } finally {
      setIsRunning(false);
      setRunCandidate(null);
    }
  };

  let list: ReactNode;
  if (loaded.status === 'loading') {
    list = (
      <div role="status" aria-label="Loading auto-allocations">
        <Skeleton active />
      </div>
    );
  } else if (loaded.status === 'error') {
    list = <Alert type="error" showIcon title="We could not load the scheduled auto-allocations." action={<Button onClick={reload}>Retry</Button>} />;
  } else if (items.length === 0) {
    list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No auto-allocations are scheduled for this budget period." />;
  } else {
    list = (
      <>
        <Typography.Paragraph>
          These auto-allocations are still scheduled for this budget period ({formatDate(from)} – {formatDate(to)}). Cancel the ones you no longer need, or run one now.
        </Typography.Paragraph>
        <Checkbox
          checked={isAllSelected}
          indeterminate={selectedIds.length > 0 && !isAllSelected}
          onChange={(event) => setSelected(event.target.checked ? items.map((item) => item.id) : [])}
        >
          Select All
        </Checkbox>
        <ul aria-label="Scheduled auto-allocations" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {items.map((item) => {
            const qubeName = item.other_qube?.name ?? 'Qube';
            const date = item.scheduled_date ? formatDate(item.scheduled_date) : '';
            return (
              <li key={item.id} style={{ padding: '8px 0', borderTop: '1px solid rgba(0, 0, 0, 0.06)' }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Checkbox checked={selectedIds.includes(item.id)} onChange={(event) => toggle(item.id, event.target.checked)}>
                    {qubeName} {formatMoney(item.amount)} {date}
                  </Checkbox>
                  <Button size="small" aria-label={`Run now ${qubeName} ${date}`} disabled={isCancelling} onClick={() => setRunCandidate(item)}>
                    Run now
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <>
      <Modal
        open
        title="Internal Transfer Submitted"
        width={DIALOG_WIDTH.transfer}
        onCancel={onClose}
        destroyOnHidden
        footer={[
          <Button key="cancel-selected" danger disabled={selectedIds.length === 0} loading={isCancelling} onClick={() => void cancelSelected()}>
            Cancel Selected
          </Button>,
          <Button key="okay" type="primary" onClick={onClose}>
            Okay
          </Button>,
        ]}
      >
        {summary}
        {list}
      </Modal>
      <ConfirmPrompt
        open={runCandidate !== null}
        title="Run Now"
        body={runCandidate ? `Would you like to run this allocation now? ${formatMoney(runCandidate.amount)} will move to ${runCandidate.other_qube?.name ?? 'the qube'}.` : ''}
        confirmLabel="Yes, Run Now"
        isBusy={isRunning}
        onConfirm={() => runCandidate && void runNow(runCandidate)}
        onDismiss={() => setRunCandidate(null)}
      />
    </>
  );
}

type Loaded = { status: 'loading' } | { status: 'ready'; items: Activity[] } | { status: 'error' };

type Props = {
  /** The current budget period (GET budgets/current/ start_date and end_date). */
  period: AllocationPeriod;
  /** The qube whose auto-allocations are listed: the transfer's destination. */
  qubeId: number;
  /** The list already loaded by the caller; without it the dialog loads it. */
  initialItems?: Activity[];
  /** Shown above the list. */
  summary?: ReactNode;
  onClose: () => void;
};
