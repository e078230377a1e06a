import type { ReactNode } from 'react';

/** A small label in a cell ('Active', 'Current'): what antd's default Tag drew, in plain markup. */
export function Tag({ children }: { children: ReactNode }) {
  return (
    <span style={{ display: 'inline-block', fontSize: 12, lineHeight: '20px', padding: '0 7px', borderRadius: 4, border: '1px solid #d9d9d9', background: '#fafafa', color: 'rgba(0,0,0,0.88)', whiteSpace: 'nowrap' }}>
      {children}
    </span>
  );
}
