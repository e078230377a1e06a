import { useState, type FormEvent } from 'react';
import { api, ApiError, firstError, validateEmail, validateRequired, type AuthorizedUser, type AuthorizedUserList, type AuthorizedUserResult } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { PlainAlert, PlainButton, PlainField, PlainLoadError, PlainSkeleton, SECONDARY_TEXT, TITLE_STYLE, usePlainForm } from '@qube/shared/ui/plain';
import { ManageAccountChip } from './ManageAccountParts';
import { lazyInShellTheme, useShellPrimary } from './shellPlain';

type Values = { first_name: string; last_name: string; email: string };

/** An authorized user as the contract answers it (contract/src/authorizedUsers.ts), through @qube/shared's types. */
export type { AuthorizedUser };

const messageOf = (caught: unknown, fallback: string) => (caught instanceof ApiError ? caught.fallbackMessage : null) ?? fallback;

const loadUsers = async (id: number) => (await api.get<AuthorizedUserList>(`web/accounts/${id}/authorized-users/`, undefined, { mute: true })).data.results;

// The confirmation is antd's Modal: it loads on the first Cancel or Remove, not with the page.
const RemoveDialog = lazyInShellTheme(() => import('./ManageAccountRemoveAuthorizedUserDialog').then((m) => m.default));

const EMPTY: Values = { first_name: '', last_name: '', email: '' };
const required = (v: string) => validateRequired(v);
const DANGER_SMALL = { minHeight: 24, padding: '0 7px', borderColor: '#cf1322', color: '#cf1322' } as const;

/**
 * The owner's side of authorized users (ON-72), inside the /manage-account card once opened: who is invited or active,
 * cancel or remove after a confirm, and the invite form (checked here and by the API, whose message is shown).
 */
export function ManageAccountAuthorizedUsersList({ accountId }: { accountId: number }) {
  const primary = useShellPrimary();
  const load = useAccountData(['authorized-users'], loadUsers);
  const { reload } = load;
  const form = usePlainForm<Values>(EMPTY, { rules: { first_name: required, last_name: required, email: (v) => firstError(validateRequired, validateEmail)(v) } });
  const [isSending, setIsSending] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AuthorizedUser | null>(null);
  // Mounted from the first ask on, so the dialog can play its closing animation.
  const [hasAsked, setHasAsked] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setIsSending(true);
    setInviteError(null);
    setNotice(null);
    try {
      const { data } = await api.post<AuthorizedUserResult>(`web/accounts/${accountId}/authorized-users/`, form.values, { mute: true });
      setNotice(data.message);
      form.reset();
      reload();
    } catch (caught) {
      setInviteError(messageOf(caught, 'We could not send this invitation. Please try again.'));
      const fields = caught instanceof ApiError ? caught.body?.fields : undefined;
      if (fields) form.setErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => name in EMPTY)));
    } finally {
      setIsSending(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setIsRemoving(true);
    setRemoveError(null);
    try {
      const { data } = await api.delete<{ message: string }>(`web/accounts/${accountId}/authorized-users/${removing.id}/`, undefined, { mute: true });
      setNotice(data.message);
      setRemoving(null);
      reload();
    } catch (caught) {
      setRemoveError(messageOf(caught, 'We could not make this change. Please try again.'));
    } finally {
      setIsRemoving(false);
    }
  };

  const input = (name: keyof Values, extra: { type?: string; maxLength: number }) => ({
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.setValue(name, e.target.value),
    autoComplete: 'off',
    ...extra,
  });
  return (
    <>
      {notice && <PlainAlert type="success" style={{ marginBottom: 16 }} title={notice} />}
      {load.status === 'loading' && <PlainSkeleton label="Loading authorized users" widths={[100]} />}
      {load.status === 'error' && <PlainLoadError title="We could not load your authorized users." message={load.error.fallbackMessage} onRetry={reload} />}
      {load.status === 'ready' && load.data.length > 0 && (
        <ul aria-label="Authorized users" style={{ listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'grid', gap: 12 }}>
          {load.data.map((person) => {
            const name = `${person.first_name} ${person.last_name}`;
            return (
              <li key={person.id} style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <span style={{ display: 'flex', flexDirection: 'column' }}>
                  <strong>{name}</strong>
                  <span style={SECONDARY_TEXT}>{person.email}</span>
                </span>
                <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <ManageAccountChip tone={person.status === 'active' ? 'success' : 'neutral'}>{person.status === 'active' ? 'Active' : 'Invited'}</ManageAccountChip>
                  <PlainButton
                    color={primary}
                    style={DANGER_SMALL}
                    aria-label={`${person.status === 'active' ? 'Remove' : 'Cancel invitation of'} ${name}`}
                    onClick={() => {
                      RemoveDialog.preload();
                      setRemoveError(null);
                      setHasAsked(true);
                      setRemoving(person);
                    }}
                  >
                    {person.status === 'active' ? 'Remove' : 'Cancel Invitation'}
                  </PlainButton>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <h3 style={{ ...TITLE_STYLE, fontSize: 16 }}>Invite an authorized user</h3>
      <form noValidate onSubmit={(e) => void invite(e)} aria-label="Invite an authorized user">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
          <PlainField label="First Name" error={form.errors.first_name} inputProps={input('first_name', { maxLength: 60 })} />
          <PlainField label="Last Name" error={form.errors.last_name} inputProps={input('last_name', { maxLength: 60 })} />
        </div>
        <PlainField label="Email" error={form.errors.email} inputProps={input('email', { type: 'email', maxLength: 254 })} />
        {inviteError && <PlainAlert type="error" style={{ marginBottom: 16 }} title={inviteError} />}
        <PlainButton variant="primary" color={primary} type="submit" loading={isSending}>
          Send Invitation
        </PlainButton>
      </form>
      {hasAsked && <RemoveDialog person={removing} isBusy={isRemoving} error={removeError} onKeep={() => setRemoving(null)} onRemove={() => void remove()} />}
    </>
  );
}
