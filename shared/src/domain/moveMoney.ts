import { readFeatureFlags } from './featureFlags';
import type { Account, Me } from './types';

export type MoveMoneyOption = 'internal' | 'from_bank' | 'from_card' | 'to_bank' | 'to_friend' | 'direct_deposit';

/** What each option is called (MM-35; the labels are ours): money movement's selection and the shell's palette. */
export const MOVE_MONEY_LABELS: Record<MoveMoneyOption, string> = {
  internal: 'Internal Transfer',
  to_friend: 'Send to Friend',
  direct_deposit: 'Direct Deposit',
  to_bank: 'Transfer to Bank',
  from_bank: 'Deposit from Bank',
  from_card: 'Add Money from Card',
};

/**
 * Which move-money options a user sees (SD-55, MM-36, MM-38). Decision where the files differ:
 * spec 000's rule holds. Moving money needs at least one move-money flag. Internal transfers need
 * banking features, except on plus accounts, which always see them; each of card deposit, ACH in,
 * ACH out and P2P needs only its own flag (plus banking features, as spec 001 requires for moves in
 * and out). Anonymous users see no move in or out. Direct deposit has no flag of its own in the
 * spec: it follows ACH in.
 */
export function moveMoneyOptions(me: Me | null, account: Account | null): MoveMoneyOption[] {
  if (!me || !account) return [];
  const flags = readFeatureFlags(true, me.feature_flags);
  const hasAnyFlag =
    flags.web_move_money_internal || flags.web_move_money_ach_in || flags.web_move_money_card_deposit || flags.web_move_money_ach_out || flags.web_move_money_p2p;
  if (!hasAnyFlag) return [];
  const options: MoveMoneyOption[] = [];
  if (flags.web_move_money_internal && (account.has_banking_features || account.is_aggregate)) options.push('internal');
  if (me.user_type === 'anonymous_user' || !account.has_banking_features) return options;
  if (flags.web_move_money_p2p) options.push('to_friend');
  if (flags.web_move_money_ach_in) options.push('direct_deposit');
  if (flags.web_move_money_ach_out) options.push('to_bank');
  if (flags.web_move_money_ach_in) options.push('from_bank');
  // MM-36: card deposits also need card_fund (the spec names both flags for the card option; both must be on).
  if (flags.web_move_money_card_deposit && flags.card_fund) options.push('from_card');
  return options;
}

/** MM-39: the options a limited user is shown the shell's Get Debit Card prompt for, instead of their dialog. */
export const DEBIT_CARD_PROMPT_OPTIONS: readonly MoveMoneyOption[] = ['from_bank', 'from_card', 'to_bank', 'to_friend', 'direct_deposit'];

/** MM-39: whether choosing this option opens the Get Debit Card prompt rather than its dialog (limited users). */
export function needsDebitCardPrompt(me: Me | null, option: MoveMoneyOption): boolean {
  return me?.user_type === 'limited_user' && DEBIT_CARD_PROMPT_OPTIONS.includes(option);
}

/**
 * Linking banks (API-49, MM-137): the linked accounts are where bank deposits pull from and transfers to a bank go, so
 * it is allowed with either of those options (the API applies the same rule).
 */
export function canLinkBank(me: Me | null, account: Account | null): boolean {
  if (me?.user_type === 'limited_user') return false;
  const options = moveMoneyOptions(me, account);
  return options.includes('from_bank') || options.includes('to_bank');
}

/** Moving money is allowed when at least one option is (SD-55). */
export function canMoveMoney(me: Me | null, account: Account | null): boolean {
  return moveMoneyOptions(me, account).length > 0;
}
