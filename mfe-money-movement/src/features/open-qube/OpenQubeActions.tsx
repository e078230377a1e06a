import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { getApiConfig, themeTokens, useSession } from '@qube/shared';
import { PlainButton } from '@qube/shared/ui/plain';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { countdownLabel } from './countdownLabel';
import { openQubeStore, closeQube, startOpenQubeBanner } from './openQubeStore';

// Plain markup on the qube's page (its first view, docs/adr/0015-plain-markup-first-views.md); the two dialogs are
// antd, each loaded with the area's theme when it first opens.
const QubeCloseSettingsDialog = lazyInTheme(() => import('./QubeCloseSettingsDialog').then((m) => m.QubeCloseSettingsDialog));
const PreauthDialog = lazyInTheme(() => import('./PreauthDialog').then((m) => m.PreauthDialog));

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
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
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
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        {isOpenNow && open?.expires_in != null && (
          <span style={TAG_STYLE}>
            Open · closes in {countdownLabel(open.expires_in)}
            {open.close_qube_after_next_purchase ? ' or after the next purchase' : ''}
          </span>
        )}
        {canOpen && (
          <PlainButton color={primary} onClick={() => setDialog('settings')}>
            {isOpenNow ? 'Close Settings' : 'Open for purchases'}
          </PlainButton>
        )}
        {isOpenNow && (
          <PlainButton color={primary} loading={isClosing} style={DANGER_STYLE} onClick={() => void close()}>
            Close Qube
          </PlainButton>
        )}
        <PlainButton color={primary} onClick={() => setDialog('preauth')}>
          New Pre-Auth
        </PlainButton>
      </div>
      {dialog === 'settings' && <QubeCloseSettingsDialog accountId={accountId} qube={qube} isOpenNow={isOpenNow} onClose={() => setDialog(null)} />}
      {dialog === 'preauth' && <PreauthDialog accountId={accountId} qube={qube} onClose={() => setDialog(null)} />}
    </section>
  );
}

type Props = { qube: { id: number; name: string; type: string; allowSpending: boolean } };

// antd's green tag, its text darkened to 4.5:1; the danger button in the theme's error red (themeTokens' colorError).
const TAG_STYLE = { display: 'inline-block', padding: '0 7px', fontSize: 12, lineHeight: '20px', borderRadius: 4, border: '1px solid #b7eb8f', background: '#f6ffed', color: '#237804' } as const;
const DANGER_STYLE = { color: '#b42318', borderColor: '#b42318' } as const;
