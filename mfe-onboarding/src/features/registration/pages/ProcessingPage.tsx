import { useState } from 'react';
import { Link } from 'react-router-dom';
import { publicIp } from '../api/publicIp';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepButton } from '../components/StepButton';
import { stepColour } from '../components/stepColour';
import { StepPage } from '../components/StepPage';
import { messageOf } from '../components/useStepSubmit';
import { pathOf } from '../steps';

/** Our page the identity provider sends the browser back to (ON-29). */
export const PROVE_FINISH_PATH = '/register/prove/finish/';

/**
 * /register/processing (step 10, 'Summary'): the identity check (ON-26, ON-29, ON-33). The device-risk session starts,
 * the public address is found, and the browser goes to the provider's page, which returns it to /register/prove/finish/.
 */
export function ProcessingPage() {
  const { form } = useApplication();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    if (!form) return;
    setIsBusy(true);
    setError(null);
    try {
      await registrationApi.deviceRisk(form.id);
      const ip = await publicIp();
      const { redirect_target_url: target } = await registrationApi.startIdentityCheck({
        ip_address: ip, application_form_id: form.id, final_target_url: `${window.location.origin}${PROVE_FINISH_PATH}`,
      });
      window.location.assign(target);
    } catch (caught) {
      setError(messageOf(caught));
      setIsBusy(false);
    }
  };
  return (
    <StepPage step="processing" title="Identity check" intro="We check your identity with our identity partner. You will come back here when it is done." error={error}>
      {form?.prove ? (
        <p>
          Your identity is verified. <Link to={pathOf(form.current_step)} style={{ color: stepColour() }}>Continue</Link>
        </p>
      ) : (
        <StepButton isBusy={isBusy} onClick={() => void start()}>
          Verify My Identity
        </StepButton>
      )}
    </StepPage>
  );
}
