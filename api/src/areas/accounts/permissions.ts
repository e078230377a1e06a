import type { AuthUser } from '../../platform/http/auth';
import { ForbiddenError } from '../../platform/errors';
import type { AccountRow } from './access';

export const MOVE_MONEY_DENIED = 'Moving money is not available for this account.';
/** MM-39 on the server: a limited user gets the Get Debit Card prompt instead of bank, card, to-bank, friend and direct-deposit moves. */
export const LIMITED_USER_DENIED = 'Get your Qube debit card to move money in and out of Qube.';

type UserPart = Pick<AuthUser, 'userType' | 'featureFlags'>;
type BankingPart = Pick<AccountRow, 'hasBankingFeatures'>;
type AccountPart = BankingPart & Partial<Pick<AccountRow, 'isAggregate'>>;
type Flags = AuthUser['featureFlags'];

/** The account-level moves a person may be refused (spec 000 section 4 "Moving money permission", spec 001 section 6). */
export type Move = 'internal' | 'ach_in' | 'bank_link' | 'card_deposit' | 'send_to_friend' | 'to_bank' | 'card_use';

/**
 * What a limited user (MM-39) meets: `prompt` is the Get Debit Card 403 before anything else; `denied` the plain
 * refusal; `checked` the same rules as anyone; `allowed` no rule at all (ON-48: a just-signed-up guest links a bank).
 */
type LimitedUsers = 'prompt' | 'denied' | 'checked' | 'allowed';

type MoveRule = { limited: LimitedUsers; flags: (flags: Flags) => boolean; account: (account: AccountPart) => boolean };

const BANKING = (account: BankingPart) => account.hasBankingFeatures;

/**
 * The one table of who may move money how. Anonymous users never may (no money in or out). `account: null` is a
 * check before an account is chosen (searching for a friend): only the user's part is checked.
 */
const MOVE_RULES: Record<Move, MoveRule> = {
  // API-07: a household/plus (aggregate) account still sees internal transfer without banking features.
  internal: { limited: 'checked', flags: (f) => f.web_move_money_internal === true, account: (a) => a.hasBankingFeatures || a.isAggregate === true },
  // API-43: a household account has no bank account of its own to pull from.
  ach_in: { limited: 'prompt', flags: (f) => f.web_move_money_ach_in === true, account: BANKING },
  // API-49 (MM-137): the linked accounts are where ACH in and out pull from and push to, so either flag allows it.
  bank_link: { limited: 'allowed', flags: (f) => f.web_move_money_ach_in === true || f.web_move_money_ach_out === true, account: BANKING },
  // MM-107: the selection shows 'from card' only with both flags.
  card_deposit: { limited: 'prompt', flags: (f) => f.web_move_money_card_deposit === true && f.card_fund === true, account: BANKING },
  // SD-55: sending to a friend and searching for one.
  send_to_friend: { limited: 'denied', flags: (f) => f.web_move_money_p2p === true, account: BANKING },
  to_bank: { limited: 'denied', flags: (f) => f.web_move_money_ach_out === true, account: BANKING },
  // Opening a qube for card purchases: a person with a card (no flag); a household without banking features has none.
  card_use: { limited: 'denied', flags: () => true, account: BANKING },
};

/** Whether the user may make this move on this account (null: no account chosen yet). */
export const mayMove = (move: Move, user: Pick<AuthUser, 'userType'> & Partial<Pick<AuthUser, 'featureFlags'>>, account: AccountPart | null): boolean => {
  const rule = MOVE_RULES[move];
  if (user.userType === 'limited_user' && rule.limited === 'allowed') return true;
  if (user.userType === 'limited_user' && rule.limited !== 'checked') return false;
  return user.userType !== 'anonymous_user' && rule.flags(user.featureFlags ?? {}) && (account === null || rule.account(account));
};

/** Throws 403 unless mayMove: the Get Debit Card prompt for a limited user where MM-39 asks for it, else MOVE_MONEY_DENIED. */
export const requireMove = (move: Move, user: Pick<AuthUser, 'userType'> & Partial<Pick<AuthUser, 'featureFlags'>>, account: AccountPart | null): void => {
  if (MOVE_RULES[move].limited === 'prompt') requireNotLimited(user);
  if (!mayMove(move, user, account)) throw new ForbiddenError(MOVE_MONEY_DENIED, 'permission_denied');
};

export const requireNotLimited = (user: Pick<AuthUser, 'userType'>): void => {
  if (user.userType === 'limited_user') throw new ForbiddenError(LIMITED_USER_DENIED, 'limited_user');
};

// The named checks the routes pass to loadPermittedAccount (`permit:`) and the domain calls.
type InternalPart = Pick<AccountRow, 'hasBankingFeatures' | 'isAggregate'>;
export const canMoveMoneyInternal = (user: UserPart, account: InternalPart): boolean => mayMove('internal', user, account);
export const requireInternalTransfer = (user: UserPart, account: InternalPart): void => requireMove('internal', user, account);
export const requireAchIn = (user: UserPart, account: BankingPart): void => requireMove('ach_in', user, account);
export const requireBankLink = (user: UserPart, account: BankingPart): void => requireMove('bank_link', user, account);
export const requireCardDeposit = (user: UserPart, account: BankingPart): void => requireMove('card_deposit', user, account);
export const canSendToFriend = (user: UserPart, account: BankingPart | null): boolean => mayMove('send_to_friend', user, account);
export const requireSendToFriend = (user: UserPart, account: BankingPart | null): void => requireMove('send_to_friend', user, account);
export const canTransferToBank = (user: UserPart, account: BankingPart): boolean => mayMove('to_bank', user, account);
export const requireTransferToBank = (user: UserPart, account: BankingPart): void => requireMove('to_bank', user, account);
export const requireCardUse = (user: Pick<AuthUser, 'userType'>, account: BankingPart): void => requireMove('card_use', user, account);
