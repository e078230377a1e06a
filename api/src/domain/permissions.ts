import type { AuthUser } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import type { AccountRow } from './access';

export const MOVE_MONEY_DENIED = 'Moving money is not available for this account.';

type UserPart = Pick<AuthUser, 'userType' | 'featureFlags'>;
type AccountPart = Pick<AccountRow, 'hasBankingFeatures' | 'isAggregate'>;

/**
 * API-07, internal transfers (spec 000 section 4 "Moving money permission"): refused for anonymous users; needs the
 * feature flag web_move_money_internal; the account must have banking features or be a household/plus (aggregate)
 * account (those still see internal transfer without banking features).
 */
export const canMoveMoneyInternal = (user: UserPart, account: AccountPart): boolean =>
  user.userType !== 'anonymous_user' &&
  user.featureFlags.web_move_money_internal === true &&
  (account.hasBankingFeatures || account.isAggregate);

/** Throws 403 'Moving money is not available for this account.' unless canMoveMoneyInternal. */
export const requireInternalTransfer = (user: UserPart, account: AccountPart): void => {
  if (!canMoveMoneyInternal(user, account)) throw new ApiError(403, MOVE_MONEY_DENIED, 'permission_denied');
};

/**
 * API-43 bank deposits (ACH in): not for anonymous users; needs web_move_money_ach_in and an account with banking
 * features (a household account has no bank account of its own to pull from).
 */
export const requireAchIn = (user: UserPart, account: AccountPart): void => {
  const allowed = user.userType !== 'anonymous_user' && user.featureFlags.web_move_money_ach_in === true && account.hasBankingFeatures;
  if (!allowed) throw new ApiError(403, MOVE_MONEY_DENIED, 'permission_denied');
};
