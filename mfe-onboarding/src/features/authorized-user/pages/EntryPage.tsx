import { useEffect } from 'react';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { Link, useNavigate } from 'react-router-dom';
import { RegisterLayout } from '../../registration/components/RegisterLayout';
import { stepColour } from '../../registration/components/stepColour';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { pathOf } from '../steps';

/**
 * /register/authorized-user(?invite=…): where the mailed link lands. It goes on to the step to continue at (the token
 * leaves the address bar: its cookie holds it now), or says why the link does not work.
 */
export function EntryPage() {
  const { application, isLoading, loadError } = useAuthorizedUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (application) navigate(pathOf(application.current_step), { replace: true });
  }, [application, navigate]);
  if (isLoading || application) {
    return (
      <RegisterLayout headerStep={0} title="Your invitation">
        <PlainSkeleton label="Loading" widths={[100, 60]} />
      </RegisterLayout>
    );
  }
  return (
    <RegisterLayout headerStep={0} title="Your invitation" error={loadError ?? 'This invitation link is not valid. Ask the account owner to invite you again.'}>
      <p>
        Already set up? <Link to="/" style={{ color: stepColour() }}>Sign in</Link>
      </p>
    </RegisterLayout>
  );
}
