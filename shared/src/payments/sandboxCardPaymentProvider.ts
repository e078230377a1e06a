import type { SandboxConfirmInput, SandboxConfirmResult } from '@qube/contract/cardDeposits';
import type { RequestOptions } from '../api/apiClient';
import type { CardField, CardPaymentProvider } from './cardPaymentProvider';

/**
 * The one call the sandbox element makes: the page's API client (`api` of `@qube/shared`), passed in rather than
 * imported, so this module (loaded by a remote as `@qube/shared/payments/…`, outside the shared singleton) talks through
 * the page's one configured client.
 * @public
 */
export type ProviderHttp = { post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<{ data: T }> };

/** The sandbox's card field names (its contract) → the element's fields. */
const FIELDS: Record<string, CardField> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc' };

export const PROVIDER_UNREACHABLE = 'We could not reach the card payment provider. Please try again.';

/** The page's ApiError, recognised by shape (a second copy of the class would fail instanceof). */
const asHttpError = (caught: unknown): { status: number; body: { fallback_message?: string; fields?: Record<string, string> } | null } | null => {
  if (typeof caught !== 'object' || caught === null || !('status' in caught) || typeof caught.status !== 'number') return null;
  const body = 'body' in caught && typeof caught.body === 'object' ? (caught.body as { fallback_message?: string; fields?: Record<string, string> } | null) : null;
  return { status: caught.status, body };
};

/**
 * The sandbox card-payment provider's element side: confirms with the sandbox's own servers
 * (`POST sandbox/card-payments/{id}/confirm/`, standing in for the provider's), authorised by the client secret.
 * Test cards: api/README.md "Card payments sandbox".
 * @public
 */
export const createSandboxCardPaymentProvider = (http: ProviderHttp): CardPaymentProvider => ({
  name: 'sandbox',
  confirmCardPayment: async (intent, card) => {
    const body: SandboxConfirmInput = {
      client_secret: intent.clientSecret,
      card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
    };
    try {
      // Not account-scoped (the provider's servers know no household path); muted: the form shows the message itself.
      const { data } = await http.post<SandboxConfirmResult>(`sandbox/card-payments/${encodeURIComponent(intent.id)}/confirm/`, body, { mute: true, householdsOff: true });
      return { status: 'succeeded', cardBrand: data.card_brand, cardLast4: data.card_last4 };
    } catch (caught) {
      const error = asHttpError(caught);
      if (!error || error.status === 0 || error.status >= 500) return { status: 'failed', message: PROVIDER_UNREACHABLE };
      const [fieldName] = Object.keys(error.body?.fields ?? {});
      const field = fieldName ? FIELDS[fieldName] : undefined;
      return { status: 'failed', message: error.body?.fallback_message ?? 'Your card could not be charged.', ...(field ? { field } : {}) };
    }
  },
});
