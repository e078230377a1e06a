import { useState } from 'react';
import { startSessionWithToken } from '@qube/shared';
import { useNavigate } from 'react-router-dom';
import { StepButton } from '../../registration/components/StepButton';
import { stepColour } from '../../registration/components/stepColour';
import { SummaryTable } from '../../registration/components/SummaryTable';
import { messageOf } from '../../registration/components/useStepSubmit';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';

/** /register/authorized-user/summary: everything entered; 'Finish' makes the user and their card, signs them in, /dashboard. */
export function SummaryPage() {
  const { application: a } = useAuthorizedUser();
  const navigate = useNavigate();
  const [isTrusted, setIsTrusted] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finish = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const { token, account_id: accountId } = await authorizedUserApi.finish(isTrusted);
      const failed = await startSessionWithToken(token, isTrusted, accountId);
      if (failed) throw new Error(failed);
      // The application is not cleared here: its pages would send the person back to the link's page first. Leaving
      // /register/authorized-user unmounts it.
      navigate('/dashboard');
    } catch (caught) {
      setError(messageOf(caught));
      setIsBusy(false);
    }
  };
  const address = a ? [a.address_street, a.address_apartment_no, `${a.address_city ?? ''}, ${a.address_state ?? ''} ${a.address_postal_code ?? ''}`].filter(Boolean).join(', ') : '';
  return (
    <AuthorizedUserStepPage step="summary" title="Summary" intro={a ? `You are joining ${a.account_name} as an authorized user.` : null} error={error}>
      {a ? (
        <>
          <SummaryTable
            label="Your details"
            rows={[
              { key: 'name', label: 'Name', value: `${a.first_name} ${a.last_name}` },
              { key: 'email', label: 'Email', value: a.email },
              { key: 'birth', label: 'Date of Birth', value: a.birth_date },
              { key: 'phone', label: 'Phone Number', value: a.phone_number },
              { key: 'card', label: 'Card', value: a.virtual_card_selected === false ? 'Physical card: Classic' : 'Virtual card only' },
              { key: 'address', label: 'Mailing Address', value: address },
            ]}
          />
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', cursor: 'pointer', marginBottom: 16 }}>
            <input type="checkbox" checked={isTrusted} onChange={(e) => setIsTrusted(e.target.checked)} style={{ width: 16, height: 16, margin: 0, accentColor: stepColour() }} />
            Trust this device
          </label>
          <StepButton isBusy={isBusy} onClick={() => void finish()}>
            Finish
          </StepButton>
        </>
      ) : null}
    </AuthorizedUserStepPage>
  );
}
