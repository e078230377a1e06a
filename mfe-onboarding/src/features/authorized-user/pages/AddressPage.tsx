import { useEffect, useState } from 'react';
import { PlainSkeleton, type PlainForm } from '@qube/shared/ui/plain';
import type { AuthorizedUserAddress } from '@qube/contract/authorizedUsers';
import { messageOf } from '../../registration/components/useStepSubmit';
import { AddressForm } from '../../shared-steps/AddressForm';
import { addressBodyOf, addressValuesOf, type AddressValues } from '../../shared-steps/AddressInputs';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';
import { AUTHORIZED_USER_STEPS } from '../steps';

/** /register/authorized-user/confirm-mailing-address: the owner's address offered (GET), confirmed or changed (POST). */
export function AddressPage() {
  const { application } = useAuthorizedUser();
  const { run, isBusy, error, setError } = useAuthorizedUserSubmit();
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
  const save = (v: AddressValues, form: PlainForm<AddressValues>) => run(() => authorizedUserApi.confirmAddress(addressBodyOf(v)), form);
  const intro = offered?.source === 'owner' ? 'This is the account owner\'s address. Confirm it, or change it to where you live.' : 'Where your card and mail should go.';
  return (
    <AuthorizedUserStepPage step="confirm-mailing-address" title="Confirm your mailing address" intro={offered ? intro : null} error={error}>
      {!offered ? <PlainSkeleton label="Loading" widths={[100, 100, 100, 60]} /> : (
        <AddressForm initial={addressValuesOf(offered)} isBusy={isBusy} onSave={save} lookup={authorizedUserApi.lookupAddress} submitLabel="Confirm Address" />
      )}
    </AuthorizedUserStepPage>
  );
}
