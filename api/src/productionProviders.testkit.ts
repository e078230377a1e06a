import type { TestApi } from './test/helpers';

/** The calls each provider's feature answers with 503 and its fallback_message while that provider is off. */
export const unavailableCalls = (api: TestApi, user: { token: string; accountId: number }) => {
  const { token, accountId } = user;
  return {
    bankLink: [
      () => api.call('POST', '/api/plaid/generate-link-token/', { token, body: { account_id: accountId } }),
      () => api.call('POST', '/api/deposits/ach-deposits/', { token, body: { account_id: accountId, amount: '99999999.99', plaid_account: 1, scheduled_date: 'today', recurring: 'none', idempotency_key: 'k1' } }),
      () => api.call('POST', '/api/orders/bank-transfers/', { token, body: { account_id: accountId, amount: '5.00', from_qube: 'cloud', plaid_account: 1, scheduled_date: 'today', idempotency_key: 'k2' } }),
    ],
    cardPayments: [() => api.call('POST', '/api/deposits/stripe-deposits/', { token, body: { account_id: accountId, amount: '40.00', idempotency_key: 'k3' } })],
    cardIssuer: [() => api.call('GET', `/api/accounts/${accountId}/card-image/`, { token })],
    texts: [() => api.call('POST', '/api/users/add-new-phone-number/', { token, body: { phone_number: '(555) 010-0199' } })],
    address: [() => api.call('POST', '/api/address/autocomplete/', { body: { address_prefix: '1 Main' } })],
    directDeposit: [
      () => api.call('POST', '/api/direct/blank-form-request/', { token, body: { account_id: accountId } }),
      () => api.call('POST', '/api/direct/completed-form-request/', {
        token, body: { account_id: accountId, idempotency_key: 'k4', transfer_type: 1, deposit_entire_paycheck: true, employer_name: 'Acme', is_employer: true, signature: 'Alex Demo' },
      }),
    ],
  } as const;
};
