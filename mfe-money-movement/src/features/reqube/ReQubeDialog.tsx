import { useState } from 'react';
import { Button, Empty, Input, Modal, Radio, Typography } from 'antd';
import { ApiError, bus, DIALOG_WIDTH, formatMoney, QUBE_LIST_HEIGHT, readFeatureFlags, useSession, type Activity, type QubeRef } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { QubesLoadError, QubesLoading } from '../move-money/LoadState';
import { AdvanceDueDatePrompt } from './AdvanceDueDatePrompt';
import { loadNextDueDates, loadReQubeTargets, requbeMany, requbeOne } from './requbeApi';
import { requbeChoices, requbeTabs, requbeTitle, type ReQubeTab, type ReQubeTarget } from './requbeRules';
import { QUBE_ROW_STYLE } from '../../ui/qubeRowStyle';
import { runRequbeUndo } from '../undo/requbeUndo';

/**
 * The ReQube dialog (MM-119 to MM-124): picks the qube one activity, or several at once, moves to. Picking a qube
 * moves at once; on success the dialog reports the new qube to its opener (which closes it) and lists refetch.
 */
export function ReQubeDialog({ activities, onClose, onDone }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const me = useSession((s) => s.me);
  const flags = readFeatureFlags(true, me?.feature_flags);
  const targets = useAccountData(['reqube-targets'], loadReQubeTargets);
  const [tab, setTab] = useState<ReQubeTab>('all');
  const [search, setSearch] = useState('');
  const [movingTo, setMovingTo] = useState<ReQubeTarget['id'] | null>(null);
  const [advancePrompt, setAdvancePrompt] = useState<{ target: ReQubeTarget; dates: [string, string] } | null>(null);
  const isBatch = activities.length > 1;

  const choose = async (target: ReQubeTarget) => {
    const [single] = activities;
    if (accountId === null || !single || movingTo !== null) return;
    // MM-125 (the spec leaves the check open): a single payment out, reQubed into a bill qube, may be
    // that bill's payment; with two coming due dates the person may advance the due date.
    if (!isBatch && target.type === 'billing' && typeof target.id === 'number' && single.amount.startsWith('-')) {
      setMovingTo(target.id);
      const dates = await loadNextDueDates(accountId, target.id).catch(() => []);
      setMovingTo(null);
      const [next, following] = dates;
      if (next && following) {
        setAdvancePrompt({ target, dates: [next, following] });
        return;
      }
    }
    await move(target, false);
  };

  const move = async (target: ReQubeTarget, advanceDueDate: boolean) => {
    const [single] = activities;
    if (accountId === null || !single) return;
    setMovingTo(target.id);
    try {
      let to: QubeRef;
      if (isBatch) {
        await requbeMany(accountId, activities.map((a) => a.id), target.id);
        to = { id: target.id, name: target.name, type: target.type, icon: target.icon, app_icon: target.app_icon };
      } else {
        to = await requbeOne(accountId, single.id, target.id, advanceDueDate);
      }
      // Issue 25 §4: the toast offers the ReQube's undo (any activity it moved names it); one key per ReQube.
      const undoKey = crypto.randomUUID();
      bus.emit('toast:show', {
        type: 'success',
        message: isBatch ? 'Activities updated successfully' : 'Activity updated successfully',
        action: { label: 'Undo', run: () => void runRequbeUndo(accountId, single.id, undoKey) },
      });
      bus.emit('activity:changed', { activityId: isBatch ? undefined : single.id, reason: 'reqube' });
      // Two qube balances changed: pickers and qube lists refetch.
      bus.emit('qubes:changed', { qubeId: typeof target.id === 'number' ? target.id : undefined });
      onDone(to);
    } catch (caught) {
      bus.emit('toast:show', { type: 'error', message: (caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'Unable to process request' });
      setMovingTo(null);
      setAdvancePrompt(null);
    }
  };

  let body;
  if (targets.status === 'loading') {
    body = <QubesLoading />;
  } else if (targets.status === 'error') {
    body = <QubesLoadError error={targets.error} onRetry={targets.reload} />;
  } else {
    const { enough, short } = requbeChoices({ targets: targets.data, activities, tab, search });
    const row = (target: ReQubeTarget) => (
      <li key={target.id}>
        <button type="button" onClick={() => void choose(target)} disabled={movingTo !== null} aria-busy={movingTo === target.id} style={QUBE_ROW_STYLE}>
          <span style={{ fontWeight: 600 }}>{target.name}</span>
          <span>{formatMoney(target.balance)}</span>
        </button>
      </li>
    );
    body = (
      <>
        <Radio.Group
          aria-label="Qube type"
          optionType="button"
          value={tab}
          onChange={(event) => setTab(event.target.value as ReQubeTab)}
          options={requbeTabs(flags).map((t) => ({ value: t.key, label: t.label }))}
          style={{ marginBottom: 12 }}
        />
        <Input.Search placeholder="Search all qubes" aria-label="Search all qubes" allowClear value={search} onChange={(event) => setSearch(event.target.value)} />
        <div style={{ marginTop: 12, maxHeight: QUBE_LIST_HEIGHT, overflowY: 'auto' }}>
          {enough.length + short.length === 0 && <Empty description="No available qubes to select." />}
          <ul aria-label="Qubes" style={LIST_STYLE}>
            {enough.map(row)}
          </ul>
          {short.length > 0 && (
            <>
              <Typography.Paragraph type="warning" style={{ margin: '12px 0 4px' }}>
                Qubes with a balance less than the transaction will be negative after &quot;ReQubing&quot;
              </Typography.Paragraph>
              <ul aria-label="Qubes that will be negative" style={LIST_STYLE}>
                {short.map(row)}
              </ul>
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <Modal
      open
      title={requbeTitle(activities)}
      width={DIALOG_WIDTH.transfer}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={movingTo !== null}>
          Cancel
        </Button>,
      ]}
    >
      {body}
      {advancePrompt && (
        <AdvanceDueDatePrompt
          billName={advancePrompt.target.name}
          nextDueDate={advancePrompt.dates[0]}
          followingDueDate={advancePrompt.dates[1]}
          isBusy={movingTo !== null}
          onSave={(advance) => void move(advancePrompt.target, advance)}
          onCancel={() => setAdvancePrompt(null)}
        />
      )}
    </Modal>
  );
}

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

type Props = {
  /** One activity, or several for a batch (MM-124). */
  activities: Activity[];
  onClose: () => void;
  /** Called with the destination after a successful move. */
  onDone: (to: QubeRef) => void;
};
