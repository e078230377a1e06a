import { api } from '@qube/shared';
import type { CreateLimitedUserInput, LimitedUserCodeSent, LimitedUserSession, LimitedUserTempToken } from '@qube/contract/guests';
import { encryptPassword } from '../registration/api/encryptPassword';
import { publicIp } from '../registration/api/publicIp';
import { registrationApi } from '../registration/api/registrationApi';

// The anonymous sign-up calls (contract/src/guests.ts, ON-43's mapping). Muted: each step shows the API's
// fallback_message in its own error area. The guest's session (its HttpOnly cookie) authenticates them.
const quiet = { mute: true } as const;

export type SignUpDetails = { phoneNumber: string; email: string; first_name: string; last_name: string; password: string; agree_terms: boolean; agree_privacy: boolean; temp_token: string };

export const guestSignupApi = {
  /** ON-40: texts the code; the answer says when 'Resend' works again. */
  sendCode: async (phone_number: string) => (await api.post<LimitedUserCodeSent>('users/limited-user/', { phone_number }, quiet)).data,
  /** ON-41: the code → temp_token; the landing's query and coupon ride along. */
  verifyCode: async (phone_number: string, verification_code: string) =>
    (await api.post<LimitedUserTempToken>('users/limited-user/verify-phone-number/', {
      phone_number, verification_code, url_params: globalThis.location?.search || null, coupon: null,
    }, quiet)).data.temp_token,
  /** ON-46, ON-47: the password is encrypted with the API's key (registration's Web Crypto code) before it leaves. */
  createLimitedUser: async (accountId: number, details: SignUpDetails) => {
    const encrypted = await encryptPassword(await registrationApi.publicKey(), details.password);
    const body: CreateLimitedUserInput = {
      phone_number: details.phoneNumber,
      email: details.email.trim(),
      first_name: details.first_name.trim(),
      last_name: details.last_name.trim(),
      accepted_privacy_policy: details.agree_privacy,
      accepted_terms_and_conditions: details.agree_terms,
      encrypted_password: encrypted,
      ip_address: (await publicIp()) || null,
      temp_token: details.temp_token,
      trust_device: true,
    };
    return (await api.post<LimitedUserSession>(`users/create-limited-user/?account_id=${accountId}`, body, quiet)).data;
  },
};
