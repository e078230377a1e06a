import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatDate, getApiConfig, loadUser, sessionStore, themeTokens, type Account } from '@qube/shared';
import { PlainAlert, PlainButton, PlainCard, PlainField, TITLE_STYLE, usePlainForm } from '@qube/shared/ui/plain';
import type { JointInvitation, JointInvitationList } from '@qube/contract/invitations';
import { InvitationItem } from './InvitationItem';
import { emailRule } from './invitationRules';
import { failureText, invitationsApi } from './invitationsApi';

type Props = { activeAccount: Account | null };
type NewInvitation = { email: string; first_name: string };

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;
const CODE_REQUIRED = 'Enter the code from the invitation e-mail.';

/** The code the invitation mail's link carries (/invite/friend?invitation_code=…), so a person who follows it types nothing. */
const linkedCode = () => new URLSearchParams(window.location.search).get('invitation_code') ?? '';
const SUBTITLE_STYLE = { ...TITLE_STYLE, fontSize: 16 } as const;

/**
 * Joint-account invitations (ON-71; the screens are ours): the invitations sent to the user's e-mail, each accepted or
 * declined here; when the active account is a household (Qube+) account, a form to invite someone to it; and the
 * invitations the user sent, each resent while it waits. Accepting takes the code mailed with the invitation (it proves
 * the address; the mail's link fills it in) and reloads the user so the household joins the account switcher at once.
 */
export function JointInvitationsCard({ activeAccount }: Props) {
  const [list, setList] = useState<JointInvitationList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | 'new' | null>(null);
  const [codes, setCodes] = useState<Record<number, string>>({});
  const [codeErrors, setCodeErrors] = useState<Record<number, string>>({});
  const [fromLink] = useState(linkedCode);
  const form = usePlainForm<NewInvitation>({ email: '', first_name: '' }, { rules: { email: emailRule } });
  const isHousehold = activeAccount?.is_aggregate === true;
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;

  const load = useCallback(async () => {
    try {
      const next = await invitationsApi.list();
      setList(next);
    } catch (caught) {
      setError(failureText(caught, 'We could not load your invitations.'));
    }
  }, []);
  useEffect(() => {
    let isCurrent = true;
    invitationsApi.list()
      .then((next) => isCurrent && setList(next))
      .catch((caught: unknown) => isCurrent && setError(failureText(caught, 'We could not load your invitations.')));
    return () => {
      isCurrent = false;
    };
  }, []);

  async function run(id: number | 'new', step: () => Promise<string>) {
    setBusyId(id);
    setError(null);
    setNotice(null);
    try {
      setNotice(await step());
      await load();
    } catch (caught) {
      setError(failureText(caught, 'Something went wrong. Please try again.'));
    } finally {
      setBusyId(null);
    }
  }

  const codeOf = (invitation: JointInvitation) => codes[invitation.id] ?? fromLink;
  const answer = (invitation: JointInvitation, status: 'accepted' | 'declined') => {
    const code = codeOf(invitation).trim();
    if (status === 'accepted' && !code) {
      setCodeErrors((all) => ({ ...all, [invitation.id]: CODE_REQUIRED }));
      return;
    }
    setCodeErrors((all) => ({ ...all, [invitation.id]: '' }));
    return run(invitation.id, async () => {
      const result = await invitationsApi.answer(invitation.id, status, status === 'accepted' ? code : undefined);
      if (status === 'accepted') {
        const { me } = await loadUser(sessionStore.getState().active_account?.id ?? null);
        sessionStore.getState().setMe(me);
      }
      return result.message;
    });
  };

  const invite = (event: FormEvent, account: Account) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { email, first_name } = form.values;
    void run('new', async () => {
      const result = await invitationsApi.create(account.id, email.trim(), first_name.trim() || undefined);
      form.reset();
      return result.message;
    });
  };

  const received = list?.received ?? [];
  const sent = list?.sent ?? [];
  return (
    <PlainCard title="Joint Account Invitations">
      {notice && <PlainAlert type="success" title={notice} style={{ marginBottom: 16 }} />}
      {error && <PlainAlert type="error" title={error} style={{ marginBottom: 16 }} />}
      <section aria-labelledby="received-invitations">
        <h3 id="received-invitations" style={SUBTITLE_STYLE}>
          Invitations to you
        </h3>
        {list && received.length === 0 && <p>No one has invited you to a joint account.</p>}
        {received.length > 0 && (
          <ul style={LIST_STYLE}>
            {received.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                invitation={invitation}
                title={`${invitation.inviter_name} invited you to ${invitation.account_name}`}
                detail={formatDate(invitation.created_at)}
                actions={invitation.status === 'pending' && (
                  <>
                    <PlainField
                      label="Code from the e-mail"
                      error={codeErrors[invitation.id] || undefined}
                      style={{ marginBottom: 0, width: 160 }}
                      inputProps={{
                        'aria-label': `Code for the invitation to ${invitation.account_name}`,
                        maxLength: 32, autoComplete: 'one-time-code', spellCheck: false, value: codeOf(invitation),
                        onChange: (e) => setCodes((all) => ({ ...all, [invitation.id]: e.target.value })),
                      }}
                    />
                    <PlainButton variant="primary" color={colour} loading={busyId === invitation.id} onClick={() => void answer(invitation, 'accepted')} aria-label={`Accept the invitation to ${invitation.account_name}`}>
                      Accept
                    </PlainButton>
                    <PlainButton color={colour} disabled={busyId === invitation.id} onClick={() => void answer(invitation, 'declined')} aria-label={`Decline the invitation to ${invitation.account_name}`}>
                      Decline
                    </PlainButton>
                  </>
                )}
              />
            ))}
          </ul>
        )}
      </section>
      {isHousehold && activeAccount && (
        <section aria-labelledby="new-joint-invitation" style={{ marginTop: 16 }}>
          <h3 id="new-joint-invitation" style={SUBTITLE_STYLE}>
            Invite someone to {activeAccount.display_name}
          </h3>
          <form name="joint-invitation" noValidate onSubmit={(event) => invite(event, activeAccount)} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
            <PlainField
              label="E-mail"
              error={form.errors.email}
              style={{ marginBottom: 0, minWidth: 220 }}
              inputProps={{ type: 'email', maxLength: 254, autoComplete: 'off', value: form.values.email, onChange: (e) => form.setValue('email', e.target.value) }}
            />
            <PlainField
              label="First name"
              style={{ marginBottom: 0, minWidth: 160 }}
              inputProps={{ maxLength: 60, autoComplete: 'off', value: form.values.first_name, onChange: (e) => form.setValue('first_name', e.target.value) }}
            />
            <PlainButton type="submit" variant="primary" color={colour} loading={busyId === 'new'} style={{ marginTop: 30 }}>
              Send Joint Invitation
            </PlainButton>
          </form>
        </section>
      )}
      {sent.length > 0 && (
        <section aria-labelledby="sent-invitations" style={{ marginTop: 16 }}>
          <h3 id="sent-invitations" style={SUBTITLE_STYLE}>
            Invitations you sent
          </h3>
          <ul style={LIST_STYLE}>
            {sent.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                invitation={invitation}
                title={`${invitation.email} to ${invitation.account_name}`}
                detail={`Sent ${invitation.send_count} time${invitation.send_count === 1 ? '' : 's'}`}
                actions={invitation.status === 'pending' && (
                  <PlainButton color={colour} loading={busyId === invitation.id} onClick={() => void run(invitation.id, async () => (await invitationsApi.resend(invitation.id)).message)} aria-label={`Resend the invitation to ${invitation.email}`}>
                    Resend
                  </PlainButton>
                )}
              />
            ))}
          </ul>
        </section>
      )}
    </PlainCard>
  );
}
