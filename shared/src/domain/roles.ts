import type { Account, Me } from './types';

/** Role helpers (SD-56). */
export const isAnonymous = (me: Pick<Me, 'user_type'> | null | undefined): boolean => me?.user_type === 'anonymous_user';
export const isLimited = (me: Pick<Me, 'user_type'> | null | undefined): boolean => me?.user_type === 'limited_user';
export const isCoach = (me: Pick<Me, 'is_coach'> | null | undefined): boolean => me?.is_coach === true;
export const isAffiliate = (me: Pick<Me, 'is_affiliate'> | null | undefined): boolean => me?.is_affiliate === true;
export const isRewardsAffiliate = (me: Pick<Me, 'is_rewards_affiliate'> | null | undefined): boolean =>
  me?.is_rewards_affiliate === true;
export const isPlus = (account: Pick<Account, 'is_aggregate'> | null | undefined): boolean => account?.is_aggregate === true;
