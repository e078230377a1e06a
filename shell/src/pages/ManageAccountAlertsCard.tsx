import { useEffect, useId, useState, type FormEvent } from 'react';
import { api, ApiError, useSession } from '@qube/shared';
import { PlainAlert, PlainButton, PlainCard, PlainSkeleton, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { ALERT_KIND_LABELS, BILL_DAYS_BEFORE } from '@qube/contract/core/alerts';
import type { AlertKindSetting, AlertSettings } from '@qube/contract/alerts';
import { CARD_GAP } from './ManageAccountParts';
import { useShellPrimary } from './shellPlain';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; settings: AlertSettings };

const DAYS = Array.from({ length: BILL_DAYS_BEFORE.max - BILL_DAYS_BEFORE.min + 1 }, (_, i) => BILL_DAYS_BEFORE.min + i);

/**
 * Notification settings of /manage-account (issue 25 §2): each alert kind on or off, by e-mail and by text, and how many
 * days before a bill is due a short bill is told. Per person and account. Native checkboxes and a select: keyboard and
 * screen readers get them as they are. A failed save keeps every choice on screen.
 */
export function ManageAccountAlertsCard() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  // Keyed by the account: a switch starts afresh, never showing one account's choices as another's.
  return accountId === null ? null : <AlertsCard key={accountId} accountId={accountId} />;
}

function AlertsCard({ accountId }: { accountId: number }) {
  const primary = useShellPrimary();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<AlertSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const daysId = useId();

  useEffect(() => {
    let current = true;
    api.get<AlertSettings>('alerts/settings/', { account_id: accountId }).then(
      ({ data }) => {
        if (!current) return;
        // An answer without the kinds (a proxy's page, an older API) is a failure, not an empty form.
        if (!Array.isArray(data?.kinds)) return setLoad({ status: 'error', message: 'Please try again.' });
        setLoad({ status: 'ready', settings: data });
        setDraft(data);
      },
      (error: unknown) => current && setLoad({ status: 'error', message: error instanceof ApiError && error.fallbackMessage ? error.fallbackMessage : 'Please try again.' }),
    );
    return () => {
      current = false;
    };
  }, [accountId, attempt]);

  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((a) => a + 1);
  };

  const change = (kind: AlertKindSetting['kind'], field: 'enabled' | 'email' | 'text', value: boolean) => {
    setResult(null);
    setDraft((d) => d && { ...d, kinds: d.kinds.map((k) => (k.kind === kind ? { ...k, [field]: value } : k)) });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    setResult(null);
    try {
      const { data } = await api.put<AlertSettings>('alerts/settings/', { account_id: accountId, bill_days_before: draft.bill_days_before, kinds: draft.kinds });
      setDraft(data);
      setResult({ type: 'success', text: 'Notification settings saved.' });
    } catch (error) {
      setResult({ type: 'error', text: error instanceof ApiError && error.fallbackMessage ? error.fallbackMessage : 'We could not save your notification settings. Please try again.' });
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (load.status === 'loading' || (load.status === 'ready' && !draft)) body = <PlainSkeleton label="Loading notification settings" widths={[60, 100, 100, 100]} />;
  else if (load.status === 'error') {
    body = <PlainAlert type="error" title="We could not load your notification settings." description={load.message} action={<PlainButton color={primary} onClick={retry}>Retry</PlainButton>} />;
  } else if (draft) {
    body = (
      <form noValidate onSubmit={(e) => void save(e)}>
        <p style={{ ...SECONDARY_TEXT, marginTop: 0 }}>Alerts appear in your notifications. Choose which ones you want, and which should also reach you by e-mail or text.</p>
        {draft.kinds.map((setting) => (
          <fieldset key={setting.kind} style={{ border: 0, borderBottom: '1px solid #f0f0f0', margin: 0, padding: '12px 0' }}>
            <legend style={{ fontWeight: 600, padding: 0 }}>{ALERT_KIND_LABELS[setting.kind].title}</legend>
            <p style={{ ...SECONDARY_TEXT, margin: '4px 0 8px' }}>{ALERT_KIND_LABELS[setting.kind].description}</p>
            <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
              <label>
                <input type="checkbox" checked={setting.enabled} onChange={(e) => change(setting.kind, 'enabled', e.target.checked)} /> Alert me
              </label>
              <label>
                <input type="checkbox" checked={setting.email} disabled={!setting.enabled} onChange={(e) => change(setting.kind, 'email', e.target.checked)} /> By e-mail
              </label>
              <label>
                <input type="checkbox" checked={setting.text} disabled={!setting.enabled || !draft.texts_available} onChange={(e) => change(setting.kind, 'text', e.target.checked)} /> By text
              </label>
            </div>
          </fieldset>
        ))}
        {!draft.texts_available && <p style={{ ...SECONDARY_TEXT, fontSize: 13 }}>Texts need a verified phone number (Phone, above).</p>}
        <div style={{ margin: '16px 0' }}>
          <label htmlFor={daysId} style={{ display: 'block', marginBottom: 4 }}>
            Tell me about a short bill
          </label>
          <select id={daysId} value={draft.bill_days_before} onChange={(e) => setDraft({ ...draft, bill_days_before: Number(e.target.value) })} style={{ minHeight: 40, padding: '0 8px' }}>
            {DAYS.map((days) => (
              <option key={days} value={days}>
                {days === 1 ? '1 day before it is due' : `${days} days before it is due`}
              </option>
            ))}
          </select>
        </div>
        {result && <PlainAlert type={result.type} title={result.text} role={result.type === 'error' ? 'alert' : 'status'} style={{ marginBottom: 16 }} />}
        <PlainButton variant="primary" color={primary} type="submit" loading={saving}>
          Save notification settings
        </PlainButton>
      </form>
    );
  }
  return (
    <PlainCard title="Notification settings" style={CARD_GAP}>
      {body}
    </PlainCard>
  );
}
