import { api, ApiError, prefetchable, type AffiliateMe } from '@qube/shared';

const program = prefetchable(async (): Promise<AffiliateMe | null> => {
  try {
    const { data } = await api.get<AffiliateMe>('affiliates/me/', undefined, { householdsOff: true });
    return data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
});

/** The partner's program (CO-10); null when the user has none. */
export const loadPartnerProgram = program.load;

/** Asks for the program while the portal's code is still starting (the guard takes this answer). */
export const prefetchPartnerProgram = program.prefetch;
