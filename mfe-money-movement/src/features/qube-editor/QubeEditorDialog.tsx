import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { ApiError, bus, DATE_VALUE_FORMAT, toAntdRule, validateRequired, useSession, type Qube } from '@qube/shared';
import { validateRecurrenceInterval } from '@qube/shared/frequency';
import { DateField } from '@qube/shared/ui/DateField';
import { isDateValue, validateDateValue } from '@qube/shared/ui/dateInput';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { askReachedFreeLimit, createQube, updateQube } from './qubeEditorApi';
import {
  buildQubePayload,
  initialFormValues,
  isPositiveAmount,
  PAYMENT_FREQUENCIES,
  QUBE_COLORS,
  QUBE_FORM_MESSAGES,
  QUBE_ICONS,
  QUBE_NAME_MAX,
  TYPE_LABEL,
  type EditableQubeType,
  type QubeFormValues,
} from './qubeForm';

/**
 * Create or edit a qube (MM-13): name, icon, colour and the type's own fields, each checked at the
 * form. Creating beyond the Lite plan's three free qubes asks the shell's Reached Free Limit dialog
 * (MM-14): 'pay' retries with accept_extra_fee, 'upgrade' leaves for /manage-plan (the shell
 * navigates), 'cancel' keeps the form as it is. Mounted afresh on every open.
 */
export function QubeEditorDialog({ type, qube, onClose, onSaved }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [form] = Form.useForm<QubeFormValues>();
  const [initialValues] = useState(() => initialFormValues(qube));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  const isEditing = qube !== null;

  // A question left open when the editor closes is no longer waited for.
  useEffect(() => () => stopWaiting.current?.(), []);

  const save = async (values: QubeFormValues) => {
    if (accountId === null) return;
    setIsSubmitting(true);
    setSubmitError(null);
    const payload = buildQubePayload(type, values);
    try {
      let saved: Qube;
      if (isEditing) {
        saved = await updateQube(accountId, Number(qube.id), payload);
      } else {
        try {
          saved = await createQube(accountId, type, payload);
        } catch (caught) {
          if (!(caught instanceof ApiError && caught.status === 402 && caught.body?.code === 'plan_limit')) throw caught;
          const question = askReachedFreeLimit();
          stopWaiting.current = question.cancel;
          const choice = await question.answer;
          stopWaiting.current = null;
          if (choice === 'upgrade') return onClose();
          if (choice === 'cancel') return;
          saved = await createQube(accountId, type, payload, true);
        }
      }
      bus.emit('qubes:changed', { qubeId: Number(saved.id) });
      bus.emit('toast:show', { type: 'success', message: isEditing ? `${saved.name} updated.` : `${saved.name} created.` });
      onSaved(saved);
    } catch (caught) {
      setSubmitError((caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not save this qube. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  const today = dayjs().format(DATE_VALUE_FORMAT);
  const isNotPast = (date: string) => date >= today;
  // A date already saved may stay as it is; only a newly chosen one must not be in the past.
  const notPast = (message: string, saved: string) => ({
    validator: (_: unknown, value: string | undefined) => (value && isDateValue(value) && value < today && value !== saved ? Promise.reject(new Error(message)) : Promise.resolve()),
  });
  // Typed text that is no date: 'Please enter a valid date' from the Form.Item, before the range rule.
  const validDate = toAntdRule(validateDateValue);
  const amountRule = (message: string) => ({
    validator: (_: unknown, value: unknown) => (isPositiveAmount(value) ? Promise.resolve() : Promise.reject(new Error(message))),
  });
  const required = toAntdRule(validateRequired);
  const typeLabel = TYPE_LABEL[type];

  return (
    <Modal
      open
      title={isEditing ? `Edit ${qube.name}` : `Create ${typeLabel} Qube`}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={isSubmitting} onClick={() => form.submit()}>
          {isEditing ? 'Save' : 'Create Qube'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void save({ ...initialValues, ...values })}>
        <Form.Item
          label="Name"
          name="name"
          required
          rules={[required, { validator: (_, value: string) => ([...(value ?? '').trim()].length > QUBE_NAME_MAX ? Promise.reject(new Error(QUBE_FORM_MESSAGES.nameTooLong)) : Promise.resolve()) }]}
        >
          <Input placeholder={`${typeLabel} qube name`} />
        </Form.Item>
        <div style={ROW}>
          <Form.Item label="Icon" name="icon" required rules={[required]} style={{ flex: 1 }}>
            <Select options={QUBE_ICONS.map((icon) => ({ value: icon, label: icon[0]?.toUpperCase() + icon.slice(1) }))} />
          </Form.Item>
          <Form.Item label="Color" name="background_color" required rules={[required]} style={{ flex: 1 }}>
            <Select
              options={QUBE_COLORS.map((c) => ({
                value: c.value,
                label: (
                  <span>
                    <span aria-hidden="true" style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: c.value, marginRight: 8 }} />
                    {c.label}
                  </span>
                ),
                title: c.label,
              }))}
            />
          </Form.Item>
        </div>
        {/* Form.Item supplies value and onChange to each MoneyInput and DateField; the props written here are only its defaults. */}
        {type === 'goal' && (
          <>
            <Form.Item label="Goal amount" name="goal_amount" required rules={[amountRule(QUBE_FORM_MESSAGES.goalAmount)]}>
              <MoneyInput label="Goal amount" value="" onChange={() => undefined} />
            </Form.Item>
            <Form.Item label="Goal date" name="goal_date" required rules={[required, validDate, notPast(QUBE_FORM_MESSAGES.goalDatePast, initialValues.goal_date)]}>
              <DateField label="Goal date" onChange={() => undefined} isDateAllowed={isNotPast} showInvalidMessage={false} />
            </Form.Item>
            <Form.Item name="allow_spending" valuePropName="checked">
              <Checkbox>Allow spending from this goal</Checkbox>
            </Form.Item>
          </>
        )}
        {type === 'billing' && (
          <>
            <Form.Item label="Bill amount" name="bill_amount" required rules={[amountRule(QUBE_FORM_MESSAGES.billAmount)]}>
              <MoneyInput label="Bill amount" value="" onChange={() => undefined} />
            </Form.Item>
            <div style={ROW}>
              <Form.Item label="Frequency" name="payment_frequency" required rules={[required]} style={{ flex: 1 }}>
                <Select aria-label="Frequency" options={PAYMENT_FREQUENCIES} />
              </Form.Item>
              <Form.Item label="Every" name="payment_interval" required rules={[toAntdRule(validateRecurrenceInterval)]} style={{ flex: 1 }}>
                <Input inputMode="numeric" aria-label="Every" />
              </Form.Item>
            </div>
            <Form.Item label="Next due date" name="next_due_date" required rules={[required, validDate, notPast(QUBE_FORM_MESSAGES.dueDatePast, initialValues.next_due_date)]}>
              <DateField label="Next due date" onChange={() => undefined} isDateAllowed={isNotPast} showInvalidMessage={false} />
            </Form.Item>
          </>
        )}
        {submitError && <Alert type="error" showIcon title={submitError} />}
      </Form>
    </Modal>
  );
}

const ROW = { display: 'flex', gap: 16 } as const;

type Props = {
  type: EditableQubeType;
  /** The qube being edited; null creates a new one of `type`. */
  qube: Qube | null;
  onClose: () => void;
  onSaved: (qube: Qube) => void;
};
