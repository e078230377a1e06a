import type { CSSProperties } from 'react';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';

/** Label and value pairs in plain markup (what antd's Descriptions drew on the /manage-account cards). */
export function ManageAccountDetails({ items }: { items: { key: string; label: string; value: string }[] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(auto, max-content) 1fr', gap: '8px 8px' }}>
      {items.map((item) => (
        <div key={item.key} style={{ display: 'contents' }}>
          <dt style={SECONDARY_TEXT}>{item.label}:</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small status chip (what antd's Tag drew): text on a tinted background, 4.5:1. */
export function ManageAccountChip({ children, tone = 'neutral' }: { children: string; tone?: 'neutral' | 'success' }) {
  const look: CSSProperties =
    tone === 'success' ? { background: '#f6ffed', borderColor: '#b7eb8f', color: '#135200' } : { background: '#fafafa', borderColor: '#d9d9d9', color: 'rgba(0,0,0,0.88)' };
  return <span style={{ ...look, borderWidth: 1, borderStyle: 'solid', borderRadius: 4, padding: '0 7px', fontSize: 12, lineHeight: '20px', whiteSpace: 'nowrap' }}>{children}</span>;
}

/** The gap between the page's cards. */
export const CARD_GAP: CSSProperties = { marginBottom: 16 };
