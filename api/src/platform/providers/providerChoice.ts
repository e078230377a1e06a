import type { FeatureFlag } from '@qube/contract/featureFlags';
import { ConfigError } from '../configError';
import type { QubeEnv } from '../env';

/**
 * The one place that reads which third party serves each feature (README "Production"). Development and tests get
 * every sandbox unless a variable says otherwise; production gets none unless a variable names one, because a sandbox
 * hands out money (bank link, card payments), passes everyone (identity, documents) or derives secrets (card issuer).
 * 'none' turns a provider off in any mode (tests use it to see a feature off).
 */
export const PROVIDER_VARIABLES = {
  bankLink: 'QUBE_BANK_LINK_PROVIDER',
  cardPayments: 'QUBE_CARD_PAYMENTS_PROVIDER',
  cardIssuer: 'QUBE_CARD_ISSUER_PROVIDER',
  cardNetwork: 'QUBE_CARD_NETWORK_PROVIDER',
  identity: 'QUBE_IDENTITY_PROVIDER',
  documents: 'QUBE_DOCUMENTS_PROVIDER',
  address: 'QUBE_ADDRESS_PROVIDER',
  mail: 'QUBE_MAIL_PROVIDER',
  texts: 'QUBE_TEXTS_PROVIDER',
  directDeposit: 'QUBE_DIRECT_DEPOSIT_PROVIDER',
} as const;

/** One kind of third party. */
export type ProviderKind = keyof typeof PROVIDER_VARIABLES;
/** The chosen provider of every kind by name, null when the feature is off. */
export type ProviderChoice = Readonly<Record<ProviderKind, string | null>>;

/** The providers this build has of each kind; the first is the sandbox (mail's and texts' sandbox is the outbox). */
const KNOWN: Readonly<Record<ProviderKind, readonly [string, ...string[]]>> = {
  bankLink: ['sandbox'],
  cardPayments: ['sandbox'],
  cardIssuer: ['sandbox'],
  cardNetwork: ['sandbox'],
  identity: ['sandbox'],
  documents: ['sandbox'],
  address: ['sandbox'],
  mail: ['outbox', 'smtp'],
  texts: ['outbox'],
  // The bank partner's signed webhook (areas/funding/direct-deposit-webhook.routes.ts, ADR 0098).
  directDeposit: ['sandbox', 'webhook'],
};

/** What each kind is called in a message. */
export const PROVIDER_LABELS: Readonly<Record<ProviderKind, string>> = {
  bankLink: 'bank link', cardPayments: 'card payments', cardIssuer: 'card issuer', cardNetwork: 'card network',
  identity: 'identity check', documents: 'document check', address: 'address lookup', mail: 'mail', texts: 'text messages',
  directDeposit: 'direct deposit',
};

/**
 * The 503 answer of a feature whose provider is off (ErrorAnswer `fallback_message`), as the screens show it. Mail has
 * none: without a provider mail is logged, redacted, and no route refuses. Address lookup answers its 503 too, and the
 * address forms say suggestions are off while typing still works.
 */
export const PROVIDER_UNAVAILABLE = {
  address: 'Address suggestions are not available right now. Please type your address.',
  bankLink: 'Linking a bank is not available right now.',
  cardPayments: 'Card payments are not available right now.',
  cardIssuer: 'Card details are not available right now.',
  identity: 'Identity checks are not available right now. Please try again later.',
  documents: 'Document checks are not available right now. Please try again later.',
  texts: 'Text messages are not available right now. Please try again later.',
  directDeposit: 'Direct deposit is not available right now.',
} as const;

/** The feature flags a provider's feature needs: off for every account while it has no provider. */
export const FLAGS_OF_PROVIDER: Readonly<Partial<Record<ProviderKind, readonly FeatureFlag[]>>> = {
  // Money from and to a linked bank (and direct deposit, which shares web_move_money_ach_in in the browser's options).
  bankLink: ['web_move_money_ach_in', 'web_move_money_ach_out'],
  cardPayments: ['web_move_money_card_deposit'],
  // The open qube exists to pay card swipes: without a network no swipe reaches it.
  cardNetwork: ['web_open_qube_top_banner'],
};

/** Variables an earlier build read, renamed for one pattern: a start that sets one is refused, not silently changed. */
const RENAMED: Readonly<Record<string, string>> = {
  QUBE_CARD_PAYMENT_PROVIDER: PROVIDER_VARIABLES.cardPayments,
  QUBE_CARD_ISSUER: PROVIDER_VARIABLES.cardIssuer,
  QUBE_CARD_NETWORK: PROVIDER_VARIABLES.cardNetwork,
};

const KINDS = Object.keys(PROVIDER_VARIABLES) as ProviderKind[];

/** The named value of a kind's variable; mail is SMTP when only QUBE_SMTP_URL is set (what earlier builds read). */
const namedIn = (kind: ProviderKind, processEnv: NodeJS.ProcessEnv): string | undefined => {
  const named = processEnv[PROVIDER_VARIABLES[kind]]?.trim();
  if (named) return named;
  if (kind === 'mail' && processEnv.QUBE_SMTP_URL?.trim()) return 'smtp';
  return undefined;
};

/** The provider of one kind, or null when its feature is off; ConfigError for a name this build does not have. */
export const chosenProvider = (kind: ProviderKind, env: QubeEnv, processEnv: NodeJS.ProcessEnv): string | null => {
  const named = namedIn(kind, processEnv);
  if (named === 'none') return null;
  if (named === undefined) return env === 'production' ? null : KNOWN[kind][0];
  if (!KNOWN[kind].includes(named)) {
    throw new ConfigError(`Unknown ${PROVIDER_LABELS[kind]} provider '${named}' (${PROVIDER_VARIABLES[kind]}: ${[...KNOWN[kind], 'none'].join(', ')})`);
  }
  return named;
};

/** Every kind's provider; ConfigError for an unknown name or a renamed variable. */
export const chooseProviders = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): ProviderChoice => {
  const renamed = Object.keys(RENAMED).find((old) => processEnv[old]?.trim());
  if (renamed) throw new ConfigError(`${renamed} is now ${RENAMED[renamed]}: set that instead.`);
  return Object.fromEntries(KINDS.map((kind) => [kind, chosenProvider(kind, env, processEnv)])) as Record<ProviderKind, string | null>;
};

/** The kinds served by their sandbox. */
export const sandboxesIn = (choice: ProviderChoice): ProviderKind[] => KINDS.filter((kind) => choice[kind] === KNOWN[kind][0]);

/** Whether a kind is served by its sandbox. */
export const isSandbox = (choice: ProviderChoice, kind: ProviderKind): boolean => choice[kind] === KNOWN[kind][0];

/** The flags that are off for everyone because their provider is. */
export const flagsOffIn = (choice: ProviderChoice): FeatureFlag[] =>
  KINDS.flatMap((kind) => (choice[kind] === null ? [...(FLAGS_OF_PROVIDER[kind] ?? [])] : []));

/** The warning a production start logs when sandboxes serve real people (null when none does). */
export const sandboxWarning = (choice: ProviderChoice): string | null => {
  const sandboxes = sandboxesIn(choice);
  if (sandboxes.length === 0) return null;
  const named = sandboxes.map((kind) => `${PROVIDER_LABELS[kind]} (${PROVIDER_VARIABLES[kind]}=${choice[kind]})`).join(', ');
  return `Sandbox providers in production: ${named}. They are test stand-ins: never let real customers use them.`;
};
