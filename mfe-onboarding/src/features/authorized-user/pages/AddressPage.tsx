import { useEffect, useState } from 'react';
import { Button, Form, Spin } from 'antd';
import type { AuthorizedUserAddress } from '@qube/contract/authorizedUsers';
import { AddressFields, addressBodyOf, addressValuesOf, type AddressValues } from '../../shared-steps/AddressFields';
import { messageOf } from '../../registration/components/useStepSubmit';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';
import { AUTHORIZED_USER_STEPS } from '../steps';

/** /register/authorized-user/confirm-mailing-address: the owner's address offered (GET), confirmed or changed (POST). */
export function AddressPage() {
  const [form] = Form.useForm<AddressValues>();
  const { application } = useAuthorizedUser();
  const { run, isBusy, error, setError } = useAuthorizedUserSubmit(form);
  const [offered, setOffered] = useState<AuthorizedUserAddress | null>(null);
  const isReached = application !== null && application.completed_step_index >= AUTHORIZED_USER_STEPS.indexOf('confirm-mailing-address');
  useEffect(() => {
    if (!isReached) return undefined;
    let isCurrent = true;
    authorizedUserApi.address()
      .then((a) => isCurrent && setOffered(a))
      .catch((caught: unknown) => isCurrent && setError(messageOf(caught)));
    return () => {
      isCurrent = false;
    };
  }, [isReached, setError]);
  const onFinish = (v: AddressValues) => run(() => authorizedUserApi.confirmAddress(addressBodyOf(v)));
  const intro = offered?.source === 'owner' ? 'This is the account owner\'s address. Confirm it, or change it to where you live.' : 'Where your card and mail should go.';
  return (
    <AuthorizedUserStepPage step="confirm-mailing-address" title="Confirm your mailing address" intro={offered ? intro : null} error={error}>
      {!offered ? <Spin aria-label="Loading" /> : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={addressValuesOf(offered)}>
          <AddressFields form={form} lookup={authorizedUserApi.lookupAddress} />
          <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
            Confirm Address
          </Button>
        </Form>
      )}
    </AuthorizedUserStepPage>
  );
}
