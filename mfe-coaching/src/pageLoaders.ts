import type { ComponentType } from 'react';
import { PORTAL_PAGE_KEYS, PORTAL_PAGES, type PortalPageKey } from './features/access/coachingAccess';
import { prefetchPartnerProgram } from './features/access/partnerApi';
import { prefetchPartnerMetrics } from './features/dashboard/dashboardApi';

// Each page is its own chunk: the first paint carries only the layout, the guard and the page asked for. Kept apart from
// the routes so the standalone page can start a page's code and data before the portal's own code has arrived.
type PageModule = { default: ComponentType };
export const PAGE_LOADERS: Record<PortalPageKey, () => Promise<PageModule>> = {
  dashboard: () => import('./features/dashboard/PartnerDashboardPage').then((m) => ({ default: m.PartnerDashboardPage })),
  revenue: () => import('./features/revenue/RevenuePage').then((m) => ({ default: m.RevenuePage })),
  'node-sales': () => import('./features/node-sales/NodeSalesPage').then((m) => ({ default: m.NodeSalesPage })),
  leads: () => import('./features/leads/LeadsPage').then((m) => ({ default: m.LeadsPage })),
  clients: () => import('./features/clients/ClientsPage').then((m) => ({ default: m.ClientsPage })),
  payouts: () => import('./features/payouts/PayoutsPage').then((m) => ({ default: m.PayoutsPage })),
  codes: () => import('./features/codes/CodesPage').then((m) => ({ default: m.CodesPage })),
  profile: () => import('./features/profile/CoachProfilePage').then((m) => ({ default: m.CoachProfilePage })),
  'manage-program': () => import('./features/manage-program/ManageProgramPage').then((m) => ({ default: m.ManageProgramPage })),
};

/**
 * Starts the page at `pathname` now: its code, the partner's program the guard needs and (the dashboard) its metrics,
 * all at once. On a cold load they used to come one after another (program → code → data: the page's slowest chain).
 */
export function preloadPortalPage(pathname: string): void {
  const key = PORTAL_PAGE_KEYS.find((k) => PORTAL_PAGES[k].path === pathname.replace(/\/+$/, ''));
  if (!key) return;
  void PAGE_LOADERS[key]().catch(() => undefined);
  prefetchPartnerProgram();
  if (key === 'dashboard') prefetchPartnerMetrics();
}
