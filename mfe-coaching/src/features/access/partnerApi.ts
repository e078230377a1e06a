import { api, ApiError, type AffiliateMe } from '@qube/shared';

/** The partner's program (CO-10); null when the user has none. */
export async function loadPartnerProgram(): Promise<AffiliateMe | null> {
  try {
    const { data } = await api.get<AffiliateMe>('affiliates/me/', undefined, { householdsOff: true });
    return data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}
