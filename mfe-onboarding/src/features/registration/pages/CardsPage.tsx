import { useState, type FormEvent } from 'react';
import { formatMoney } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { StepButton } from '../components/StepButton';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';
import { usePlans } from './usePlans';

type Design = 'classic' | 'midnight' | 'aurora';
const DESIGNS: { value: Design; label: string }[] = [
  { value: 'classic', label: 'Classic' },
  { value: 'midnight', label: 'Midnight' },
  { value: 'aurora', label: 'Aurora' },
];

/** /register/cards (step 6, 'Options'): a virtual card only, or a physical card in a design (fees ours, ON-28). */
export function CardsPage() {
  const { form: application } = useApplication();
  const { plans } = usePlans();
  const [choice, setChoice] = useState<'virtual' | Design>(application?.virtual_card_selected === false ? (application.debit_card_design ?? 'classic') : 'virtual');
  const { run, isBusy, error } = useStepSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => registrationApi.saveCard(choice === 'virtual' ? { virtual_card_selected: true } : { virtual_card_selected: false, debit_card_design: choice }));
  };
  const feeOf = (design: Design) => {
    const fee = plans?.fees.card_design_fees[design] ?? '0.00';
    return fee === '0.00' ? 'free' : formatMoney(fee);
  };
  return (
    <StepPage step="cards" title="Your debit card" intro="Every account gets a virtual card at once. A physical card is mailed to your home." error={error}>
      {!plans ? <PlainSkeleton label="Loading" widths={[60, 60, 60, 60]} /> : (
        <form noValidate onSubmit={submit}>
          <ChoiceGroup<'virtual' | Design>
            label="Card"
            value={choice}
            onChange={setChoice}
            choices={[
              { key: 'virtual', value: 'virtual', label: 'Virtual card only (free)' },
              ...DESIGNS.map((d) => ({ key: d.value, value: d.value, label: `Physical card: ${d.label} (${feeOf(d.value)})` })),
            ]}
          />
          <StepButton isBusy={isBusy} style={{ marginTop: 24 }}>
            Continue
          </StepButton>
        </form>
      )}
    </StepPage>
  );
}
