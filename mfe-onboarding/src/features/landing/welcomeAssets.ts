import { useEffect, useState } from 'react';
import { api } from '@qube/shared';
import type { AffiliateType, WelcomeAssets } from '@qube/contract/partners';

/** What the landing shows for a partner's code (ON-05): their message and image, and their program type. */
export type Welcome = { message: string | null; imageUrl: string | null; affiliateType: AffiliateType['affiliate_type'] };

const NONE: Welcome = { message: null, imageUrl: null, affiliateType: null };
// Public calls of the landing: nobody is signed in; a failure shows the plain landing (no partner text), not an error.
const quiet = { mute: true, noAuth: true } as const;

/**
 * ON-05: the partner's welcome assets (GET onboarding/welcome-assets/?affiliate_id) and affiliate type
 * (GET onboarding/affiliate-type/), asked only when the link carries an affiliate_id.
 */
export function useWelcomeAssets(affiliateId: string | null): Welcome {
  const [welcome, setWelcome] = useState<Welcome>(NONE);
  useEffect(() => {
    if (!affiliateId) return;
    let isCurrent = true;
    const query = { affiliate_id: affiliateId };
    Promise.all([
      api.get<WelcomeAssets>('onboarding/welcome-assets/', query, quiet).then((r) => r.data).catch(() => null),
      api.get<AffiliateType>('onboarding/affiliate-type/', query, quiet).then((r) => r.data).catch(() => null),
    ]).then(([assets, type]) => {
      if (!isCurrent) return;
      setWelcome({ message: assets?.message ?? null, imageUrl: assets?.image_url ?? null, affiliateType: type?.affiliate_type ?? assets?.affiliate_type ?? null });
    });
    return () => {
      isCurrent = false;
    };
  }, [affiliateId]);
  return welcome;
}

/** Who referred the person, by the partner's program type (ours: the spec names the types, not the words). */
export function referredByText(type: Welcome['affiliateType']): string {
  if (type === 'coach') return 'Your coach invited you to Qube.';
  if (type === 'church' || type === 'employer') return 'Your organization invited you to Qube.';
  return 'You were referred to Qube.';
}
