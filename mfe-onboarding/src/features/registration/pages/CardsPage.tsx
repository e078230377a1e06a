import { useState } from 'react';
import { formatMoney } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';
import { usePlans } from './usePlans';
import { cardBodyOf, cardChoiceOf, CardChoiceInputs, type CardChoice } from '../../shared-steps/CardChoiceInputs';
import { StepForm } from '../../shared-steps/StepForm';

type Design = 'classic' | 'midnight' | 'aurora';
const DESIGNS: readonly { value: Design; name: string }[] = [
  { value: 'classic', name: 'Classic' },
  { value: 'midnight', name: 'Midnight' },
  { value: 'aurora', name: 'Aurora' },
];

/** /register/cards (step 6, 'Options'): a virtual card only, or a physical card in a design (fees ours, ON-28). */
export function CardsPage() {
  const { form: application } = useApplication();
  const { plans } = usePlans();
  const [choice, setChoice] = useState<CardChoice<Design>>(cardChoiceOf<Design>(application, 'classic'));
  const { run, isBusy, error } = useStepSubmit();
  const feeOf = (design: Design) => {
    const fee = plans?.fees.card_design_fees[design] ?? '0.00';
    return fee === '0.00' ? 'free' : formatMoney(fee);
  };
  return (
    <StepPage step="cards" title="Your debit card" intro="Every account gets a virtual card at once. A physical card is mailed to your home." error={error}>
      {!plans ? <PlainSkeleton label="Loading" widths={[60, 60, 60, 60]} /> : (
        <StepForm isBusy={isBusy} onSubmit={() => run(() => registrationApi.saveCard(cardBodyOf(choice)))} buttonStyle={{ marginTop: 24 }}>
          <CardChoiceInputs designs={DESIGNS.map((d) => ({ ...d, fee: feeOf(d.value) }))} value={choice} onChange={setChoice} />
        </StepForm>
      )}
    </StepPage>
  );
}
