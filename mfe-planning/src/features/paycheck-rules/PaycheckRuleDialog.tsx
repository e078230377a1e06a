import { useId, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio } from 'antd';
import type { QubeAutoFunding } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
import { SELECT_STYLE } from '../../ui/plainLook';
import { PaycheckPreviewPanel } from './PaycheckPreviewPanel';
import { apiFieldErrors, checkValues, KIND_LABELS, newLine, PAYCHECK_TEXTS, sameValues, toInput, type LineValues, type RuleErrors, type RuleValues } from './paycheckRuleForm';
import type { PaycheckLineKind } from '@qube/contract/core/paycheck';

/**
 * Add or edit a paycheck rule (issue 25 §3): who pays (name, contains or equals, amount range), the plan's ordered lines
 * (fixed amount, fill to budget, percentage of the paycheck, each to a qube; moved up and down with buttons), and the
 * preview of the last three matching paychecks beside it. Closing with changes asks first; a failed save keeps
 * everything typed, with the API's messages under their fields.
 */
export function PaycheckRuleDialog({ accountId, title, initial, qubes, onSave, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isAskingDiscard, setIsAskingDiscard] = useState(false);
  const base = useId();
  const fieldId = (name: string) => `${base}-${name.replace(/\./g, '-')}`;
  const isComplete = useMemo(() => Object.keys(checkValues(values)).length === 0, [values]);
  const previewRule = useMemo(() => {
    if (!isComplete) return null;
    const { is_active: _isActive, ...rule } = toInput(values);
    return rule;
  }, [isComplete, values]);

  const change = (next: Partial<RuleValues>, fields: string[]) => {
    setValues((previous) => ({ ...previous, ...next }));
    setIsAskingDiscard(false);
    // A field's message goes once it changes; the others stay until the next Save.
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !fields.includes(field))));
  };
  const changeLine = (index: number, next: Partial<LineValues>) =>
    change({ lines: values.lines.map((line, i) => (i === index ? { ...line, ...next } : line)) }, Object.keys(next).map((k) => `lines.${index}.${k === 'qubeId' ? 'qube_id' : k}`).concat(`lines.${index}.kind`, 'lines'));
  // Moving or removing a line renumbers the lines: their messages are for the old numbers, so they go.
  const dropLineErrors = () => Object.keys(errors).filter((field) => field.startsWith('lines'));
  const moveLine = (index: number, by: -1 | 1) => {
    const lines = [...values.lines];
    const [line] = lines.splice(index, 1);
    if (!line) return;
    lines.splice(index + by, 0, line);
    change({ lines }, dropLineErrors());
    // Focus follows the line's button to its new place, so the keyboard can press it again; at the top or the bottom
    // that button is disabled, so focus goes to the line's other move button.
    const to = index + by;
    const atEnd = by < 0 ? to === 0 : to === lines.length - 1;
    const direction = (by < 0) !== atEnd ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(fieldId(`move-${line.key}-${direction}`))?.focus());
  };
  const removeLine = (index: number) => {
    change({ lines: values.lines.filter((_, i) => i !== index) }, dropLineErrors());
    requestAnimationFrame(() => document.getElementById(fieldId('add-line'))?.focus());
  };

  async function save() {
    if (isSaving) return;
    const found = checkValues(values);
    setErrors(found);
    setFailure(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldId(first === 'lines' ? 'add-line' : first))?.focus();
      return;
    }
    setIsSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(withApiMessage(PAYCHECK_TEXTS.saveFailed, error));
      setIsSaving(false);
    }
  }

  function cancel() {
    if (isSaving) return;
    if (sameValues(values, initial) || isAskingDiscard) onClose();
    else setIsAskingDiscard(true);
  }

  const status = (field: string) => (errors[field] ? ('error' as const) : undefined);

  return (
    <Modal open title={title} width={980} okText="Save" confirmLoading={isSaving} onOk={() => void save()} onCancel={cancel} mask={{ closable: false }}>
      {isAskingDiscard && (
        <Alert
          type="warning"
          role="alert"
          showIcon
          title={PAYCHECK_TEXTS.discardQuestion}
          style={{ marginBottom: 16 }}
          action={
            <span style={{ display: 'flex', gap: 8 }}>
              <Button size="small" onClick={() => setIsAskingDiscard(false)}>
                Keep editing
              </Button>
              <Button size="small" danger onClick={onClose}>
                Discard changes
              </Button>
            </span>
          }
        />
      )}
      {failure && <Alert type="error" role="alert" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <Form layout="vertical" component="div" style={{ flex: '1 1 480px', minWidth: 0 }}>
          <Form.Item label="Payer name" htmlFor={fieldId('payer_name')} validateStatus={status('payer_name')} help={errors.payer_name ?? 'As the deposit shows it; upper or lower case does not matter.'}>
            <Input id={fieldId('payer_name')} value={values.payerName} maxLength={100} autoComplete="off" aria-invalid={Boolean(errors.payer_name)} onChange={(event) => change({ payerName: event.target.value }, ['payer_name'])} />
          </Form.Item>
          <Form.Item label="The deposit's name" validateStatus={status('payer_match')} help={errors.payer_match}>
            <Radio.Group aria-label="The deposit's name" value={values.payerMatch} onChange={(event) => change({ payerMatch: event.target.value as RuleValues['payerMatch'] }, ['payer_match'])}>
              <Radio value="contains">Contains the payer name</Radio>
              <Radio value="equals">Is exactly the payer name</Radio>
            </Radio.Group>
          </Form.Item>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <Form.Item label="Smallest amount" htmlFor={fieldId('amount_min')} validateStatus={status('amount_min')} help={errors.amount_min} style={{ flex: '1 1 180px' }}>
              <Input id={fieldId('amount_min')} prefix="$" inputMode="decimal" placeholder="0.00" value={values.amountMin} aria-invalid={Boolean(errors.amount_min)} onChange={(event) => change({ amountMin: event.target.value }, ['amount_min', 'amount_max'])} />
            </Form.Item>
            <Form.Item label="Largest amount" htmlFor={fieldId('amount_max')} validateStatus={status('amount_max')} help={errors.amount_max ?? 'Empty: no limit.'} style={{ flex: '1 1 180px' }}>
              <Input id={fieldId('amount_max')} prefix="$" inputMode="decimal" placeholder="No limit" value={values.amountMax} aria-invalid={Boolean(errors.amount_max)} onChange={(event) => change({ amountMax: event.target.value }, ['amount_max'])} />
            </Form.Item>
          </div>
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>Plan, in order</legend>
            <p style={{ margin: '0 0 8px', color: '#595959', fontSize: 13 }}>Each line takes from what is left of the paycheck. The rest stays in Cloud.</p>
            {errors.lines && (
              <div role="alert" style={{ color: '#b42318', marginBottom: 8 }}>
                {errors.lines}
              </div>
            )}
            <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {values.lines.map((line, index) => (
                <PlanLine
                  key={line.key}
                  line={line}
                  index={index}
                  count={values.lines.length}
                  qubes={qubes}
                  errors={errors}
                  idOf={fieldId}
                  onChange={(next) => changeLine(index, next)}
                  onMove={(by) => moveLine(index, by)}
                  onRemove={() => removeLine(index)}
                />
              ))}
            </ol>
            <Button id={fieldId('add-line')} onClick={() => change({ lines: [...values.lines, newLine()] }, ['lines'])} disabled={values.lines.length >= 20}>
              Add line
            </Button>
          </fieldset>
          <Checkbox checked={values.isActive} onChange={(event) => change({ isActive: event.target.checked }, [])}>
            Run this rule when a matching paycheck lands
          </Checkbox>
        </Form>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <PaycheckPreviewPanel accountId={accountId} rule={previewRule} />
        </div>
      </div>
    </Modal>
  );
}

type LineProps = {
  line: LineValues;
  index: number;
  count: number;
  qubes: readonly QubeAutoFunding[];
  errors: RuleErrors;
  idOf: (name: string) => string;
  onChange: (next: Partial<LineValues>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One line of the plan: its kind, its qube, its amount or percentage, and buttons to move or remove it. */
function PlanLine({ line, index, count, qubes, errors, idOf, onChange, onMove, onRemove }: LineProps) {
  const n = index + 1;
  const at = (field: string) => `lines.${index}.${field}`;
  const message = (field: string) => errors[at(field)];
  return (
    <li aria-label={`Line ${n}`} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, marginBottom: 8 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Form.Item label={`Line ${n}: kind`} htmlFor={idOf(at('kind'))} validateStatus={message('kind') ? 'error' : undefined} help={message('kind')} style={{ marginBottom: 0, flex: '1 1 150px' }}>
          <select id={idOf(at('kind'))} value={line.kind} style={{ ...SELECT_STYLE, width: '100%' }} onChange={(event) => onChange({ kind: event.target.value as PaycheckLineKind })}>
            {(Object.keys(KIND_LABELS) as PaycheckLineKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item label={`Line ${n}: qube`} htmlFor={idOf(at('qube_id'))} validateStatus={message('qube_id') ? 'error' : undefined} help={message('qube_id')} style={{ marginBottom: 0, flex: '1 1 160px' }}>
          <select
            id={idOf(at('qube_id'))}
            value={line.qubeId ?? ''}
            aria-invalid={Boolean(message('qube_id'))}
            style={{ ...SELECT_STYLE, width: '100%' }}
            onChange={(event) => onChange({ qubeId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">Choose a qube</option>
            {/* A qube of a saved rule that was archived since is still named, so the line says what it was. */}
            {line.qubeId !== null && !qubes.some((q) => q.qube_id === line.qubeId) && <option value={line.qubeId}>A qube no longer active</option>}
            {qubes.map((qube) => (
              <option key={qube.qube_id} value={qube.qube_id}>
                {qube.name}
              </option>
            ))}
          </select>
        </Form.Item>
        {line.kind === 'fixed' && (
          <Form.Item label={`Line ${n}: amount`} htmlFor={idOf(at('amount'))} validateStatus={message('amount') ? 'error' : undefined} help={message('amount')} style={{ marginBottom: 0, flex: '1 1 120px' }}>
            <Input id={idOf(at('amount'))} prefix="$" inputMode="decimal" value={line.amount} aria-invalid={Boolean(message('amount'))} onChange={(event) => onChange({ amount: event.target.value })} />
          </Form.Item>
        )}
        {line.kind === 'percent' && (
          <Form.Item label={`Line ${n}: percent`} htmlFor={idOf(at('percent'))} validateStatus={message('percent') ? 'error' : undefined} help={message('percent')} style={{ marginBottom: 0, flex: '1 1 120px' }}>
            <Input id={idOf(at('percent'))} suffix="%" inputMode="decimal" value={line.percent} aria-invalid={Boolean(message('percent'))} onChange={(event) => onChange({ percent: event.target.value })} />
          </Form.Item>
        )}
        {line.kind === 'fill_to_budget' && <p style={{ margin: '30px 0 0', color: '#595959', flex: '1 1 120px' }}>Up to its budget</p>}
      </div>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button size="small" id={idOf(`move-${line.key}-up`)} aria-label={`Move line ${n} up`} disabled={index === 0} onClick={() => onMove(-1)}>
          Up
        </Button>
        <Button size="small" id={idOf(`move-${line.key}-down`)} aria-label={`Move line ${n} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
          Down
        </Button>
        <Button size="small" danger aria-label={`Remove line ${n}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}

type Props = {
  accountId: number;
  title: 'Add Paycheck Rule' | 'Edit Paycheck Rule';
  initial: RuleValues;
  qubes: readonly QubeAutoFunding[];
  /** Saves; resolves once saved (the card closes the dialog), throws the API's error otherwise. */
  onSave: (values: RuleValues) => Promise<void>;
  onClose: () => void;
};
