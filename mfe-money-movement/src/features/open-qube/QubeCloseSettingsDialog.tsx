import { useState } from 'react';
import { Radio } from 'antd';
import { bus } from '@qube/shared';
import { useSubmission } from '../../ui/useSubmission';
import { ActionModal } from './ActionModal';
import { saveOpenQube, type OpenQubeSettings } from './openQubeApi';

/** MM-132: the close options, in minutes; the first also closes after the next purchase (remaining_purchases 1). */
export const CLOSE_OPTIONS = [
  { key: 'next_purchase', label: 'After next purchase or 30 minutes, whichever comes first', expires_in: 30, remaining_purchases: 1, close_qube_after_next_purchase: true },
  { key: '2h', label: '2 hours', expires_in: 120, remaining_purchases: null, close_qube_after_next_purchase: false },
  { key: '1d', label: '1 day', expires_in: 1440, remaining_purchases: null, close_qube_after_next_purchase: false },
  { key: '1w', label: '1 week', expires_in: 10_080, remaining_purchases: null, close_qube_after_next_purchase: false },
  { key: '1y', label: '1 year', expires_in: 525_600, remaining_purchases: null, close_qube_after_next_purchase: false },
] as const;

type OptionKey = (typeof CLOSE_OPTIONS)[number]['key'];

/**
 * The Qube Close Settings dialog (MM-132, MM-133): when the qube closes again. Save is disabled until a choice is made;
 * it sends POST accounts/{id}/open-qube/ to open the qube, or PATCH when this qube is already the open one.
 */
export function QubeCloseSettingsDialog({ accountId, qube, isOpenNow, onClose }: Props) {
  const [choice, setChoice] = useState<OptionKey | null>(null);
  const { isSubmitting: isSaving, submitError: error, submit } = useSubmission('Unable to process request');

  const save = async () => {
    const option = CLOSE_OPTIONS.find((o) => o.key === choice);
    if (!option) return;
    const settings: OpenQubeSettings = {
      open_qube: qube.id,
      expires_in: option.expires_in,
      remaining_purchases: option.remaining_purchases,
      close_qube_after_next_purchase: option.close_qube_after_next_purchase,
    };
    await submit(async () => {
      await saveOpenQube(accountId, settings, isOpenNow ? 'PATCH' : 'POST');
      bus.emit('toast:show', { type: 'success', message: `${qube.name} is open` });
      bus.emit('qubes:changed', { qubeId: qube.id });
      onClose();
    });
  };

  return (
    <ActionModal title="Qube Close Settings" actionLabel="Save" canAct={choice !== null} isBusy={isSaving} error={error} onAct={() => void save()} onClose={onClose}>
      <p>Close {qube.name}:</p>
      <Radio.Group aria-label="Close the qube" value={choice} onChange={(e) => setChoice(e.target.value as OptionKey)}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {CLOSE_OPTIONS.map((o) => (
            <Radio key={o.key} value={o.key}>
              {o.label}
            </Radio>
          ))}
        </div>
      </Radio.Group>
    </ActionModal>
  );
}

type Props = { accountId: number; qube: { id: number; name: string }; isOpenNow: boolean; onClose: () => void };
