import { useState, type FormEvent } from 'react';
import { getApiConfig, themeTokens, useSession } from '@qube/shared';
import { CARD_STYLE, INPUT_STYLE, PlainButton, PlainField, PlainSkeleton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import type { ManagedProgram, ProgramFormat } from '@qube/contract/partners';
import { splitApiErrors } from '../../ui/apiErrors';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { Toast, useToast } from '../../ui/Toast';
import { useLoad } from '../../ui/useLoad';
import { DESCRIPTION_MAX, FEATURE_MAX, FEATURES_MAX, NAME_MAX, programErrors, type ProgramErrors, type ProgramValues } from './programRules';
import { loadProgram, saveProgram } from './programApi';


const FORMATS: { value: ProgramFormat; label: string }[] = [
  { value: 'individual', label: 'One-on-one' },
  { value: 'group', label: 'Group' },
  { value: 'hybrid', label: 'One-on-one and group' },
  { value: 'self_paced', label: 'Self-paced' },
];
const PROGRAM_TYPES: Record<string, string> = { coach: 'Coach', affiliate: 'Affiliate', rewards: 'Rewards', church: 'Church', employer: 'Employer' };
const PORTAL_FEATURES: Record<string, string> = { dashboard: 'Dashboard', revenue: 'Revenue', leads: 'Leads', clients: 'Clients', coach_profile: 'Coach Profile' };
const ERROR_COLOUR = '#cf1322';

const valuesOf = (p: ManagedProgram): ProgramValues => ({ name: p.name, description: p.description, format: p.format, features: p.features.length > 0 ? p.features : [] });
const isEmpty = (errors: ProgramErrors) => !errors.name && !errors.description && !errors.list && !errors.features?.some(Boolean);

/**
 * The program form, a native form: checked on save and, after a save was refused, again as the person types (as
 * antd's form did), with the same messages; saving keeps what the API answered.
 */
function ProgramForm({ program, notify }: { program: ManagedProgram; notify: ReturnType<typeof useToast>['show'] }) {
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const [values, setValues] = useState<ProgramValues>(() => valuesOf(program));
  const [errors, setErrors] = useState<ProgramErrors>({});
  const [wasChecked, setWasChecked] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Each feature field keeps its key while others are added or removed (focus and typing stay with it).
  const [keys, setKeys] = useState<number[]>(() => values.features.map((_, i) => i));
  const [nextKey, setNextKey] = useState(values.features.length);

  const change = (next: ProgramValues) => {
    setValues(next);
    if (wasChecked) setErrors(programErrors(next));
  };
  const setFeature = (index: number, text: string) => change({ ...values, features: values.features.map((f, i) => (i === index ? text : f)) });
  const addFeature = () => {
    setKeys([...keys, nextKey]);
    setNextKey(nextKey + 1);
    change({ ...values, features: [...values.features, ''] });
  };
  const removeFeature = (index: number) => {
    setKeys(keys.filter((_, i) => i !== index));
    change({ ...values, features: values.features.filter((_, i) => i !== index) });
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = programErrors(values);
    setErrors(found);
    setWasChecked(true);
    if (!isEmpty(found)) return;
    setIsSaving(true);
    setFormError(null);
    try {
      const saved = await saveProgram({ name: values.name.trim(), description: values.description.trim(), format: values.format, features: values.features.map((f) => f.trim()) });
      const next = valuesOf(saved);
      setValues(next);
      setKeys(next.features.map((_, i) => nextKey + i));
      setNextKey(nextKey + next.features.length);
      setWasChecked(false);
      notify('success', 'Your program is saved.');
    } catch (error) {
      const { fields, message } = splitApiErrors(error, { name: 'name', description: 'description', format: 'format', features: 'list' } as const);
      setErrors(Object.fromEntries(fields.filter((f) => f.name !== 'format').map((f) => [f.name, f.message])));
      setFormError(message ?? fields.find((f) => f.name === 'format')?.message ?? null);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form name="program" noValidate onSubmit={(e) => void save(e)} style={{ maxWidth: 640 }}>
      <PlainField label="Program name" error={errors.name} inputProps={{ value: values.name, maxLength: NAME_MAX, onChange: (e) => change({ ...values, name: e.target.value }) }} />
      <PlainField label="Program type" help="How you work with your clients.">
        {(control) => (
          <select {...control} value={values.format} onChange={(e) => change({ ...values, format: e.target.value as ProgramFormat })} style={INPUT_STYLE}>
            {FORMATS.map((format) => (
              <option key={format.value} value={format.value}>
                {format.label}
              </option>
            ))}
          </select>
        )}
      </PlainField>
      <PlainField label="Description" error={errors.description}>
        {(control) => (
          <>
            <textarea {...control} rows={4} maxLength={DESCRIPTION_MAX} value={values.description} onChange={(e) => change({ ...values, description: e.target.value })} style={{ ...INPUT_STYLE, resize: 'vertical', display: 'block' }} />
            <div aria-hidden="true" style={{ ...SECONDARY_TEXT, textAlign: 'right', fontSize: 14 }}>
              {values.description.length} / {DESCRIPTION_MAX}
            </div>
          </>
        )}
      </PlainField>
      <fieldset aria-describedby={errors.list ? 'program-features-error' : undefined} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8, padding: 0 }}>What the program includes</legend>
        {values.features.map((feature, index) => {
          const error = errors.features?.[index];
          const errorId = `program-feature-${keys[index]}-error`;
          return (
            <div key={keys[index]} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 8 }}>
              <div style={{ width: 420, maxWidth: '70vw' }}>
                <input
                  aria-label={`Feature ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  maxLength={FEATURE_MAX}
                  placeholder="e.g. Weekly group call"
                  value={feature}
                  onChange={(e) => setFeature(index, e.target.value)}
                  style={{ ...INPUT_STYLE, ...(error ? { borderColor: ERROR_COLOUR } : null) }}
                />
                {error && (
                  <div id={errorId} style={{ color: ERROR_COLOUR, marginTop: 4 }}>
                    {error}
                  </div>
                )}
              </div>
              <PlainButton color={primary} onClick={() => removeFeature(index)} aria-label={`Remove feature ${index + 1}`}>
                Remove
              </PlainButton>
            </div>
          );
        })}
        <PlainButton color={primary} onClick={addFeature} disabled={values.features.length >= FEATURES_MAX}>
          Add feature
        </PlainButton>
        {errors.list && (
          <div id="program-features-error" style={{ color: ERROR_COLOUR, marginTop: 4 }}>
            {errors.list}
          </div>
        )}
      </fieldset>
      {formError && (
        <p role="alert" style={{ color: '#b42318' }}>
          {formError}
        </p>
      )}
      <PlainButton type="submit" variant="primary" color={primary} loading={isSaving}>
        Save program
      </PlainButton>
    </form>
  );
}

/**
 * /coaching/manage-program (CO-22, a spec gap): the program the coach runs for clients — name, type
 * (how it is delivered), description and what it includes; the Qube program and portal features are
 * shown, not edited (Qube sets them). Plain markup: no antd on its first view
 * (docs/adr/0015-plain-markup-first-views.md).
 */
export function ManageProgramPage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const { toast, show } = useToast();
  const program = useLoad(loadProgram, `program:${userId}`);
  return (
    <section aria-labelledby="manage-program-title">
      <Toast toast={toast} />
      <PageTitle id="manage-program-title">Manage Program</PageTitle>
      {program.status === 'loading' && <PlainSkeleton label="Loading your program" />}
      {program.status === 'error' && <LoadFailure title="We could not load your program." message={program.message} onRetry={program.reload} />}
      {program.status === 'ready' && (
        <>
          <div style={{ ...CARD_STYLE, marginBottom: 16 }}>
            <h2 style={{ ...TITLE_STYLE, fontSize: 18, marginBottom: 16 }}>Your Qube partnership</h2>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px' }}>
              <dt style={SECONDARY_TEXT}>Partner program</dt>
              <dd style={{ margin: 0 }}>{PROGRAM_TYPES[program.data.program_type] ?? program.data.program_type}</dd>
              <dt style={SECONDARY_TEXT}>Portal features</dt>
              <dd style={{ margin: 0 }}>{program.data.affiliate_features.map((f) => PORTAL_FEATURES[f] ?? f).join(', ') || 'None'}</dd>
            </dl>
          </div>
          <div style={CARD_STYLE}>
            <ProgramForm program={program.data} notify={show} />
          </div>
        </>
      )}
    </section>
  );
}
