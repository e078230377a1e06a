import { useEffect, useState } from 'react';
import { api, type AffiliateMe, type Me } from '@qube/shared';

const PARTNER_FEATURES = ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'];

/** Whether a coach or affiliate has an active partner feature (SH-54), read once per user. */
export function usePartnerFeature(me: Me | null): boolean {
  const isPartner = Boolean(me && (me.is_coach || me.is_affiliate));
  const [active, setActive] = useState<{ userId: number; value: boolean } | null>(null);
  const userId = me?.id ?? null;

  useEffect(() => {
    if (!isPartner || userId === null) return;
    let isCurrent = true;
    api
      .get<AffiliateMe>('affiliates/me/', undefined, { householdsOff: true, mute: true })
      .then(({ data }) => data.current_subscription?.program.affiliate_features.some((f) => PARTNER_FEATURES.includes(f)) ?? false)
      .catch(() => false)
      .then((value) => isCurrent && setActive({ userId, value }));
    return () => {
      isCurrent = false;
    };
  }, [isPartner, userId]);

  return isPartner && active?.userId === userId && active.value;
}
