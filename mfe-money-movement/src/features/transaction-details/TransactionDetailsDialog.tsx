import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { bus, formatDate, formatMoney, useSession, type Activity, type BusEvents } from '@qube/shared';
import { activityChips } from '../activity/activityGroups';
import { ReQubeDialog } from '../reqube/ReQubeDialog';
import { canReQube, isUnassigned } from '../reqube/requbeRules';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { failureMessage } from '../../ui/failureMessage';
import { useActionKeys } from '../../ui/useActionKeys';
import { detailActions, qubeSides, resultLabel } from './detailsRules';
import { NoteField } from './NoteField';
import { QubeLabel } from './QubeLabel';
import { cancelAchDeposit, cancelBankTransfer, cancelPreAuth, cancelScheduled, loadActivity, runNow, saveNote } from './transactionDetailsApi';
import { canUndo, UndoButton } from '../undo/UndoButton';
import { runRequbeUndo } from '../undo/requbeUndo';
import { runTransferUndo } from '../undo/transferUndo';
import { UNDO_MINUTES } from '@qube/contract/core/undo';

/** Our wording (issue 22): a pending transfer its provider submitted to the ACH network can no longer be cancelled. */
const BANK_TRANSFER_SUBMITTED = 'This transfer has been sent to your bank and can no longer be cancelled.';

/**
 * The Transaction Details dialog (MM-21 to MM-34): the fields of an activity or scheduled item, its note, its
 * chips and the actions its kind allows. Every change is announced with `activity:changed` so lists refetch.
 */
export function TransactionDetailsDialog({ activityId, isScheduled, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const isAggregateAccount = useSession((s) => s.active_account?.is_aggregate === true);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [prompt, setPrompt] = useState<PromptKind | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isReQubing, setIsReQubing] = useState(false);
  const runKeys = useActionKeys();

  useEffect(() => {
    if (accountId === null) return;
    let isCurrent = true;
    loadActivity(accountId, activityId, isScheduled).then(
      (activity) => isCurrent && setLoaded({ status: 'ready', activity }),
      (caught: unknown) => isCurrent && setLoaded({ status: 'error', message: failureMessage(caught, 'Please try again.') }),
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, activityId, isScheduled, version]);

  const changed = (reason: BusEvents['activity:changed']['reason']) => bus.emit('activity:changed', { activityId, scheduled: isScheduled, reason });
  const toast = (type: 'success' | 'error', message: string) => bus.emit('toast:show', { type, message });

  const note = async (text: string) => {
    if (accountId === null) return;
    try {
      await saveNote(accountId, activityId, isScheduled, text);
      toast('success', 'Updated!');
      changed('note');
    } catch (caught) {
      toast('error', failureMessage(caught, 'Unable to process request'));
      throw caught;
    }
  };

  /** Runs a prompt's action: success toast, lists refetch, the dialog closes; a failure keeps it open. */
  const act = async (run: (accountId: number) => Promise<void>, success: string, failure: string, reason: 'cancelled' | 'executed', after?: () => void) => {
    if (accountId === null) return;
    setIsBusy(true);
    try {
      await run(accountId);
      toast('success', success);
      changed(reason);
      after?.();
      setPrompt(null);
      onClose();
    } catch (caught) {
      toast('error', failureMessage(caught, failure));
      setPrompt(null);
    } finally {
      setIsBusy(false);
    }
  };

  if (loaded.status !== 'ready') {
    return (
      <Modal open title="Transaction Details" width={DETAILS_WIDTH} onCancel={onClose} footer={null} destroyOnHidden>
        {loaded.status === 'loading' ? (
          <Skeleton active aria-label="Loading the activity" />
        ) : (
          <Alert type="error" showIcon title="We could not load this activity." description={loaded.message} action={<Button onClick={() => setVersion((v) => v + 1)}>Retry</Button>} />
        )}
      </Modal>
    );
  }

  const { activity } = loaded;
  const actions = detailActions(activity, isScheduled);
  const when = activity.transaction_datetime ?? activity.scheduled_date;
  const hasReQube = !isScheduled && canReQube(activity, isAggregateAccount);

  const fields: { key: string; label: string; children: ReactNode }[] = [
    { key: 'type', label: 'Type', children: activity.transaction_type_description },
    { key: 'status', label: 'Status', children: resultLabel(activity.result) },
    ...(when ? [{ key: 'date', label: isScheduled ? 'Scheduled For' : 'Date', children: formatDate(when) }] : []),
    ...(activity.frequency_name ? [{ key: 'repeat', label: 'Repeat', children: activity.frequency_name }] : []),
    ...(activity.merchant?.merchant_name ? [{ key: 'merchant', label: 'Merchant', children: activity.merchant.merchant_name }] : []),
    ...(activity.description ? [{ key: 'description', label: 'Description', children: activity.description }] : []),
    ...qubeSides(activity, isScheduled).map((side) => ({ key: side.label, label: side.label, children: <QubeLabel qube={side.qube} /> })),
    ...(activity.new_balance !== null ? [{ key: 'balance', label: 'New Balance', children: formatMoney(activity.new_balance) }] : []),
    ...(activity.user_initials ? [{ key: 'by', label: 'By', children: activity.user_initials }] : []),
    // Issue 25 §4: an undone transfer and its undo link to each other.
    ...(activity.undo?.undone_by_activity_id ? [{ key: 'undone-by', label: 'Undone', children: <ActivityLink activityId={activity.undo.undone_by_activity_id} label="View the undo" /> }] : []),
    ...(activity.undo?.undo_of_activity_id ? [{ key: 'undoes', label: 'Undoes', children: <ActivityLink activityId={activity.undo.undo_of_activity_id} label="View the transfer" /> }] : []),
  ];

  const buttons: ReactNode[] = [];
  if (actions.canCancelDeposit) buttons.push(<Button key="deposit" danger onClick={() => setPrompt('deposit')}>Cancel Deposit</Button>);
  if (actions.canCancelBankTransfer) buttons.push(<Button key="bank-transfer" danger onClick={() => setPrompt('bank-transfer')}>Cancel Transfer</Button>);
  if (actions.canCancelPreAuth) buttons.push(<Button key="pre-auth" danger onClick={() => setPrompt('pre-auth')}>Cancel Pre-Auth</Button>);
  if (actions.editKind) {
    const kind = actions.editKind;
    buttons.push(
      <Button
        key="edit"
        onClick={() => {
          // MM-30: the dialog of the item's type edits it; the move-money host takes the command.
          bus.emit('command:open-move-money', { kind, editScheduledId: activity.id });
          onClose();
        }}
      >
        {actions.canCancelSeries ? 'Edit Series' : 'Edit'}
      </Button>,
    );
  }
  if (actions.canCancelOnce) buttons.push(<Button key="cancel-once" danger onClick={() => setPrompt('once')}>Cancel Transaction</Button>);
  if (actions.canCancelSeries) buttons.push(<Button key="cancel-series" danger onClick={() => setPrompt('series')}>Cancel Series</Button>);
  if (actions.isAutoAllocation) {
    buttons.push(<Button key="run" type="primary" onClick={() => setPrompt('run')}>Run now</Button>);
    buttons.push(
      <Button
        key="cancel-allocation"
        danger
        onClick={() => {
          // MM-32: planning's cancel-auto-allocation dialog asks this period or all budgets.
          const qubeId = activity.other_qube?.id;
          if (typeof qubeId === 'number') bus.emit('command:open-cancel-auto-allocation', { scheduledId: activity.id, qubeId });
          onClose();
        }}
      >
        Cancel
      </Button>,
    );
  }
  if (actions.seriesLink === 'active' && activity.scheduled_transaction_id !== null) {
    const seriesId = activity.scheduled_transaction_id;
    buttons.push(<Button key="series" onClick={() => bus.emit('command:open-activity', { activityId: seriesId, scheduled: true })}>Go To Series</Button>);
  }
  if (!isScheduled && canUndo(activity.undo)) {
    buttons.push(<UndoButton key="undo" activityId={activity.id} run={runTransferUndo} label="Undo Transfer" onUndone={() => setVersion((v) => v + 1)} />);
  }
  if (!isScheduled && canUndo({ until: activity.undo?.reqube_until ?? null })) {
    buttons.push(<UndoButton key="undo-reqube" activityId={activity.id} run={runRequbeUndo} label="Undo ReQube" onUndone={() => setVersion((v) => v + 1)} />);
  }
  if (hasReQube) buttons.push(<Button key="reqube" type="primary" onClick={() => setIsReQubing(true)}>{isUnassigned(activity) ? 'Qube It' : 'ReQube'}</Button>);

  const prompts: Record<PromptKind, { title: string; body: string; confirmLabel: string; run: () => void }> = {
    deposit: {
      title: 'Cancel Deposit',
      body: 'Would you like to cancel this deposit?',
      confirmLabel: 'Yes, Cancel',
      run: () => void act((id) => cancelAchDeposit(id, activity.source_id ?? activity.id), 'You have successfully canceled your deposit.', 'Failed to cancel deposit.', 'cancelled'),
    },
    // Our wording (the spec shows none for a transfer to a bank).
    'bank-transfer': {
      title: 'Cancel Bank Transfer',
      body: 'Would you like to cancel this transfer? The money goes back to where it came from.',
      confirmLabel: 'Yes, Cancel',
      run: () => void act((id) => cancelBankTransfer(id, activity.source_id ?? activity.id), 'You have successfully canceled your transfer.', 'Failed to cancel transfer.', 'cancelled'),
    },
    'pre-auth': {
      title: 'Cancel Pre-Auth',
      body: 'Would you like to cancel this pre-approved transaction?',
      confirmLabel: 'Yes, Cancel',
      run: () => void act((id) => cancelPreAuth(id, activity.id), 'You have successfully canceled your pre-approved transaction.', 'Failed to cancel pre-approved transaction.', 'cancelled'),
    },
    once: {
      title: 'Cancel Scheduled Transaction',
      body: 'Would you like to cancel this scheduled transaction?',
      confirmLabel: 'Yes, Cancel',
      run: () => void act((id) => cancelScheduled(id, activity.id), 'You have successfully canceled your scheduled transaction.', 'Failed to cancel scheduled transaction.', 'cancelled'),
    },
    series: {
      title: 'Cancel Scheduled Series',
      body: 'Would you like to cancel this scheduled transaction series?',
      confirmLabel: 'Yes, Cancel Series',
      run: () => void act((id) => cancelScheduled(id, activity.id), 'You have successfully canceled your scheduled series.', 'Failed to cancel scheduled transaction.', 'cancelled'),
    },
    run: {
      title: 'Run Now',
      body: `Would you like to run this allocation now? ${formatMoney(activity.amount)} will move to ${activity.other_qube?.name ?? 'the qube'}.`,
      confirmLabel: 'Yes, Run Now',
      run: () =>
        void act((id) => runNow(id, activity.id, runKeys.keyFor(activity.id)), 'You have successfully ran the allocation.', 'Unable to process request', 'executed', () => {
          runKeys.succeeded(activity.id);
          // Balances moved: areas showing them refetch.
          bus.emit('transfer:success', {
            kind: 'internal',
            fromQubeId: activity.qube?.id,
            toQubeId: activity.other_qube?.id,
            amount: activity.amount,
          });
        }),
    },
  };
  const open = prompt ? prompts[prompt] : null;

  return (
    <>
      <Modal open title="Transaction Details" width={DETAILS_WIDTH} onCancel={onClose} footer={buttons.length > 0 ? <Space wrap>{buttons}</Space> : null} destroyOnHidden>
        <div style={{ textAlign: 'center', marginBottom: 16 }}>
          <Typography.Text type="secondary">{activity.title || activity.merchant?.merchant_name || activity.transaction_type_description}</Typography.Text>
          <div style={{ fontSize: 28, fontWeight: 600 }}>{formatMoney(activity.amount)}</div>
          {activityChips(activity).map((chip) => (
            <Tag key={chip}>{chip}</Tag>
          ))}
          {actions.seriesLink === 'canceled' && <Tag>Canceled Series</Tag>}
        </div>
        <Descriptions column={1} size="small" items={fields} />
        {actions.isBankTransferSubmitted && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {BANK_TRANSFER_SUBMITTED}
          </Typography.Paragraph>
        )}
        <div style={{ marginTop: 16 }}>
          <Typography.Text strong>Note</Typography.Text>
          <NoteField initial={activity.title ?? ''} onSave={note} />
        </div>
      </Modal>
      {open && (
        <ConfirmPrompt open title={open.title} body={open.body} confirmLabel={open.confirmLabel} isBusy={isBusy} onConfirm={open.run} onDismiss={() => setPrompt(null)} />
      )}
      {isReQubing && (
        <ReQubeDialog
          activities={[activity]}
          onClose={() => setIsReQubing(false)}
          onDone={(to) => {
            setIsReQubing(false);
            // MM-123: the activity shows its new qube, and (issue 25 §4) its undo for the next ten minutes (the server
            // checks the time again on the undo itself).
            const requbeUntil = new Date(Date.now() + UNDO_MINUTES * 60_000).toISOString();
            const undo = { until: null, undone_by_activity_id: null, undo_of_activity_id: null, ...activity.undo, reqube_until: requbeUntil };
            setLoaded({ status: 'ready', activity: { ...activity, qube: to, undo } });
          }}
        />
      )}
    </>
  );
}

/** Opens another activity's details in place of this one (the host takes the command). */
function ActivityLink({ activityId, label }: { activityId: number; label: string }) {
  return (
    <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => bus.emit('command:open-activity', { activityId })}>
      {label}
    </Button>
  );
}

/** Dialogs are 574, 375 or 303 px wide (spec 001 section 2); the details are the 375 one. */
const DETAILS_WIDTH = 375;

type PromptKind = 'deposit' | 'bank-transfer' | 'pre-auth' | 'once' | 'series' | 'run';
type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; activity: Activity };
type Props = {
  activityId: number;
  /** A scheduled item (search/scheduled/) rather than a past or pending transaction. */
  isScheduled: boolean;
  onClose: () => void;
};
