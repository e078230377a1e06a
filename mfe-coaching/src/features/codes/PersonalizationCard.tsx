import { useState, type FormEvent } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { INPUT_STYLE, PlainButton, PlainCard, PlainField, PlainSkeleton, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import type { Personalization } from '@qube/contract/partners';
import { splitApiErrors } from '../../ui/apiErrors';
import { LoadFailure } from '../../ui/LoadFailure';
import type { ToastMessage } from '../../ui/Toast';
import { urlError } from '../../ui/validators';
import type { LoadState } from '../../ui/useLoad';
import { savePersonalization } from './codesApi';

export const MESSAGE_MAX = 500;
const MESSAGE_TOO_LONG = `Use at most ${MESSAGE_MAX} characters.`;

type Values = { message: string; image_url: string };
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (p: Personalization): Values => ({ message: p.message, image_url: p.image_url ?? '' });
const messageError = (value: string) => (value.length > MESSAGE_MAX ? MESSAGE_TOO_LONG : null);

/** What a visitor with the partner's code sees on the landing page, as the person types (CO-16). */
function LandingPreview({ message, imageUrl }: { message: string; imageUrl: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== '' && urlError(imageUrl) === null && failedUrl !== imageUrl;
  return (
    <figure aria-label="Landing page preview" style={{ margin: 0, border: '1px solid #e5e8ee', borderRadius: 12, padding: 16, background: '#fafbfc' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>Preview</figcaption>
      {showImage && <img src={imageUrl} alt="Your landing image" onError={() => setFailedUrl(imageUrl)} style={{ maxWidth: '100%', maxHeight: 180, borderRadius: 8, display: 'block', marginBottom: 12 }} />}
      {failedUrl === imageUrl && imageUrl !== '' && <p style={SECONDARY_TEXT}>The image could not be shown here; check that the link opens an image.</p>}
      <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{message || 'Welcome to Qube! Get 60 days free when you join with my code.'}</p>
      {!message && <p style={{ ...SECONDARY_TEXT, fontSize: 13, marginTop: 8 }}>(Qube's welcome text shows while your message is empty.)</p>}
    </figure>
  );
}

// The form and its preview side by side once each has room, else one under the other (antd's Col xs=24 md=12).
const TWO_COLUMNS = { display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' } as const;

/**
 * The personalization form with its preview, a native form: the image URL is checked when the field is left and on
 * save, with the API's rule and message; saving keeps what the API answered.
 */
function PersonalizationForm({ initial, notify }: { initial: Personalization; notify: (type: ToastMessage['type'], text: string) => void }) {
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const change = (name: keyof Values, value: string) => {
    setValues((shown) => ({ ...shown, [name]: value }));
    // An API message or a shown message goes once the field changes and is right.
    setErrors((shown) => ({ ...shown, [name]: name === 'message' ? (messageError(value) ?? undefined) : shown.image_url && !urlError(value) ? undefined : shown.image_url }));
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = { message: messageError(values.message) ?? undefined, image_url: urlError(values.image_url) ?? undefined };
    setErrors(found);
    if (found.message || found.image_url) return;
    setIsSaving(true);
    setFormError(null);
    try {
      const saved = await savePersonalization({ message: values.message.trim(), image_url: values.image_url.trim() || null });
      setValues(valuesOf(saved));
      notify('success', 'Your landing page is saved.');
    } catch (error) {
      const { fields, message } = splitApiErrors(error, { message: 'message', image_url: 'image_url' } as const);
      setErrors(Object.fromEntries(fields.map((field) => [field.name, field.message])));
      setFormError(message);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div style={TWO_COLUMNS}>
      <form name="personalization" noValidate onSubmit={(e) => void save(e)}>
        <PlainField label="Welcome message" error={errors.message} help="Shown on the sign-up page to people who come with your code.">
          {(control) => (
            <>
              <textarea {...control} rows={4} maxLength={MESSAGE_MAX} value={values.message} onChange={(e) => change('message', e.target.value)} style={{ ...INPUT_STYLE, resize: 'vertical', display: 'block' }} />
              <div aria-hidden="true" style={{ ...SECONDARY_TEXT, textAlign: 'right', fontSize: 14 }}>
                {values.message.length} / {MESSAGE_MAX}
              </div>
            </>
          )}
        </PlainField>
        <PlainField
          label="Image URL"
          error={errors.image_url}
          inputProps={{
            value: values.image_url,
            inputMode: 'url',
            placeholder: 'https://…',
            autoComplete: 'url',
            onChange: (e) => change('image_url', e.target.value),
            onBlur: () => setErrors((shown) => ({ ...shown, image_url: urlError(values.image_url) ?? undefined })),
          }}
        />
        {formError && (
          <p role="alert" style={{ color: '#b42318' }}>
            {formError}
          </p>
        )}
        <PlainButton type="submit" variant="primary" color={primary} loading={isSaving}>
          Save landing page
        </PlainButton>
      </form>
      <LandingPreview message={values.message} imageUrl={values.image_url.trim()} />
    </div>
  );
}

/**
 * The landing personalization (CO-16): a message and an image URL shown on the onboarding landing page
 * to people who come with the partner's code, with a live preview.
 */
export function PersonalizationCard({ loaded, notify }: { loaded: LoadState<Personalization> & { reload: () => void }; notify: (type: ToastMessage['type'], text: string) => void }) {
  return (
    <PlainCard title="Your landing page" style={{ marginTop: 24 }}>
      {loaded.status === 'loading' && <PlainSkeleton label="Loading your landing page" />}
      {loaded.status === 'error' && <LoadFailure title="We could not load your landing page." message={loaded.message} onRetry={loaded.reload} />}
      {loaded.status === 'ready' && <PersonalizationForm initial={loaded.data} notify={notify} />}
    </PlainCard>
  );
}
