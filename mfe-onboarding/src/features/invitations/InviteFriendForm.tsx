import { useState, type FormEvent } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { PlainAlert, PlainButton, PlainCard, PlainField, usePlainForm } from '@qube/shared/ui/plain';
import { emailRule } from './invitationRules';
import { failureText, invitationsApi } from './invitationsApi';

type Values = { email: string };
const EMPTY: Values = { email: '' };

/**
 * Invite a Friend (ON-70; fields and messages are ours): the friend's e-mail only. The API mails them a landing link
 * carrying a referral code, so their first 60 days are free (ON-06); the mail is our wording alone, so nothing the
 * sender types reaches a stranger's inbox.
 */
export function InviteFriendForm({ accountId }: { accountId: number }) {
  const form = usePlainForm<Values>(EMPTY, { rules: { email: emailRule } });
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    const { email } = form.values;
    setIsBusy(true);
    setError(null);
    setSent(null);
    try {
      const result = await invitationsApi.inviteFriend(accountId, { email: email.trim() });
      setSent(result.message);
      form.reset();
    } catch (caught) {
      setError(failureText(caught, 'We could not send the invitation. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <PlainCard title="Invite a friend" style={{ marginBottom: 24 }}>
      <p style={{ marginTop: 0 }}>Your friend gets an e-mail from Qube with your name and a link to open an account, and their first 60 days are free.</p>
      <form name="invite-friend" noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: 480 }}>
        <PlainField
          label="Friend's e-mail"
          error={form.errors.email}
          inputProps={{ type: 'email', maxLength: 254, autoComplete: 'off', value: form.values.email, onChange: (e) => form.setValue('email', e.target.value) }}
        />
        <PlainButton type="submit" variant="primary" color={colour} loading={isBusy}>
          Send Invitation
        </PlainButton>
      </form>
      {sent && <PlainAlert type="success" title={sent} style={{ marginTop: 16 }} />}
      {error && <PlainAlert type="error" title={error} style={{ marginTop: 16 }} />}
    </PlainCard>
  );
}
