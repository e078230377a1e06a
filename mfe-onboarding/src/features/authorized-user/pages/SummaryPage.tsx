import { useState } from 'react';
import { Button, Checkbox, Descriptions } from 'antd';
import { startSessionWithToken } from '@qube/shared';
import { useNavigate } from 'react-router-dom';
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
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 24 }}>
            <Descriptions.Item label="Name">{`${a.first_name} ${a.last_name}`}</Descriptions.Item>
            <Descriptions.Item label="Email">{a.email}</Descriptions.Item>
            <Descriptions.Item label="Date of Birth">{a.birth_date}</Descriptions.Item>
            <Descriptions.Item label="Phone Number">{a.phone_number}</Descriptions.Item>
            <Descriptions.Item label="Card">{a.virtual_card_selected === false ? 'Physical card: Classic' : 'Virtual card only'}</Descriptions.Item>
            <Descriptions.Item label="Mailing Address">{address}</Descriptions.Item>
          </Descriptions>
          <Checkbox checked={isTrusted} onChange={(e) => setIsTrusted(e.target.checked)} style={{ marginBottom: 16 }}>
            Trust this device
          </Checkbox>
          <Button type="primary" size="large" block loading={isBusy} onClick={() => void finish()}>
            Finish
          </Button>
        </>
      ) : null}
    </AuthorizedUserStepPage>
  );
}
