import { useState } from 'react';
import { bus, useSession } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { BUTTON_STYLE, PlainCard, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { withApiMessage } from '../../ui/apiMessage';
import { DANGER, primaryColor } from '../../ui/plainLook';
import { loadAutoFunding, setAutoFunding } from './autoFundingApi';
import { AUTO_FUND_FAILURE } from './autoFundOptions';

/**
 * The account's auto funding switch (PL-17), a plain `role="switch"` button (the page's first view loads no antd). The
 * switch moves at once; when the API refuses, a toast says so and the switch returns to where it was.
 */
export function AutoFundingCard() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, reload } = useAccountData(['auto-funding'], loadAutoFunding);
  // What the person chose last, for this account; the loaded value until then.
  const [chosen, setChosen] = useState<{ accountId: number; isEnabled: boolean } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isEnabled = chosen && chosen.accountId === accountId ? chosen.isEnabled : data === true;

  async function toggle(next: boolean) {
    if (accountId === null || isSaving) return;
    const previous = isEnabled;
    setChosen({ accountId, isEnabled: next });
    setIsSaving(true);
    try {
      setChosen({ accountId, isEnabled: await setAutoFunding(accountId, next) });
    } catch (error) {
      setChosen({ accountId, isEnabled: previous });
      bus.emit('toast:show', { type: 'error', message: withApiMessage(AUTO_FUND_FAILURE, error) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <PlainCard title="Auto Funding" style={{ height: '100%', boxSizing: 'border-box' }}>
      {status === 'error' ? (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
          <span style={{ color: DANGER }}>We could not load auto funding.</span>
          <button type="button" style={{ ...BUTTON_STYLE, minHeight: 24, padding: '0 7px' }} onClick={reload}>
            Retry
          </button>
        </div>
      ) : (
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
          {/* Disabled only until loaded; not while saving: a disabled switch drops keyboard focus, and a second toggle meanwhile is ignored. */}
          <button
            type="button"
            role="switch"
            aria-label="Auto Funding"
            aria-checked={isEnabled}
            aria-busy={isSaving || status === 'loading' || undefined}
            disabled={status === 'loading'}
            onClick={() => void toggle(!isEnabled)}
            style={{ ...TRACK, background: isEnabled ? primaryColor() : OFF, opacity: status === 'loading' ? 0.6 : 1 }}
          >
            <span aria-hidden="true" style={{ ...KNOB, insetInlineStart: isEnabled ? 22 : 2 }} />
          </button>
          <span style={{ ...SECONDARY_TEXT, fontSize: 13 }}>
            {isEnabled ? 'On: each period your qubes are funded as their Auto Fund choice says.' : 'Off: your qubes are not funded automatically.'}
          </span>
        </div>
      )}
    </PlainCard>
  );
}

// antd's Switch: a 44 × 22 track; off is grey at 3:1 on white (a control's edge, WCAG 1.4.11), on the theme's colour.
const OFF = '#8c8c8c';
const TRACK = { position: 'relative', flex: 'none', width: 44, height: 22, borderRadius: 11, border: 0, padding: 0, cursor: 'pointer', transition: 'background 0.2s' } as const;
const KNOB = { position: 'absolute', top: 2, width: 18, height: 18, borderRadius: '50%', background: '#fff', boxShadow: '0 2px 4px rgba(0,35,11,0.2)', transition: 'inset-inline-start 0.2s' } as const;
