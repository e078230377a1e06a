import { readFeatureFlags } from './featureFlags';
import type { Account, Me } from './types';

export type MoveMoneyOption = 'internal' | 'from_bank' | 'from_card' | 'to_bank' | 'to_friend' | 'direct_deposit';

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
  if (flags.web_move_money_card_deposit) options.push('from_card');
  return options;
}

/** Moving money is allowed when at least one option is (SD-55). */
export function canMoveMoney(me: Me | null, account: Account | null): boolean {
  return moveMoneyOptions(me, account).length > 0;
}
