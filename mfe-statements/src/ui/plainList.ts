import type { CSSProperties } from 'react';

// A bordered list and its rows in plain markup (what antd's `List bordered` drew), for the first view's lists.

export const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, background: '#fff', border: '1px solid #d9d9d9', borderRadius: 8 };

export function listItemStyle(isLast: boolean): CSSProperties {
  return { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, padding: '8px 24px', minHeight: 48, borderBottom: isLast ? 0 : '1px solid #f0f0f0' };
}
