import type { ComponentType } from 'react';
import { lazyWithin } from '@qube/shared/ui/plain';

/**
 * A component built with antd, loaded on its first render in a chunk of its own and wrapped there in the area's antd
 * theme, so a plain first view (docs/adr/0015-plain-markup-first-views.md) loads no antd until a dialog or drawer
 * opens. It has its own Suspense boundary: while it loads, nothing else on the page is hidden.
 */
export function lazyInTheme<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyWithin(async () => (await import('./AntdTheme')).AntdTheme, load);
}
