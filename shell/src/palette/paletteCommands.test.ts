import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { parseMoveIntent, paletteCommands, suggestedCommand } from './paletteCommands';

const QUBES = [
  { id: 1, name: 'Groceries', type: 'spending' },
  { id: 2, name: 'Dining Out', type: 'spending' },
  { id: 3, name: 'Rent', type: 'billing' },
  { id: 4, name: 'Renovation', type: 'goal' },
];
const ALL_FLAGS = { monthly_reports: true, web_move_money_internal: true, web_move_money_ach_in: true, web_move_money_ach_out: true, web_move_money_p2p: true, web_move_money_card_in: true, planning_screen: true, web_spend_qubes: true };
const account = makeAccount({ id: 10, display_name: 'Alex Rivera' });
const household = makeAccount({ id: 11, display_name: 'Rivera Household' });
const me = makeMe({ primary_account: account, households: [household], feature_flags: ALL_FLAGS });
const input = { me, account, companyId: 1 as const, qubes: QUBES, isWebview: false, hasPartnerFeature: false };

describe('the command palette (issue 25 §6)', () => {
  it('reads "move 50 to groceries" as an internal transfer from Cloud, with exact cents and one matching qube', () => {
    expect(parseMoveIntent('move 50 to groceries', QUBES)).toEqual({ amount: '50.00', qube: QUBES[0] });
    expect(parseMoveIntent('Transfer $1,234.5 into dining', QUBES)).toEqual({ amount: '1234.50', qube: QUBES[1] });
    expect(parseMoveIntent('put 0.07 in out', QUBES)).toEqual({ amount: '0.07', qube: QUBES[1] });
    // Two qubes start with "ren": no guess.
    expect(parseMoveIntent('move 5 to ren', QUBES)).toBeNull();
    expect(parseMoveIntent('move 5 to rent', QUBES)?.qube.name).toBe('Rent');
    expect(parseMoveIntent('move 0 to rent', QUBES)).toBeNull();
    expect(parseMoveIntent('move 5.123 to rent', QUBES)).toBeNull();
    expect(parseMoveIntent('move fifty to rent', QUBES)).toBeNull();
    expect(parseMoveIntent('move 5 to nowhere', QUBES)).toBeNull();
  });

  it('offers the pages, the Move Money dialogs, each qube, the other accounts and sign out, by the menus\' own rules', () => {
    const labels = paletteCommands(input).map((c) => `${c.group}: ${c.label}`);
    expect(labels).toEqual(expect.arrayContaining([
      'Pages: Go to Overview', 'Pages: Go to Activity', 'Pages: Go to Reports', 'Pages: Go to Planning', 'Pages: Go to Qubes', 'Pages: Go to Manage Account',
      'Move Money: Internal Transfer', 'Move Money: Send to Friend', 'Move Money: Transfer to Bank', 'Move Money: Deposit from Bank',
      'Qubes: Open Groceries', 'Qubes: Open Rent', 'Accounts: Switch to Rivera Household', 'Session: Sign out',
    ]));
    expect(labels).not.toContain('Accounts: Switch to Alex Rivera');
    expect(paletteCommands(input).find((c) => c.label === 'Open Rent')?.action).toEqual({ type: 'navigate', to: '/qubes?qube=3&isOpen=true#bill' });
  });

  it('finds a page by what it holds: "paycheck" reaches Planning, where the paycheck rules are (issue 25 §3)', () => {
    const planning = paletteCommands(input).find((c) => c.label === 'Go to Planning');
    expect(planning?.keywords).toEqual(expect.arrayContaining(['planning', 'paycheck rules', 'budget']));
    expect(paletteCommands(input).find((c) => c.label === 'Go to Overview')?.keywords).toEqual(['dashboard']);
  });

  it('offers nothing the person may not do: no planning without its flag, no money moves without theirs, no sign out in the app webview', () => {
    const limited = makeMe({ primary_account: account, feature_flags: {} });
    const labels = paletteCommands({ ...input, me: limited, isWebview: true }).map((c) => c.label);
    expect(labels).not.toContain('Go to Planning');
    expect(labels).not.toContain('Go to Reports');
    expect(labels.filter((l) => ['Internal Transfer', 'Send to Friend'].includes(l))).toEqual([]);
    expect(labels).not.toContain('Sign out');
    expect(suggestedCommand('move 50 to groceries', { ...input, me: limited })).toBeNull();
    expect(paletteCommands({ ...input, me: null })).toEqual([]);
  });

  it('suggests the typed move first, prefilled', () => {
    expect(suggestedCommand('move 50 to groceries', input)).toMatchObject({
      group: 'Suggested', label: 'Move $50.00 from Cloud to Groceries', action: { type: 'move-money', kind: 'internal', presetQubeId: 1, presetAmount: '50.00' },
    });
  });
});
