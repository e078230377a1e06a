import { useState, type FormEvent } from 'react';
import { api, ApiError, sessionStore, useSession, validateRequired, type Account, type Me } from '@qube/shared';
import { PlainAlert, PlainButton, PlainCard, PlainField, usePlainForm } from '@qube/shared/ui/plain';
import { CARD_GAP, ManageAccountDetails } from './ManageAccountParts';
import { useShellPrimary } from './shellPlain';

type Values = { display_name: string };

/** Replaces an account inside the user's lists (primary, sub-accounts, households) after it changed. */
function withAccount(me: Me, account: Account): Me {
  const swap = (a: Account) => (a.id === account.id ? { ...a, ...account } : a);
  return { ...me, primary_account: swap(me.primary_account), sub_accounts: me.sub_accounts.map(swap), households: me.households.map(swap) };
}

/** Profile card of /manage-account (SH-41): name and email read-only, the account's display name editable. */
export function ManageAccountProfileCard() {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  if (!me) return null;
  return (
    <PlainCard title="Profile" style={CARD_GAP}>
      <ManageAccountDetails
        items={[
          { key: 'name', label: 'Name', value: `${me.first_name} ${me.last_name}` },
          { key: 'email', label: 'Email', value: me.email },
          ...(account ? [{ key: 'account', label: 'Account number', value: account.account_number }] : []),
        ]}
      />
      {account && <DisplayNameForm key={account.id} account={account} />}
    </PlainCard>
  );
}

function DisplayNameForm({ account }: { account: Account }) {
  const primary = useShellPrimary();
  const form = usePlainForm<Values>({ display_name: account.display_name }, { rules: { display_name: (v) => validateRequired(v) } });
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setIsSaving(true);
    setNotice(null);
    try {
      const { data } = await api.patch<Account>(`accounts/${account.id}/`, { display_name: form.values.display_name.trim() });
      const { setActiveAccount, setMe, me: current } = sessionStore.getState();
      setActiveAccount(data);
      if (current) setMe(withAccount(current, data));
      form.setValues({ display_name: data.display_name });
      setNotice({ type: 'success', text: 'Account name saved.' });
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.body?.fields?.display_name : undefined;
      if (field) form.setErrors({ display_name: field });
      else setNotice({ type: 'error', text: (caught instanceof ApiError && caught.fallbackMessage) || 'We could not save the account name. Please try again.' });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} style={{ marginTop: 16, maxWidth: 420 }}>
      <PlainField
        label="Account display name"
        error={form.errors.display_name}
        inputProps={{ value: form.values.display_name, onChange: (e) => form.setValue('display_name', e.target.value), maxLength: 50, autoComplete: 'off' }}
      />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
        {notice && <PlainAlert type={notice.type} title={notice.text} />}
        <PlainButton variant="primary" color={primary} type="submit" loading={isSaving}>
          Save name
        </PlainButton>
      </div>
    </form>
  );
}
