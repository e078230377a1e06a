import { INPUT_STYLE, PlainField, usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';
import { StepForm } from '../../shared-steps/StepForm';

type Values = { initial_deposit_amount: string };
const DEPOSIT_MESSAGE = 'The initial deposit must be between $0.00 and $10,000.00.';
const isDeposit = (value: string) => /^\d{1,5}(\.\d{1,2})?$/.test(value.trim()) && Number(value) <= 10000;

/** /register/deposit (step 8, 'Options'): an optional first deposit into Cloud, paid by card at checkout. */
export function DepositPage() {
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit();
  const save = (v: Values, form: PlainForm<Values>) => run(() => registrationApi.saveDeposit(v.initial_deposit_amount.trim() || '0.00'), { form });
  return (
    <StepPage step="deposit" title="Initial deposit" intro="Add money now, or start with $0.00 and add it later." error={error}>
      <DepositForm initial={{ initial_deposit_amount: application?.initial_deposit_amount ?? '0.00' }} isBusy={isBusy} onSave={save} />
    </StepPage>
  );
}

type FormProps = { initial: Values; isBusy: boolean; onSave: (values: Values, form: PlainForm<Values>) => unknown };

/** The amount, mounted once the application is known (it starts from the saved deposit). */
function DepositForm({ initial, isBusy, onSave }: FormProps) {
  const form = usePlainForm<Values>(initial, { rules: { initial_deposit_amount: (value) => (isDeposit(value) ? null : DEPOSIT_MESSAGE) } });
  const error = form.errors.initial_deposit_amount;
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSave(form.values, form)}>
      <PlainField label="Amount" error={error}>
        {(control) => (
          // The '$' before the amount, inside the field's border (antd's Input prefix).
          <span style={{ ...INPUT_STYLE, display: 'flex', alignItems: 'center', gap: 4, ...(error ? { borderColor: '#cf1322' } : null) }}>
            <span aria-hidden="true">$</span>
            <input
              {...control}
              name="initial_deposit_amount"
              inputMode="decimal"
              value={form.values.initial_deposit_amount}
              onChange={(e) => form.setValue('initial_deposit_amount', e.target.value)}
              style={{ font: 'inherit', flex: 1, minWidth: 0, border: 0, padding: 0, outlineOffset: 4, background: 'transparent', color: 'inherit' }}
            />
          </span>
        )}
      </PlainField>
    </StepForm>
  );
}
