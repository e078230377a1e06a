import type { Account, Me } from './types';
import { canLinkBank, moveMoneyOptions, needsDebitCardPrompt } from './moveMoney';

const account = (extra: Partial<Account> = {}) => ({ id: 1, is_aggregate: false, has_banking_features: true, ...extra }) as Account;
const me = (flags: Record<string, boolean>, extra: Partial<Me> = {}) => ({ user_type: 'regular_user', feature_flags: flags, ...extra }) as unknown as Me;
const ALL = { web_move_money_internal: true, web_move_money_ach_in: true, web_move_money_card_deposit: true, web_move_money_ach_out: true, web_move_money_p2p: true, card_fund: true };

describe('move-money options (section 1 of issue 10)', () => {
  it('MM-35 MM-36 every option has its flag: from bank ach_in, to bank ach_out, to friend p2p, direct deposit ach_in, from card card_deposit and card_fund', () => {
    expect(moveMoneyOptions(me(ALL), account())).toEqual(['internal', 'to_friend', 'direct_deposit', 'to_bank', 'from_bank', 'from_card']);
    expect(moveMoneyOptions(me({ web_move_money_ach_in: true }), account())).toEqual(['direct_deposit', 'from_bank']);
    expect(moveMoneyOptions(me({ web_move_money_card_deposit: true }), account())).toEqual([]);
    expect(moveMoneyOptions(me({ web_move_money_card_deposit: true, card_fund: true }), account())).toEqual(['from_card']);
    expect(moveMoneyOptions(me({ ...ALL, card_fund: false }), account())).not.toContain('from_card');
  });

  it('MM-37 moves in and out need banking features; a plus account without them keeps only internal', () => {
    expect(moveMoneyOptions(me(ALL), account({ has_banking_features: false, is_aggregate: true }))).toEqual(['internal']);
    expect(moveMoneyOptions(me(ALL), account({ has_banking_features: false }))).toEqual([]);
  });

  it('MM-38 guests (anonymous users) see no transfer in or out, and may not link banks', () => {
    const guest = me(ALL, { user_type: 'anonymous_user' });
    expect(moveMoneyOptions(guest, account())).toEqual(['internal']);
    expect(canLinkBank(guest, account())).toBe(false);
  });

  it('MM-39 a limited user sees the options but gets the Get Debit Card prompt for bank, card, to-bank, friend and direct deposit', () => {
    const limited = me(ALL, { user_type: 'limited_user' });
    expect(moveMoneyOptions(limited, account())).toContain('from_bank');
    for (const option of ['from_bank', 'from_card', 'to_bank', 'to_friend', 'direct_deposit'] as const) expect(needsDebitCardPrompt(limited, option)).toBe(true);
    expect(needsDebitCardPrompt(limited, 'internal')).toBe(false);
    expect(needsDebitCardPrompt(me(ALL), 'from_bank')).toBe(false);
    expect(canLinkBank(limited, account())).toBe(false);
  });

  it('API-49 linking a bank is allowed with ACH in or ACH out', () => {
    expect(canLinkBank(me({ web_move_money_ach_out: true }), account())).toBe(true);
    expect(canLinkBank(me({ web_move_money_ach_in: true }), account())).toBe(true);
    expect(canLinkBank(me({ web_move_money_p2p: true }), account())).toBe(false);
    expect(canLinkBank(null, account())).toBe(false);
  });
});
