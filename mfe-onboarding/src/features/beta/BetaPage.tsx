import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, firstError, getApiConfig, themeTokens, validateEmail, validateRequired } from '@qube/shared';
import { CARD_STYLE, INPUT_STYLE, PlainAlert, PlainButton, PlainField, TITLE_STYLE, usePlainForm } from '@qube/shared/ui/plain';
import type { BetaCount } from '@qube/contract/bankTransition';
import { migrationApi } from '../migration/migrationApi';
import { SuccessResult } from '../migration/SuccessResult';

type Values = { first_name: string; last_name: string; email: string };
const EMPTY: Values = { first_name: '', last_name: '', email: '' };
const ERROR_COLOUR = '#cf1322'; // the kit's field error red (4.5:1 on white)

/**
 * /beta (ON-49, ON-50; the form is ours): the public Qube+ beta sign-up. Shows the places left (GET beta-count; a
 * failure just hides the count), sends first name, last name, e-mail and the page's query string (a referral rides
 * along) to POST v2/bank-transition/beta-sign-up/. Plain markup (docs/adr/0015-plain-markup-first-views.md): the fields
 * are checked with @qube/shared's rules ('This Field is required!', 'Please Enter a valid Email') on change and on
 * submit.
 */
export function BetaPage() {
  const [count, setCount] = useState<BetaCount | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const form = usePlainForm<Values>(EMPTY, {
    rules: { first_name: (v) => validateRequired(v), last_name: (v) => validateRequired(v), email: (v) => firstError(validateRequired, validateEmail)(v) },
  });
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;
  useEffect(() => {
    migrationApi.betaCount().then(setCount, () => setCount(null));
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { first_name, last_name, email } = form.values;
    setIsBusy(true);
    setError(null);
    try {
      const answer = await migrationApi.betaSignUp({ first_name: first_name.trim(), last_name: last_name.trim(), email: email.trim(), query: window.location.search.replace(/^\?/, '') });
      setDone(answer.detail);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fallbackMessage ?? 'Please try again.') : 'Please try again.');
    } finally {
      setIsBusy(false);
    }
  };
  // Required, as antd's Form.Item said (aria-required), without the asterisk (the form had requiredMark={false}).
  const field = (name: keyof Values, label: string, autoComplete: string, maxLength: number, type = 'text') => (
    <PlainField label={label} error={form.errors[name]}>
      {(control) => (
        <input
          {...control}
          aria-required
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={form.values[name]}
          onChange={(e) => form.setValue(name, e.target.value)}
          style={{ ...INPUT_STYLE, ...(form.errors[name] ? { borderColor: ERROR_COLOUR } : null) }}
        />
      )}
    </PlainField>
  );
  return (
    <div style={{ maxWidth: 480, margin: '48px auto', padding: '0 16px' }}>
      <div style={CARD_STYLE}>
        {/* Either state has the page's one h1: the form's title, or the result's once joined. */}
        {done ? (
          <SuccessResult title="You're on the list!" subTitle={done} />
        ) : (
          <>
            <h1 style={{ ...TITLE_STYLE, fontSize: 26 }}>Join the Qube+ Beta</h1>
            {/* The count's line is kept while it is read (and stays empty if that fails): arriving, it moved the form (CLS). */}
            <p style={{ margin: '0 0 1em', lineHeight: '22px', minHeight: 22 }}>{count && (count.open > 0 ? `${count.open} of ${count.total} places left.` : 'The beta is full for now.')}</p>
            {error && <PlainAlert type="error" title={error} style={{ marginBottom: 16 }} />}
            <form name="beta-sign-up" noValidate onSubmit={(event) => void submit(event)}>
              {field('first_name', 'First Name', 'given-name', 50)}
              {field('last_name', 'Last Name', 'family-name', 50)}
              {field('email', 'Email', 'email', 254, 'email')}
              <PlainButton type="submit" variant="primary" color={colour} loading={isBusy} disabled={count !== null && count.open === 0}>
                Join Qube+ Beta
              </PlainButton>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
