import type { ReactNode } from 'react';

/** A Result's title as the page's level-one heading (antd draws it as a div), in the Result's own type. */
export function ResultTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{children}</h1>;
}
