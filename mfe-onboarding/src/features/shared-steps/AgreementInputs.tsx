import { useId, type ReactNode } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import type { PlainForm, PlainRule } from '@qube/shared/ui/plain';

/** The API's words for a missing agreement: both boxes are required (ON-40, ON-44). */
export const TERMS_MESSAGE = 'Please accept the Terms and Conditions and the Privacy Policy.';

/** A plain form keeps strings: a ticked box is 'true', an empty one ''. */
export type AgreementValues = { agree_terms: string; agree_privacy: string };

const mustTick = (value: string) => (value === 'true' ? null : TERMS_MESSAGE);

/** Both boxes must be ticked, each saying so under itself. */
export function agreementRules<V extends AgreementValues>(): { agree_terms: PlainRule<V>; agree_privacy: PlainRule<V> } {
  return { agree_terms: mustTick, agree_privacy: mustTick };
}

/**
 * The Terms and Privacy checkboxes (`agree_terms`, `agree_privacy`) of registration's start in plain markup (the guest
 * sign-up dialog keeps antd's AgreementFields).
 */
export function AgreementInputs<V extends AgreementValues>({ form }: { form: PlainForm<V> }) {
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;
  const box = (name: 'agree_terms' | 'agree_privacy', text: ReactNode) => (
    <Agreement checked={form.values[name] === 'true'} onChange={(checked) => form.setValue(name, checked ? 'true' : '')} error={form.errors[name]}>
      {text}
    </Agreement>
  );
  return (
    <>
      {box(
        'agree_terms',
        <>
          I agree to the <a href="/terms" target="_blank" rel="noreferrer" style={{ color: colour }}>Terms and Conditions</a>
        </>,
      )}
      {box(
        'agree_privacy',
        <>
          I agree to the <a href="/privacy-policy" target="_blank" rel="noreferrer" style={{ color: colour }}>Privacy Policy</a>
        </>,
      )}
    </>
  );
}

type AgreementProps = { checked: boolean; onChange: (checked: boolean) => void; error: string | undefined; children: ReactNode };

function Agreement({ checked, onChange, error, children }: AgreementProps) {
  const errorId = useId();
  return (
    <div style={{ marginBottom: 24 }}>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'flex-start', cursor: 'pointer', color: 'rgba(0,0,0,0.88)' }}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={{ width: 16, height: 16, margin: '3px 0 0', flex: 'none' }}
        />
        <span>{children}</span>
      </label>
      {error && (
        <div id={errorId} style={{ color: '#cf1322', marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
