import { useState } from 'react';
import { Button, Form, Radio } from 'antd';
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
  const submit = () =>
    run(() => authorizedUserApi.saveCard(choice === 'virtual' ? { virtual_card_selected: true } : { virtual_card_selected: false, debit_card_design: 'classic' }));
  return (
    <AuthorizedUserStepPage step="debit-card-selection" title="Your debit card" intro="You get your own card on the account at once. A physical card is mailed to you." error={error}>
      <Form layout="vertical" onFinish={submit}>
        <Radio.Group aria-label="Card" value={choice} onChange={(e) => setChoice(e.target.value as Choice)} style={{ display: 'grid', gap: 12 }}>
          <Radio value="virtual">Virtual card only (free)</Radio>
          <Radio value="classic">Physical card: Classic (free)</Radio>
        </Radio.Group>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy} style={{ marginTop: 24 }}>
          Continue
        </Button>
      </Form>
    </AuthorizedUserStepPage>
  );
}
