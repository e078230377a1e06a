import { api } from '@qube/shared';
import type { AddressSuggestion, AddressSuggestions } from '@qube/contract/address';
import type {
  AuthorizedUserAddress,
  AuthorizedUserAddressInput,
  AuthorizedUserApplication,
  AuthorizedUserCardInput,
  AuthorizedUserFinished,
  AuthorizedUserNameInput,
} from '@qube/contract/authorizedUsers';

// The authorized-user onboarding calls (contract/src/authorizedUsers.ts, ON-72). All muted: each step shows the API's
// fallback_message in its own error area; none sends a token (the invited person is not signed in yet).
const quiet = { mute: true, noAuth: true } as const;
const base = 'onboarding/authorized-user';
const post = async <T = AuthorizedUserApplication>(path: string, body: unknown) => (await api.post<T>(`${base}/${path}`, body, quiet)).data;

export const authorizedUserApi = {
  open: (invite_token: string) => post('invitation/', { invite_token }),
  load: async () => (await api.get<AuthorizedUserApplication>(`${base}/`, undefined, quiet)).data,
  saveName: (body: AuthorizedUserNameInput) => post('first-name-last-name-email/', body),
  saveBirthDate: (birth_date: string) => post('birth-date/', { birth_date }),
  sendCode: (phone_number: string) => post('phone-numbers/', { phone_number }),
  verifyCode: (verification_code: string) => post('phone-numbers/verify/', { verification_code }),
  publicKey: async () => (await api.get<{ public_key: string }>('v2/onboarding/public-key/', undefined, quiet)).data.public_key,
  savePassword: (encrypted_password: string) => post('passcode/', { encrypted_password }),
  saveCard: (body: AuthorizedUserCardInput) => post('debit-card-selection/', body),
  address: async () => (await api.get<AuthorizedUserAddress>(`${base}/confirm-mailing-address/`, undefined, quiet)).data,
  confirmAddress: (body: AuthorizedUserAddressInput) => post('confirm-mailing-address/', body),
  summary: async () => (await api.get<AuthorizedUserApplication>(`${base}/summary/`, undefined, quiet)).data,
  finish: (trust_device: boolean) => post<AuthorizedUserFinished>('summary/', { confirmed: true, trust_device }),
  lookupAddress: async (address_prefix: string): Promise<AddressSuggestion[]> =>
    (await api.post<AddressSuggestions>('address/autocomplete/', { address_prefix }, quiet)).data.results,
};
