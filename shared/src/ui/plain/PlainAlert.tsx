import type { CSSProperties, ReactNode } from 'react';

export type PlainAlertType = 'success' | 'error' | 'info' | 'warning';

// antd's Alert colours (background, border); the text stays antd's near-black, over 4.5:1 on each background.
const COLOURS: Record<PlainAlertType, { background: string; borderColor: string }> = {
  success: { background: '#f6ffed', borderColor: '#b7eb8f' },
  error: { background: '#fff2f0', borderColor: '#ffccc7' },
  info: { background: '#e6f4ff', borderColor: '#91caff' },
  warning: { background: '#fffbe6', borderColor: '#ffe58f' },
};

type Props = {
  type: PlainAlertType;
  /** The first line (antd's `message`). */
  title: ReactNode;
  /** More text under it (antd's `description`). */
  description?: ReactNode;
  /** Errors and warnings interrupt (`alert`), success and information are polite (`status`), unless said otherwise. */
  role?: 'alert' | 'status';
  /** Something beside the text: a Retry button, say. */
  action?: ReactNode;
  style?: CSSProperties;
};

/** A message box in plain markup (what antd's Alert drew, without antd on a first view). */
export function PlainAlert({ type, title, description, role, action, style }: Props) {
  const colours = COLOURS[type];
  return (
    <div
      role={role ?? (type === 'error' || type === 'warning' ? 'alert' : 'status')}
      style={{ ...colours, borderWidth: 1, borderStyle: 'solid', borderRadius: 8, padding: description ? '16px 20px' : '8px 12px', color: 'rgba(0,0,0,0.88)', display: 'flex', gap: 16, alignItems: 'flex-start', ...style }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={description ? { fontSize: 16, marginBottom: 4 } : undefined}>{title}</div>
        {description && <div>{description}</div>}
      </div>
      {action}
    </div>
  );
}
