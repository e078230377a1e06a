import { api, type Account, type Overview } from '@qube/shared';
import type { LinkedBankAccounts } from '@qube/contract/bankLink';
import type {
  BetaCount,
  BetaSignUpInput,
  BetaSignUpResult,
  MigrationAccounts,
  MigrationDirectDeposit,
  MigrationQubes,
  MigrationStatus,
  MigrateResult,
  QubePlusAccount,
  QubePlusCreateInput,
} from '@qube/contract/bankTransition';

// The migration's calls (contract/src/bankTransition.ts). Muted: each screen says what failed in its own words (ON-55,
// ON-60), and the banner's reads fail silently (ON-50, ON-53).
const quiet = { mute: true } as const;
/** The migration acts on the legacy account, never under the households prefix. */
const plain = { mute: true, householdsOff: true } as const;

export const migrationApi = {
  /** ON-50: the public beta's places (a failure hides the button: the caller catches). */
  betaCount: async () => (await api.get<BetaCount>('v2/bank-transition/beta-count', undefined, { ...quiet, noAuth: true })).data,
  /** ON-49: the /beta form. */
  betaSignUp: async (body: BetaSignUpInput) => (await api.post<BetaSignUpResult>('v2/bank-transition/beta-sign-up/', body, { ...quiet, noAuth: true })).data,
  /** ON-53: the migration step of an account. */
  status: async (accountId: number) => (await api.get<MigrationStatus>('v2/bank-transition/status/', { account_id: accountId }, plain)).data,
  /** ON-54: the figures the checks read (the Overview's). */
  overview: async (accountId: number) => (await api.get<Overview>(`accounts/${accountId}/updates/`, undefined, plain)).data,
  /** ON-56: an account read with households forced off. */
  account: async (accountId: number) => (await api.get<Account>(`accounts/${accountId}/`, undefined, plain)).data,
  /** ON-61: the linked banks of the account (plus primary checking links when asked). */
  linkedBanks: async (accountId: number) => (await api.get<LinkedBankAccounts>('plaid/accounts/', { account_id: accountId }, plain)).data.results,
  /** ON-60: makes the Qube+ account (and copies an account into it). */
  createQubePlus: async (body: QubePlusCreateInput) => (await api.post<QubePlusAccount>('accounts/qube-plus/', body, plain)).data,
  accounts: async (accountId: number) => (await api.get<MigrationAccounts>('v2/bank-transition/accounts', { account_id: accountId }, plain)).data,
  migrateToPlus: async (accountId: number) => (await api.post<MigrateResult>('v2/bank-transition/migrate-to-plus/', { account_id: accountId }, plain)).data,
  directDeposit: async (accountId: number) => (await api.get<MigrationDirectDeposit>('v2/bank-transition/direct-deposit/', { account_id: accountId }, plain)).data,
  chooseDirectDeposit: async (accountId: number, choice: 'switched' | 'later') =>
    (await api.post<MigrationStatus>('v2/bank-transition/direct-deposit/', { account_id: accountId, choice }, plain)).data,
  acceptDisclosure: async (accountId: number) => (await api.post<MigrationStatus>('v2/bank-transition/disclosure/', { account_id: accountId, accepted: true }, plain)).data,
  qubes: async (accountId: number) => (await api.get<MigrationQubes>('v2/bank-transition/qubes/', { account_id: accountId }, plain)).data.results,
  completeQube: async (accountId: number, qubeId: number) => (await api.post(`v2/bank-transition/qubes/${qubeId}/complete/`, { account_id: accountId }, plain)).data,
  /** A copied qube the person does not want: archived in the Qube+ account (its money goes to that Cloud). */
  archiveQube: async (qubePlusAccountId: number, qubeId: number) => (await api.post(`v2/qubes/${qubeId}/archive/`, { account_id: qubePlusAccountId }, plain)).data,
  optIn: async (accountId: number) => (await api.post<MigrationStatus>('v2/bank-transition/qube-plus-opt-in/', { account_id: accountId }, plain)).data,
  optOut: async (accountId: number) => (await api.post<MigrationStatus>('v2/bank-transition/qube-plus-opt-out/', { account_id: accountId }, plain)).data,
};
