import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Modal, Skeleton, Tag, Typography } from 'antd';
import { api, ApiError, bus, canLinkBank, useAccountData, useSession, type LinkedBankAccount } from '@qube/shared';

const NO_BANKS = async (): Promise<LinkedBankAccount[]> => [];

/** MM-83's chip: 'Verified' for automatically_verified, any other status 'Verifying'. */
const chipOf = (status: string) => (status === 'automatically_verified' ? 'Verified' : 'Verifying');

/**
 * 'Linked banks' card of /manage-account (MM-140, a spec gap: where relink and unlink live). Lists every linked account
 * with its status chip; Relink when the bank wants a new sign-in (plaid_relink_required); Unlink after a confirm; Link a
 * Bank Account. Linking and relinking open money movement's bank-link widget through the bus (the shell imports no
 * remote); the list reloads on `bank-link:success`. Shown only to people who may link banks (canLinkBank).
 */
export function ManageAccountLinkedBanksCard() {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const accountId = account?.id ?? null;
  const isAllowed = canLinkBank(me, account);
  const loadBanks = useCallback(async (id: number) => (await api.get<{ results: LinkedBankAccount[] }>('plaid/accounts/', { account_id: id }, { mute: true })).data.results, []);
  // Only asked for people who may link banks: the API refuses the others (403).
  const load = useAccountData(isAllowed ? loadBanks : NO_BANKS);
  const { reload } = load;
  const [unlinking, setUnlinking] = useState<LinkedBankAccount | null>(null);
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
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Linked banks</h2>} style={{ marginBottom: 16 }} extra={<Button onClick={() => bus.emit('command:open-bank-link', {})}>Link a Bank Account</Button>}>
      {load.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading linked banks" />}
      {load.status === 'error' && <Alert type="error" showIcon title="We could not load your linked banks." description={load.error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />}
      {load.status === 'ready' && load.data.length === 0 && <Typography.Paragraph>No bank account is linked yet.</Typography.Paragraph>}
      {load.status === 'ready' && load.data.length > 0 && (
        <ul aria-label="Linked bank accounts" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {load.data.map((bank) => (
            <li key={bank.id} style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <span style={{ display: 'flex', flexDirection: 'column' }}>
                <strong>{bank.nickname?.trim() || bank.name}</strong>
                <Typography.Text type="secondary">
                  {bank.institution_name} ••••{bank.mask}
                </Typography.Text>
              </span>
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Tag>{chipOf(bank.status)}</Tag>
                {bank.needs_relink && <Tag>Relink needed</Tag>}
                {bank.needs_relink && (
                  <Button size="small" type="primary" onClick={() => bus.emit('command:open-bank-link', { relinkAccountId: bank.id })} aria-label={`Relink ${bank.institution_name} ${bank.mask}`}>
                    Relink
                  </Button>
                )}
                <Button
                  size="small"
                  danger
                  aria-label={`Unlink ${bank.institution_name} ${bank.mask}`}
                  onClick={() => {
                    setUnlinkError(null);
                    setUnlinking(bank);
                  }}
                >
                  Unlink
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={unlinking !== null}
        title="Unlink this bank account?"
        width={303}
        onCancel={() => setUnlinking(null)}
        footer={[
          <Button key="keep" onClick={() => setUnlinking(null)}>
            Keep It
          </Button>,
          <Button key="unlink" type="primary" danger loading={isBusy} onClick={() => void unlink()}>
            Yes, Unlink
          </Button>,
        ]}
      >
        {unlinking && (
          <Typography.Paragraph>
            {unlinking.institution_name} ••••{unlinking.mask} will no longer be available for deposits and transfers. Scheduled deposits from it will stop.
          </Typography.Paragraph>
        )}
        {unlinkError && <Alert type="error" showIcon title={unlinkError} role="alert" />}
      </Modal>
    </Card>
  );
}
