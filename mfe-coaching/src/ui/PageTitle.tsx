import type { ReactNode } from 'react';
import { TITLE_STYLE } from '@qube/shared/ui/plain';

/** A portal page's one h1, with an optional line of actions beside it. Plain markup: the dashboard's first view has no antd. */
export function PageTitle({ id, children, extra }: { id: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <h1 id={id} style={{ ...TITLE_STYLE, fontSize: 28, margin: 0 }}>
        {children}
      </h1>
      {extra && <div style={{ marginLeft: 'auto', display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>}
    </div>
  );
}
