import { useEffect, useState, type FormEvent } from 'react';
import { PlainSkeleton, usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import type { AuthorizedUserAddress } from '@qube/contract/authorizedUsers';
import { StepButton } from '../../registration/components/StepButton';
import { messageOf } from '../../registration/components/useStepSubmit';
import { AddressFields, addressBodyOf, addressRules, addressValuesOf, type AddressValues } from '../../shared-steps/AddressFields';
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
      {!offered ? <PlainSkeleton label="Loading" widths={[100, 100, 100, 60]} /> : <MailingAddressForm initial={addressValuesOf(offered)} isBusy={isBusy} onSave={save} />}
    </AuthorizedUserStepPage>
  );
}

type FormProps = { initial: AddressValues; isBusy: boolean; onSave: (values: AddressValues, form: PlainForm<AddressValues>) => unknown };

/** The offered address in registration's address fields, mounted once it has come. */
function MailingAddressForm({ initial, isBusy, onSave }: FormProps) {
  const form = usePlainForm<AddressValues>(initial, { rules: addressRules<AddressValues>() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void onSave(form.values, form);
  };
  return (
    <form noValidate onSubmit={submit}>
      <AddressFields form={form} lookup={authorizedUserApi.lookupAddress} />
      <StepButton isBusy={isBusy}>Confirm Address</StepButton>
    </form>
  );
}
