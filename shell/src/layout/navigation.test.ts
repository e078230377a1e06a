import type { Me } from '@qube/shared';
import { navigationFor, statementsLabel } from './navigation';

const me = (flags: Record<string, boolean> = {}): Me =>
  ({ first_name: 'Alex', feature_flags: flags, is_coach: false, is_affiliate: false }) as unknown as Me;

describe('top navigation', () => {
  it('SH-49 shows Overview and Activity on company 1, Planning with planning_screen, Qubes with any qube flag, Qube Masters with web_qube_masters', () => {
    expect(navigationFor(me(), 1).map((i) => i.label)).toEqual(['Overview', 'Activity']);
    expect(navigationFor(me({ planning_screen: true, web_bill_qubes: true, web_qube_masters: true }), 1).map((i) => i.label)).toEqual([
      'Overview',
      'Activity',
      'Planning',
      'Qubes',
      'Qube Masters',
    ]);
    expect(navigationFor(me({ web_goal_qubes: true }), 1).map((i) => i.to)).toContain('/qubes');
  });

  it('SH-49 shows no company-1 page in company 2 navigation (Activity is header 1 only)', () => {
    expect(navigationFor(me({ planning_screen: true }), 2)).toEqual([]);
  });

  it('SH-53 labels statements by monthly_reports and plus accounts', () => {
    expect(statementsLabel(me(), false)).toBe('Statements');
    expect(statementsLabel(me({ monthly_reports: true }), false)).toBe('Statements & Reports');
    expect(statementsLabel(me(), true)).toBe('Reports');
  });
});
