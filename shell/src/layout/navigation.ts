import { COMPANY, readFeatureFlags, type CompanyId, type Me } from '@qube/shared';

export type NavItem = { label: string; to: string };

/** Top navigation (SH-49): each entry with its company and flag rule. */
export function navigationFor(me: Me | null, companyId: CompanyId): NavItem[] {
  if (!me) return [];
  const flags = readFeatureFlags(true, me.feature_flags);
  if (companyId === COMPANY.other) return [];
  const items: NavItem[] = [{ label: 'Overview', to: '/dashboard' }, { label: 'Activity', to: '/activity' }];
  if (flags.planning_screen) items.push({ label: 'Planning', to: '/planning' });
  if (flags.web_spend_qubes || flags.web_bill_qubes || flags.web_goal_qubes) items.push({ label: 'Qubes', to: '/qubes' });
  if (flags.web_qube_masters) items.push({ label: 'Qube Masters', to: '/qubemasters' });
  return items;
}

/** Statements entry label (SH-53). */
export function statementsLabel(me: Me | null, isPlusAccount: boolean): string {
  if (isPlusAccount) return 'Reports';
  return readFeatureFlags(true, me?.feature_flags).monthly_reports ? 'Statements & Reports' : 'Statements';
}
