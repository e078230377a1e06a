import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A portal page's one h1, with an optional line of actions beside it. */
export function PageTitle({ id, children, extra }: { id: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <Typography.Title id={id} level={1} style={{ fontSize: 28, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra && <div style={{ marginLeft: 'auto', display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>}
    </div>
  );
}
