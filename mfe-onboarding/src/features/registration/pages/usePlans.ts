import { useEffect, useState } from 'react';
import type { PlanList } from '@qube/contract/registration';
import { registrationApi } from '../api/registrationApi';
import { messageOf } from '../components/useStepSubmit';

/** The plans and fees of GET accounts/plans/ (ON-65), loaded once per page. */
export function usePlans() {
  const [plans, setPlans] = useState<PlanList | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    registrationApi.plans().then((p) => isCurrent && setPlans(p)).catch((e: unknown) => isCurrent && setError(messageOf(e)));
    return () => {
      isCurrent = false;
    };
  }, []);
  return { plans, error };
}
