import { useState } from 'react';
import { Button, Form, Radio, Spin } from 'antd';
import { formatMoney } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
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
  const submit = () =>
    run(() => registrationApi.saveCard(choice === 'virtual' ? { virtual_card_selected: true } : { virtual_card_selected: false, debit_card_design: choice }));
  const feeOf = (design: Design) => {
    const fee = plans?.fees.card_design_fees[design] ?? '0.00';
    return fee === '0.00' ? 'free' : formatMoney(fee);
  };
  return (
    <StepPage step="cards" title="Your debit card" intro="Every account gets a virtual card at once. A physical card is mailed to your home." error={error}>
      {!plans ? <Spin aria-label="Loading" /> : (
        <Form layout="vertical" onFinish={submit}>
          <Radio.Group aria-label="Card" value={choice} onChange={(e) => setChoice(e.target.value as 'virtual' | Design)} style={{ display: 'grid', gap: 12 }}>
            <Radio value="virtual">Virtual card only (free)</Radio>
            {DESIGNS.map((d) => (
              <Radio key={d.value} value={d.value}>
                Physical card: {d.label} ({feeOf(d.value)})
              </Radio>
            ))}
          </Radio.Group>
          <Button type="primary" htmlType="submit" size="large" block loading={isBusy} style={{ marginTop: 24 }}>
            Continue
          </Button>
        </Form>
      )}
    </StepPage>
  );
}
