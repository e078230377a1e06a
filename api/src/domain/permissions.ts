import type { AuthUser } from '../plugins/auth';
import { ForbiddenError } from '../platform/errors';
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
  if (!canMoveMoneyInternal(user, account)) throw new ForbiddenError(MOVE_MONEY_DENIED, 'permission_denied');
};

/**
 * API-43 bank deposits (ACH in): not for anonymous users; needs web_move_money_ach_in and an account with banking
 * features (a household account has no bank account of its own to pull from).
 */
export const requireAchIn = (user: UserPart, account: AccountPart): void => {
  requireNotLimited(user);
  const allowed = user.userType !== 'anonymous_user' && user.featureFlags.web_move_money_ach_in === true && account.hasBankingFeatures;
  if (!allowed) throw new ForbiddenError(MOVE_MONEY_DENIED, 'permission_denied');
};

/** MM-39 on the server: a limited user gets the Get Debit Card prompt instead of bank, card, to-bank, friend and direct-deposit moves. */
export const LIMITED_USER_DENIED = 'Get your Qube debit card to move money in and out of Qube.';
export const requireNotLimited = (user: UserPart): void => {
  if (user.userType === 'limited_user') throw new ForbiddenError(LIMITED_USER_DENIED, 'limited_user');
};

/**
 * API-49 linking banks (MM-137): the accounts a person links are where ACH in and ACH out pull from and push to, so
 * either flag allows it, with the same rules as those moves (no anonymous users, banking features); limited users may
 * link (ON-48), though they cannot move money yet.
 */
export const requireBankLink = (user: UserPart, account: AccountPart): void => {
  // ON-48 (issue 11): a guest who just signed up is a limited user and is asked to link the bank they use today. A link
  // moves no money: every move in or out still refuses limited users (requireNotLimited in each move).
  if (user.userType === 'limited_user') return;
  const flags = user.featureFlags;
  const allowed = user.userType !== 'anonymous_user' && (flags.web_move_money_ach_in === true || flags.web_move_money_ach_out === true) && account.hasBankingFeatures;
  if (!allowed) throw new ForbiddenError(MOVE_MONEY_DENIED, 'permission_denied');
};
