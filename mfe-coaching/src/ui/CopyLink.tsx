import { useId } from 'react';
import { BUTTON_STYLE, INPUT_STYLE } from '@qube/shared/ui/plain';
import type { ToastMessage } from './Toast';

/**
 * A share link in a read-only field with 'Copy link': the field can be selected by hand where the
 * clipboard is refused (an older browser, a page without permission). Plain markup (what antd's compact
 * Input + Button drew); the outcome is said through `notify` (the page's toast).
 */
export function CopyLink({ link, label, notify }: { link: string; label: string; notify: (type: ToastMessage['type'], text: string) => void }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', 'Link copied.');
    } catch {
      notify('error', 'Could not copy the link. Select it and copy it by hand.');
    }
  }
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      <div style={{ display: 'flex', width: '100%', maxWidth: 560 }}>
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} style={{ ...INPUT_STYLE, flex: 1, minWidth: 0, borderRadius: '8px 0 0 8px' }} />
        <button type="button" onClick={() => void copy()} aria-label={`Copy link: ${label}`} style={{ ...BUTTON_STYLE, flex: 'none', borderRadius: '0 8px 8px 0', marginLeft: -1 }}>
          Copy link
        </button>
      </div>
    </div>
  );
}
