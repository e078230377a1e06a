import { useState, type CSSProperties, type FormEvent } from 'react';
import { formatPhone, getApiConfig, themeTokens, useSession } from '@qube/shared';
import { INPUT_STYLE, PlainButton, PlainCard, PlainField, PlainMoneyInput, PlainSkeleton, SECONDARY_TEXT, usePlainForm } from '@qube/shared/ui/plain';
import type { CoachProfile } from '@qube/contract/partners';
import { splitApiErrors } from '../../ui/apiErrors';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { PlainSwitch } from '../../ui/PlainSwitch';
import { Toast, useToast } from '../../ui/Toast';
import { useLoad } from '../../ui/useLoad';
import { loadCoachProfile, loadOwnCodes, saveCoachProfile } from './profileApi';
import { activeClientsText, API_FIELD_PATHS, emailError, patchOf, phoneError, priceError, urlError, valuesOf, type ProfileValues } from './profileForm';

const PRICES: { name: 'power_session' | 'group_pricing' | 'individual_pricing'; label: string }[] = [
  { name: 'power_session', label: 'Power session' },
  { name: 'group_pricing', label: 'Group coaching' },
  { name: 'individual_pricing', label: 'Individual coaching' },
];
const LINKS: { name: 'discovery_calendar' | 'power_user_webinar' | 'group_calendar' | 'individual_calendar'; label: string }[] = [
  { name: 'discovery_calendar', label: 'Discovery call calendar' },
  { name: 'power_user_webinar', label: 'Power user webinar' },
  { name: 'group_calendar', label: 'Group session calendar' },
  { name: 'individual_calendar', label: 'Individual session calendar' },
];

/** The form's text fields (the switch is kept beside them): every one a string, as the native inputs hold them. */
type TextValues = Omit<ProfileValues, 'active_clients' | 'is_taking_new_clients'> & { active_clients: string };

const textOf = ({ active_clients, is_taking_new_clients: _taking, ...rest }: ProfileValues): TextValues => ({ ...rest, active_clients: String(active_clients) });

const RULES = {
  email: emailError,
  phone_number: phoneError,
  active_clients: activeClientsText,
  power_session: priceError,
  group_pricing: priceError,
  individual_pricing: priceError,
  discovery_calendar: urlError,
  power_user_webinar: urlError,
  group_calendar: urlError,
  individual_calendar: urlError,
};

// The API's names ('pricing.power_session') → the form's field names.
const API_FIELDS = Object.fromEntries(Object.entries(API_FIELD_PATHS).map(([api, [field]]) => [api, field])) as Record<string, string>;

// The two columns side by side on a wide screen (antd's Col lg=12), one under the other on a phone.
const COLUMNS: CSSProperties = { display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' };
const CARD: CSSProperties = { marginBottom: 16 };

function ProfileForm({ profile, codes, notify }: { profile: CoachProfile; codes: string[]; notify: ReturnType<typeof useToast>['show'] }) {
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const form = usePlainForm<TextValues>(textOf(valuesOf(profile)), { rules: RULES });
  const [isTaking, setIsTaking] = useState(profile.is_taking_new_clients);
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const codeOptions = [{ value: '', label: 'None' }, ...[...new Set([...codes, ...(profile.tune_affiliate_code ? [profile.tune_affiliate_code] : [])])].map((code) => ({ value: code, label: code }))];
  const { values, errors } = form;

  const text = (name: keyof TextValues, extra: { type?: string; inputMode?: 'url' | 'tel' | 'numeric' | 'email'; autoComplete?: string; placeholder?: string; maxLength?: number; style?: CSSProperties } = {}) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => form.setValue(name, name === 'phone_number' && e.target.value ? formatPhone(e.target.value) : e.target.value),
    ...extra,
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formNode = event.currentTarget;
    if (!form.validate()) {
      setFormError('Please fix the fields marked below.');
      // As antd's scrollToFirstError did: the first field to fix comes into view, with the focus (once its mark is drawn).
      requestAnimationFrame(() => formNode.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setIsSaving(true);
    setFormError(null);
    try {
      const saved = await saveCoachProfile(patchOf({ ...values, active_clients: Number(values.active_clients), is_taking_new_clients: isTaking }));
      const next = valuesOf(saved);
      form.reset(textOf(next));
      setIsTaking(next.is_taking_new_clients);
      notify('success', 'Your profile is saved.');
    } catch (error) {
      const { fields, message } = splitApiErrors(error, API_FIELDS);
      const onFields = fields.filter((field) => field.name in values);
      form.setErrors(Object.fromEntries(onFields.map((field) => [field.name, field.message])));
      setFormError(message ?? (onFields.length < fields.length ? (fields.find((f) => !(f.name in values))?.message ?? null) : null));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form name="coach-profile" noValidate onSubmit={(e) => void save(e)}>
      <div style={COLUMNS}>
        <div>
          <PlainCard title="Contact" style={CARD}>
            <PlainField label="Email" error={errors.email} inputProps={text('email', { type: 'email', autoComplete: 'email', maxLength: 254 })} />
            <PlainField label="Phone number" error={errors.phone_number} inputProps={text('phone_number', { inputMode: 'tel', autoComplete: 'tel', placeholder: '(555) 123-4567' })} />
            <PlainField label="Code shown to prospects" style={{ marginBottom: 0 }}>
              {(control) => (
                <select {...control} value={values.tune_affiliate_code} onChange={(e) => form.setValue('tune_affiliate_code', e.target.value)} style={INPUT_STYLE}>
                  {codeOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </PlainField>
          </PlainCard>
          <PlainCard title="Clients" style={CARD}>
            <PlainField label="Active clients" error={errors.active_clients} inputProps={text('active_clients', { inputMode: 'numeric', autoComplete: 'off', maxLength: 5, style: { width: 160 } })} />
            <PlainField label="Taking new clients" style={{ marginBottom: 0 }}>
              {(control) => <PlainSwitch {...control} checked={isTaking} onChange={setIsTaking} color={primary} />}
            </PlainField>
          </PlainCard>
        </div>
        <div>
          <PlainCard title="Pricing" style={CARD}>
            <p style={{ ...SECONDARY_TEXT, marginTop: 0 }}>Leave a price empty if you do not offer it.</p>
            {PRICES.map((price) => (
              <PlainField key={price.name} label={price.label} error={errors[price.name]}>
                {(control) => <PlainMoneyInput {...control} value={values[price.name]} onChange={(amount) => form.setValue(price.name, amount)} />}
              </PlainField>
            ))}
          </PlainCard>
          <PlainCard title="Links" style={CARD}>
            {LINKS.map((link) => (
              <PlainField key={link.name} label={link.label} error={errors[link.name]} inputProps={text(link.name, { inputMode: 'url', autoComplete: 'url', placeholder: 'https://…', maxLength: 2048 })} />
            ))}
          </PlainCard>
        </div>
      </div>
      {formError && (
        <p role="alert" style={{ color: '#b42318' }}>
          {formError}
        </p>
      )}
      <PlainButton type="submit" variant="primary" color={primary} loading={isSaving}>
        Save profile
      </PlainButton>
    </form>
  );
}

async function loadProfileAndCodes(): Promise<{ profile: CoachProfile; codes: string[] }> {
  const [profile, codes] = await Promise.all([loadCoachProfile(), loadOwnCodes().catch(() => ({ results: [] }))]);
  return { profile, codes: codes.results.filter((c) => c.is_active).map((c) => c.code) };
}

/**
 * /coaching/profile (CO-21): every field of the coach profile, checked as typed, saved with PATCH. A native form in
 * plain markup (the same checks and messages as before), no antd on its first view
 * (docs/adr/0015-plain-markup-first-views.md).
 */
export function CoachProfilePage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const { toast, show } = useToast();
  const loaded = useLoad(loadProfileAndCodes, `profile:${userId}`);
  return (
    <section aria-labelledby="profile-title">
      <Toast toast={toast} />
      <PageTitle id="profile-title">Coach Profile</PageTitle>
      {loaded.status === 'loading' && <PlainSkeleton label="Loading your profile" />}
      {loaded.status === 'error' && <LoadFailure title="We could not load your profile." message={loaded.message} onRetry={loaded.reload} />}
      {loaded.status === 'ready' && <ProfileForm profile={loaded.data.profile} codes={loaded.data.codes} notify={show} />}
    </section>
  );
}
