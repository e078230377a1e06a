import { useSyncExternalStore } from 'react';
import { StatementsPage } from './features/statements/StatementsPage';

// single-spa turns every pushState into a popstate, so links of the shell and back/forward reach this.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const pathname = () => window.location.pathname;

/**
 * The statements area: one page, /statements. No router and no antd here: the page's first view is plain markup
 * (docs/adr/0015-plain-markup-first-views.md); the statement viewer and a monthly report bring antd and the area's
 * theme in their own lazy chunks.
 */
export function StatementsApp() {
  const path = useSyncExternalStore(subscribe, pathname);
  return path === '/statements' ? <StatementsPage /> : null;
}
