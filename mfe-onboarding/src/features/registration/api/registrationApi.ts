import { api } from '@qube/shared';
import type { AddressSuggestion, AddressSuggestions } from '@qube/contract/address';
import type {
  ApplicationForm,
  PlanList,
  PromoDetails,
  RegistrationAddressInput,
  RegistrationApplied,
  RegistrationApplyInput,
  RegistrationCardInput,
  RegistrationCodeSent,
  RegistrationPaymentIntent,
  RegistrationStartInput,
} from '@qube/contract/registration';

// The registration calls (contract/src/registration.ts). All muted: each step shows the API's fallback_message in its
// own error area (ON-15) instead of a toast. None sends a token: nobody is signed in yet.
const quiet = { mute: true, noAuth: true } as const;

export const registrationApi = {
  start: async (body: RegistrationStartInput) => (await api.post<RegistrationCodeSent>('v2/onboarding/go/', body, quiet)).data,
  verifyPhone: async (phone_number: string, verification_code: string) =>
    (await api.post<ApplicationForm>('v2/onboarding/verify-phone/', { phone_number, verification_code }, quiet)).data,
  load: async () => (await api.get<ApplicationForm>('v2/onboarding/application-form/', undefined, quiet)).data,
  saveAddress: async (body: RegistrationAddressInput) => (await api.put<ApplicationForm>('v2/onboarding/address/', body, quiet)).data,
  saveNameBirthdate: async (body: { first_name: string; last_name: string; birth_date: string }) =>
    (await api.put<ApplicationForm>('v2/onboarding/name-birthdate/', body, quiet)).data,
  saveSsn: async (ssn: string) => (await api.put<ApplicationForm>('v2/onboarding/ssn/', { ssn }, quiet)).data,
  publicKey: async () => (await api.get<{ public_key: string }>('v2/onboarding/public-key/', undefined, quiet)).data.public_key,
  savePassword: async (encrypted_password: string) => (await api.post<ApplicationForm>('onboarding/passcode/', { encrypted_password }, quiet)).data,
  plans: async () => (await api.get<PlanList>('accounts/plans/', undefined, quiet)).data,
  savePlan: async (selected_plan_id: number, billing_frequency: 'monthly' | 'yearly') =>
    (await api.put<ApplicationForm>('v2/onboarding/plan-selection/', { selected_plan_id, billing_frequency }, quiet)).data,
  saveCard: async (body: RegistrationCardInput) => (await api.put<ApplicationForm>('v2/onboarding/card-design/', body, quiet)).data,
  saveShipping: async (expedite_card: boolean) => (await api.put<ApplicationForm>('v2/onboarding/shipping/', { expedite_card }, quiet)).data,
  saveDeposit: async (initial_deposit_amount: string) => (await api.put<ApplicationForm>('v2/onboarding/initial-deposit/', { initial_deposit_amount }, quiet)).data,
  verifyDiscount: async (discount_code: string) => (await api.post<PromoDetails>('v2/onboarding/verify-discount-code/', { discount_code }, quiet)).data,
  applyDiscount: async (discount_code: string | null) => (await api.put<ApplicationForm>('v2/onboarding/apply-discount-code/', { discount_code }, quiet)).data,
  confirmSummary: async () => (await api.post<ApplicationForm>('onboarding/summary/', { confirmed: true }, quiet)).data,
  deviceRisk: async (application_form_id: number) => (await api.post<{ session_id: string }>('lexisnexis/threatmetrix-session/', { application_form_id }, quiet)).data,
  startIdentityCheck: async (body: { ip_address: string; application_form_id: number; final_target_url: string }) =>
    (await api.post<{ redirect_target_url: string }>('prove/authenticate-by-redirect/', body, quiet)).data,
  finishIdentityCheck: async (vfp: string) => (await api.post<ApplicationForm>('prove/authenticate-by-redirect-finish/', { vfp }, quiet)).data,
  collectPayment: async () => (await api.post<RegistrationPaymentIntent>('onboarding/collect-payment-information/', {}, quiet)).data,
  savePayment: async (payment_intent_id: string) => (await api.put<ApplicationForm>('v2/onboarding/payment-info/', { payment_intent_id }, quiet)).data,
  apply: async (body: RegistrationApplyInput) => (await api.post<RegistrationApplied>('v2/onboarding/apply/', body, quiet)).data,
  lookupAddress: async (address_prefix: string): Promise<AddressSuggestion[]> =>
    (await api.post<AddressSuggestions>('address/autocomplete/', { address_prefix }, quiet)).data.results,
  ipAddress: async () => (await api.get<{ ip_address: string }>('v2/onboarding/ip-address/', undefined, quiet)).data.ip_address,
};
