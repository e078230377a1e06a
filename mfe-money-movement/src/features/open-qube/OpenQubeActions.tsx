import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Button, Space, Tag } from 'antd';
import { useSession } from '@qube/shared';
import { countdownLabel } from './countdownLabel';
import { openQubeStore, closeQube, startOpenQubeBanner } from './openQubeStore';
import { PreauthDialog } from './PreauthDialog';
import { QubeCloseSettingsDialog } from './QubeCloseSettingsDialog';

/**
 * The qube page's card actions (designed here: the spec shows where the open qube is shown, not where it is opened):
 * 'Open for purchases' (the Qube Close Settings dialog, POST), or for the open qube its countdown, 'Close Settings'
 * (PATCH) and 'Close Qube' (DELETE); and 'New Pre-Auth'. Only for a person with a card (not anonymous or limited).
 */
export function OpenQubeActions({ qube }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const hasCard = useSession((s) => !s.isAnonymous && s.me?.user_type !== 'limited_user' && s.me?.user_type !== 'anonymous_user');
  const open = useStore(openQubeStore, (s) => s.state);
  const [dialog, setDialog] = useState<'settings' | 'preauth' | null>(null);
  const [isClosing, setIsClosing] = useState(false);
  // The banner's controller also keeps the open qube this page reads (held while this page shows).
  useEffect(() => startOpenQubeBanner(), []);
  if (accountId === null || !hasCard) return null;
  const isOpenNow = open?.open_qube?.id === qube.id;
  const canOpen = qube.type !== 'goal' || qube.allowSpending;

  const close = async () => {
    setIsClosing(true);
    try {
      await closeQube(accountId);
    } catch {
      // The API client shows the failure's toast.
    } finally {
      setIsClosing(false);
    }
  };

  return (
    <section aria-label="Card" style={{ margin: '16px 0' }}>
      <Space wrap>
        {isOpenNow && open?.expires_in != null && (
          <Tag color="green">Open · closes in {countdownLabel(open.expires_in)}{open.close_qube_after_next_purchase ? ' or after the next purchase' : ''}</Tag>
        )}
        {canOpen && (
          <Button onClick={() => setDialog('settings')}>{isOpenNow ? 'Close Settings' : 'Open for purchases'}</Button>
        )}
        {isOpenNow && (
          <Button danger loading={isClosing} onClick={() => void close()}>
            Close Qube
          </Button>
        )}
        <Button onClick={() => setDialog('preauth')}>New Pre-Auth</Button>
      </Space>
      {dialog === 'settings' && <QubeCloseSettingsDialog accountId={accountId} qube={qube} isOpenNow={isOpenNow} onClose={() => setDialog(null)} />}
      {dialog === 'preauth' && <PreauthDialog accountId={accountId} qube={qube} onClose={() => setDialog(null)} />}
    </section>
  );
}

type Props = { qube: { id: number; name: string; type: string; allowSpending: boolean } };
