import type { LinkType, ProviderAccount } from './bankLinkProvider';

/**
 * The sandbox bank-link provider's test data (documented in api/README.md, "Sandbox bank link"): a short list of
 * institutions, each with its accounts, and the sign-in pairs that succeed, fail and need relinking. The names follow
 * Plaid's own sandbox.
 */
export type SandboxInstitution = { id: string; name: string; routingNumber: string; accounts: Omit<ProviderAccount, 'providerAccountId' | 'routingNumber'>[] };

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    id: 'ins_109508',
    name: 'First Platypus Bank',
    routingNumber: '011401533',
    accounts: [
      { name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking', verificationStatus: 'automatically_verified' },
      { name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings', verificationStatus: 'automatically_verified' },
      { name: 'Plaid Credit Card', mask: '3333', type: 'credit', subtype: 'credit card', verificationStatus: 'automatically_verified' },
    ],
  },
  {
    id: 'ins_109511',
    name: 'Tartan Bank',
    routingNumber: '021000021',
    accounts: [{ name: 'Tartan Checking', mask: '2222', type: 'depository', subtype: 'checking', verificationStatus: 'automatically_verified' }],
  },
  {
    // Its accounts are verified later (micro-deposits): the chip reads 'Verifying'.
    id: 'ins_109512',
    name: 'Houndstooth Bank',
    routingNumber: '011000138',
    accounts: [{ name: 'Houndstooth Checking', mask: '4444', type: 'depository', subtype: 'checking', verificationStatus: 'pending_automatic_verification' }],
  },
];

/** The sign-in pairs of the sandbox banks. */
export const SANDBOX_CREDENTIALS = {
  /** Links the chosen accounts. */
  good: { username: 'user_good', password: 'pass_good' },
  /** Links them, but the bank soon wants a new sign-in: the accounts carry the plaid_relink_required warning. */
  relink: { username: 'user_relink', password: 'pass_good' },
} as const;

/** The provider's own message for any other pair (Plaid's INVALID_CREDENTIALS display message). */
export const INVALID_CREDENTIALS_MESSAGE = 'The provided credentials were not correct. Please try again.';

/** Which accounts a link type offers: dda only checking accounts, credit_card only cards, default every account. */
export const offeredFor = (linkType: LinkType, account: { type: string; subtype: string }): boolean => {
  if (linkType === 'dda') return account.type === 'depository' && account.subtype === 'checking';
  if (linkType === 'credit_card') return account.type === 'credit';
  return true;
};
