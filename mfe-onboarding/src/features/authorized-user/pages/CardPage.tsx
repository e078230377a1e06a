import { useState } from 'react';
import { cardBodyOf, cardChoiceOf, CardChoiceInputs, type CardChoice, type CardDesignOffer } from '../../shared-steps/CardChoiceInputs';
import { StepForm } from '../../shared-steps/StepForm';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

/** An authorized user's physical card comes in one design, free. */
const DESIGNS: readonly CardDesignOffer<'classic'>[] = [{ value: 'classic', name: 'Classic', fee: 'free' }];

/** /register/authorized-user/debit-card-selection: the person's own card, virtual only or a physical Classic card too (both free). */
export function CardPage() {
  const { application } = useAuthorizedUser();
  const [choice, setChoice] = useState<CardChoice<'classic'>>(cardChoiceOf(application, 'classic'));
  const { run, isBusy, error } = useAuthorizedUserSubmit();
  return (
    <AuthorizedUserStepPage step="debit-card-selection" title="Your debit card" intro="You get your own card on the account at once. A physical card is mailed to you." error={error}>
      <StepForm isBusy={isBusy} onSubmit={() => run(() => authorizedUserApi.saveCard(cardBodyOf(choice)))} buttonStyle={{ marginTop: 24 }}>
        <CardChoiceInputs designs={DESIGNS} value={choice} onChange={setChoice} />
      </StepForm>
    </AuthorizedUserStepPage>
  );
}
