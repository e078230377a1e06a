import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, bus, canLinkBank, useSession, type LinkedBankAccount } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { PlainButton, PlainCard, PlainLoadError, PlainSkeleton, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { CARD_GAP, ManageAccountChip } from './ManageAccountParts';
import { lazyInShellTheme, useShellPrimary } from './shellPlain';

const NO_BANKS = async (): Promise<LinkedBankAccount[]> => [];

/** MM-83's chip: 'Verified' for automatically_verified, any other status 'Verifying'. */
const chipOf = (status: string) => (status === 'automatically_verified' ? 'Verified' : 'Verifying');

// The confirmation is antd's Modal: it loads on the first Unlink, not with the page.
const UnlinkBankDialog = lazyInShellTheme(() => import('./ManageAccountUnlinkBankDialog').then((m) => m.default));

/** A small danger button (antd's `size="small" danger`): the error red keeps 4.5:1 on white. */
const DANGER_SMALL = { minHeight: 24, padding: '0 7px', borderColor: '#cf1322', color: '#cf1322' } as const;

/**
 * 'Linked banks' card of /manage-account (MM-140, a spec gap: where relink and unlink live). Lists every linked account
 * with its status chip; Relink when the bank wants a new sign-in (plaid_relink_required); Unlink after a confirm; Link a
 * Bank Account. Linking and relinking open money movement's bank-link widget through the bus (the shell imports no
 * remote); the list reloads on `bank-link:success`. Shown only to people who may link banks (canLinkBank).
 */
export function ManageAccountLinkedBanksCard() {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const primary = useShellPrimary();
  const accountId = account?.id ?? null;
  const isAllowed = canLinkBank(me, account);
  const loadBanks = useCallback(async (id: number) => (await api.get<{ results: LinkedBankAccount[] }>('plaid/accounts/', { account_id: id }, { mute: true })).data.results, []);
  // Only asked for people who may link banks: the API refuses the others (403).
  const load = useAccountData(['linked-banks', isAllowed], isAllowed ? loadBanks : NO_BANKS);
  const { reload } = load;
  const [unlinking, setUnlinking] = useState<LinkedBankAccount | null>(null);
  // Mounted from the first Unlink on, so the dialog can play its closing animation.
  const [hasAsked, setHasAsked] = useState(false);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    const subscription = bus.on('bank-link:success').subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [reload]);

  if (!isAllowed || accountId === null) return null;

  const unlink = async () => {
    if (!unlinking) return;
    setIsBusy(true);
    setUnlinkError(null);
    try {
      await api.delete(`plaid/item/?account_id=${accountId}&plaid_account_id=${unlinking.id}`, undefined, { mute: true });
      bus.emit('toast:show', { type: 'success', message: 'Bank account unlinked.' });
      setUnlinking(null);
      reload();
    } catch (caught) {
      setUnlinkError((caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not unlink this bank account. Please try again.');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <PlainCard
      title="Linked banks"
      style={CARD_GAP}
      extra={
        <PlainButton color={primary} onClick={() => bus.emit('command:open-bank-link', {})}>
          Link a Bank Account
        </PlainButton>
      }
    >
      {load.status === 'loading' && <PlainSkeleton label="Loading linked banks" widths={[60, 100]} />}
      {load.status === 'error' && <PlainLoadError title="We could not load your linked banks." message={load.error.fallbackMessage} onRetry={reload} />}
      {load.status === 'ready' && load.data.length === 0 && <p style={{ margin: 0 }}>No bank account is linked yet.</p>}
      {load.status === 'ready' && load.data.length > 0 && (
        <ul aria-label="Linked bank accounts" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {load.data.map((bank) => (
            <li key={bank.id} style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <span style={{ display: 'flex', flexDirection: 'column' }}>
                <strong>{bank.nickname?.trim() || bank.name}</strong>
                <span style={SECONDARY_TEXT}>
                  {bank.institution_name} ••••{bank.mask}
                </span>
              </span>
              <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <ManageAccountChip>{chipOf(bank.status)}</ManageAccountChip>
                {bank.needs_relink && <ManageAccountChip>Relink needed</ManageAccountChip>}
                {bank.needs_relink && (
                  <PlainButton
                    variant="primary"
                    color={primary}
                    style={{ minHeight: 24, padding: '0 7px' }}
                    onClick={() => bus.emit('command:open-bank-link', { relinkAccountId: bank.id })}
                    aria-label={`Relink ${bank.institution_name} ${bank.mask}`}
                  >
                    Relink
                  </PlainButton>
                )}
                <PlainButton
                  color={primary}
                  style={DANGER_SMALL}
                  aria-label={`Unlink ${bank.institution_name} ${bank.mask}`}
                  onClick={() => {
                    UnlinkBankDialog.preload();
                    setUnlinkError(null);
                    setHasAsked(true);
                    setUnlinking(bank);
                  }}
                >
                  Unlink
                </PlainButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasAsked && <UnlinkBankDialog bank={unlinking} isBusy={isBusy} error={unlinkError} onKeep={() => setUnlinking(null)} onUnlink={() => void unlink()} />}
    </PlainCard>
  );
}
