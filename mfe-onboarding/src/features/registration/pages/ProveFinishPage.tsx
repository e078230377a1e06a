import { useEffect, useRef } from 'react';
import { ApiError } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { useLocation, useNavigate } from 'react-router-dom';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { RegisterLayout } from '../components/RegisterLayout';
import { pathOf } from '../steps';

export const NON_ELIGIBLE_PATH = '/register/prove/non-eligible';
export const PROVE_FAILED_PATH = '/register/begin?prove=false';

/**
 * /register/prove/finish/ (the shell drops the trailing slash): the provider sent the browser back. The API finishes the
 * check (ON-31): verified → the next step; 400 → /register/prove/non-eligible; anything else → /register/begin?prove=false (ON-30).
 */
export function ProveFinishPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { setForm } = useApplication();
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    const vfp = new URLSearchParams(search).get('vfp') ?? '';
    registrationApi.finishIdentityCheck(vfp)
      .then((form) => {
        setForm(form);
        navigate(pathOf(form.current_step), { replace: true });
      })
      .catch((error: unknown) => navigate(error instanceof ApiError && error.status === 400 ? NON_ELIGIBLE_PATH : PROVE_FAILED_PATH, { replace: true }));
  }, [navigate, search, setForm]);
  return (
    <RegisterLayout headerStep={2} title="Checking your identity">
      <PlainSkeleton label="Checking your identity" widths={[100, 60]} />
    </RegisterLayout>
  );
}
