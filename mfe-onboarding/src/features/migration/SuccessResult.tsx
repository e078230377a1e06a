import type { ReactNode } from 'react';

// antd's success colour, as its Result drew the icon (decorative: the heading says it).
const SUCCESS_GREEN = '#52c41a';

type Props = { title: string; subTitle: ReactNode; extra?: ReactNode };

/**
 * A success result in plain markup (what antd's Result drew, without antd on a first view): a check mark, the page's
 * h1, a line under it and an action. Used by the migration's finish page and the beta's joined state.
 */
export function SuccessResult({ title, subTitle, extra }: Props) {
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <svg aria-hidden="true" focusable="false" width="72" height="72" viewBox="0 0 72 72" style={{ marginBottom: 24 }}>
        <circle cx="36" cy="36" r="36" fill={SUCCESS_GREEN} />
        <path d="M21 37l10 10 20-22" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.33, margin: 0, color: 'rgba(0,0,0,0.88)' }}>{title}</h1>
      <p style={{ margin: '8px 0 0', color: '#595959', fontSize: 14 }}>{subTitle}</p>
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
    </div>
  );
}
