import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '../../registration/components/ChoiceGroup';
import { StepButton } from '../../registration/components/StepButton';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Choice = 'virtual' | 'classic';

/** /register/authorized-user/debit-card-selection: the person's own card, virtual only or a physical Classic card too (both free). */
export function CardPage() {
  const { application } = useAuthorizedUser();
  const [choice, setChoice] = useState<Choice>(application?.virtual_card_selected === false ? 'classic' : 'virtual');
  const { run, isBusy, error } = useAuthorizedUserSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => authorizedUserApi.saveCard(choice === 'virtual' ? { virtual_card_selected: true } : { virtual_card_selected: false, debit_card_design: 'classic' }));
  };
  return (
    <AuthorizedUserStepPage step="debit-card-selection" title="Your debit card" intro="You get your own card on the account at once. A physical card is mailed to you." error={error}>
      <form noValidate onSubmit={submit}>
        <ChoiceGroup<Choice>
          label="Card"
          value={choice}
          onChange={setChoice}
          choices={[
            { key: 'virtual', value: 'virtual', label: 'Virtual card only (free)' },
            { key: 'classic', value: 'classic', label: 'Physical card: Classic (free)' },
          ]}
        />
        <StepButton isBusy={isBusy} style={{ marginTop: 24 }}>
          Continue
        </StepButton>
      </form>
    </AuthorizedUserStepPage>
  );
}
