import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Form, Input, Modal, Select, Skeleton } from 'antd';
import { validateCustomRepeat, type CustomFrequency } from '@qube/shared/frequency';
import { DateField } from '@qube/shared/ui/DateField';
import { validateDateValue } from '@qube/shared/ui/dateInput';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { withApiMessage } from '../../ui/apiMessage';
import {
  apiFieldErrors,
  INCOME_NAME_MAX,
  INCOME_REPEAT_OPTIONS,
  INCOME_TEXTS,
  isDateAllowed,
  todayValue,
  validateIncomeForm,
  type IncomeDateRule,
  type IncomeFormErrors,
  type IncomeFormValues,
  type IncomeRepeat,
} from './incomeRules';

// The custom-frequency editor loads only when 'Custom' is chosen.
const CustomFrequencyEditor = lazy(() => import('@qube/shared/ui/CustomFrequencyEditor').then((m) => ({ default: m.CustomFrequencyEditor })));

/**
 * The income form (PL-11 to PL-13): 'Add Income' or 'Edit Income'. A group (add, whole series) has a Repeat; one
 * occurrence has none. `onSave` throws the API's error: field messages go under their fields, anything else on top.
 */
export function IncomeDialog({ title, initial, withRepeat, period, onSave, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<IncomeFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const ids = { name: useId(), amount: useId(), date: useId(), repeat: useId() };
  const [dateRule] = useState<IncomeDateRule>(() => ({ today: todayValue(), keep: initial.date || undefined, period }));
  // Typed text that is no date is refused as soon as the field is left, not only on Save.
  const dateError = errors.date ?? validateDateValue(values.date);

  const change = <K extends keyof IncomeFormValues>(key: K, value: IncomeFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // A field's message goes once the field changes; the others stay until the next Save.
    const field: keyof IncomeFormErrors = key === 'custom' ? 'repeat' : key;
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  async function save() {
    if (isSaving) return;
    const found = validateIncomeForm(values, dateRule);
    setErrors(found);
    setFailure(null);
    const first = (['name', 'amount', 'date'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    // The custom editor shows its own message next to what needs changing.
    if (withRepeat && values.repeat === 'custom' && validateCustomRepeat(values.custom)) return;
    setIsSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(withApiMessage(INCOME_TEXTS.saveFailed, error));
      setIsSaving(false);
    }
  }

  return (
    <Modal open title={title} okText="Save" confirmLoading={isSaving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      {failure && <Alert type="error" role="alert" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label="Name" htmlFor={ids.name} validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input id={ids.name} value={values.name} maxLength={INCOME_NAME_MAX} autoComplete="off" aria-invalid={Boolean(errors.name)} onChange={(event) => change('name', event.target.value)} />
        </Form.Item>
        <Form.Item label="Amount" htmlFor={ids.amount} validateStatus={errors.amount ? 'error' : undefined} help={errors.amount}>
          <MoneyInput id={ids.amount} label="Amount" value={values.amount} quickAdd={[]} status={errors.amount ? 'error' : undefined} onChange={(amount) => change('amount', amount)} />
        </Form.Item>
        <Form.Item label="Date" htmlFor={ids.date} validateStatus={dateError ? 'error' : undefined} help={dateError}>
          <DateField
            id={ids.date}
            label="Date"
            value={values.date}
            isDateAllowed={(date) => isDateAllowed(date, dateRule)}
            showInvalidMessage={false}
            onChange={(date) => change('date', date)}
          />
        </Form.Item>
        {withRepeat && (
          <Form.Item label="Repeat" htmlFor={ids.repeat} validateStatus={errors.repeat ? 'error' : undefined} help={errors.repeat}>
            <Select<IncomeRepeat> id={ids.repeat} aria-label="Repeat" value={values.repeat} onChange={(repeat) => change('repeat', repeat)} options={INCOME_REPEAT_OPTIONS.map(({ label, value }) => ({ label, value }))} />
          </Form.Item>
        )}
        {withRepeat && values.repeat === 'custom' && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the custom repeat" />}>
            <CustomFrequencyEditor value={values.custom} onChange={(custom: CustomFrequency) => change('custom', custom)} />
          </Suspense>
        )}
      </Form>
    </Modal>
  );
}

type Props = {
  title: 'Add Income' | 'Edit Income';
  initial: IncomeFormValues;
  withRepeat: boolean;
  /** One occurrence stays inside its budget's period. */
  period?: { start: string; end: string };
  /** Saves the values; resolves once saved (the card closes the dialog), throws the API's error otherwise. */
  onSave: (values: IncomeFormValues) => Promise<void>;
  onClose: () => void;
};
