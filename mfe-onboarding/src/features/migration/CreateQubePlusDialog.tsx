import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Modal, Radio, Space, Spin, Typography } from 'antd';
import { ApiError, bus, DIALOG_WIDTH, useSession, type Account } from '@qube/shared';
import type { LinkedBankAccount } from '@qube/contract/bankLink';
import type { QubePlusAccount } from '@qube/contract/bankTransition';
import { migrationApi } from './migrationApi';

export const QUBE_PLUS_CREATED = 'Qube Plus account created successfully!';
export const QUBE_PLUS_FAILED = 'Failed to create Qube Plus account';
/** ON-59's messages (ours: the spec names the rules, not their words). */
export const QUBE_PLUS_VALIDATION = { type: 'Choose how to start your Qube+ account.', source: 'Choose the account to copy.', bank: 'Choose a bank account.' } as const;

type Kind = 'migrate' | 'fresh';
type Step = 1 | 2 | 3 | 4;

type Props = { isOpen: boolean; presetSourceId?: number; onClose: () => void; onCreated: (account: QubePlusAccount) => void };

/**
 * The Create Qube Plus Account dialog (ON-57 to ON-61): at most 480 px; 1 intro, 2 migrate or fresh, 3 the account to
 * copy (migrate only), 4 the bank account then Create. Mounted per opening, so each starts afresh. Back goes one step (fresh skips step 3 both ways). The bank list
 * is the active account's linked banks; 'Link a Bank Account' opens money movement's bank link (dda) through the bus.
 */
export function CreateQubePlusDialog({ isOpen, presetSourceId, onClose, onCreated }: Props) {
  const me = useSession((s) => s.me);
  const activeId = useSession((s) => s.active_account?.id ?? null);
  const [step, setStep] = useState<Step>(1);
  const [kind, setKind] = useState<Kind | null>(null);
  const [sourceId, setSourceId] = useState<number | null>(presetSourceId ?? null);
  const [bankId, setBankId] = useState<number | null>(null);
  const [banks, setBanks] = useState<LinkedBankAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const sources: Account[] = me ? [me.primary_account, ...me.sub_accounts].filter((a) => !a.is_aggregate) : [];
  const bankAccountId = sourceId ?? activeId;

  /** After a new bank link: the list again, with the newest bank chosen. */
  const loadBanks = useCallback(async () => {
    if (bankAccountId === null) return;
    try {
      const list = await migrationApi.linkedBanks(bankAccountId);
      setBanks(list);
      const newest = list[list.length - 1];
      if (newest) setBankId(newest.id);
    } catch {
      setBanks([]);
    }
  }, [bankAccountId]);

  useEffect(() => {
    if (!isOpen || step !== 4 || bankAccountId === null) return;
    let isCurrent = true;
    migrationApi.linkedBanks(bankAccountId).then((list) => isCurrent && setBanks(list), () => isCurrent && setBanks([]));
    return () => {
      isCurrent = false;
    };
  }, [isOpen, step, bankAccountId]);

  useEffect(() => {
    const subscription = bus.on('bank-link:success').subscribe(() => void loadBanks());
    return () => subscription.unsubscribe();
  }, [loadBanks]);

  const next = () => {
    setError(null);
    if (step === 1) setStep(2);
    else if (step === 2) {
      if (!kind) return setError(QUBE_PLUS_VALIDATION.type);
      setStep(kind === 'fresh' ? 4 : 3);
    } else if (step === 3) {
      if (sourceId === null) return setError(QUBE_PLUS_VALIDATION.source);
      setStep(4);
    }
  };
  const back = () => {
    setError(null);
    if (step === 4) setStep(kind === 'fresh' ? 2 : 3);
    else if (step > 1) setStep((step - 1) as Step);
  };

  const create = async () => {
    if (bankId === null) return setError(QUBE_PLUS_VALIDATION.bank);
    setIsBusy(true);
    setError(null);
    try {
      const account = await migrationApi.createQubePlus({ plaid_account_id: bankId, copy_from_account_id: kind === 'migrate' ? sourceId : null });
      bus.emit('toast:show', { type: 'success', message: QUBE_PLUS_CREATED });
      onCreated(account);
    } catch (caught) {
      // ON-60: a 400 shows its fallback_message (or the default); any other failure the default.
      setError(caught instanceof ApiError && caught.status === 400 ? (caught.fallbackMessage ?? QUBE_PLUS_FAILED) : QUBE_PLUS_FAILED);
    } finally {
      setIsBusy(false);
    }
  };

  const footer = (
    <Space>
      {step > 1 && <Button onClick={back}>Back</Button>}
      {step < 4 ? <Button type="primary" onClick={next}>Next</Button> : <Button type="primary" loading={isBusy} onClick={() => void create()}>Create</Button>}
    </Space>
  );

  return (
    <Modal open={isOpen} title="Create Qube Plus Account" width={DIALOG_WIDTH.migrationMax} onCancel={onClose} footer={footer} destroyOnHidden mask={{ closable: false }}>
      <Typography.Text type="secondary">Step {step} of 4</Typography.Text>
      {step === 1 && (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          Qube+ is a household account: everyone in the household shares its qubes and budgets. You can bring the qubes and
          money of an account you have, or start fresh.
        </Typography.Paragraph>
      )}
      {step === 2 && (
        <Radio.Group aria-label="How to start" value={kind} onChange={(e) => setKind(e.target.value as Kind)} style={{ display: 'grid', gap: 8, marginTop: 12 }}>
          <Radio value="migrate">Copy my qubes and money</Radio>
          <Radio value="fresh">Start fresh</Radio>
        </Radio.Group>
      )}
      {step === 3 && (
        <Radio.Group aria-label="Account to copy" value={sourceId} onChange={(e) => setSourceId(e.target.value as number)} style={{ display: 'grid', gap: 8, marginTop: 12 }}>
          {sources.map((a) => <Radio key={a.id} value={a.id}>{a.display_name}</Radio>)}
        </Radio.Group>
      )}
      {step === 4 && (
        <div style={{ marginTop: 12 }}>
          {banks === null ? (
            <Spin aria-label="Loading bank accounts" />
          ) : (
            <Radio.Group aria-label="Bank account" value={bankId} onChange={(e) => setBankId(e.target.value as number)} style={{ display: 'grid', gap: 8 }}>
              {banks.map((b) => <Radio key={b.id} value={b.id}>{`${b.institution_name} ${b.name} ••${b.mask}`}</Radio>)}
            </Radio.Group>
          )}
          <Button style={{ marginTop: 12 }} onClick={() => bus.emit('command:open-bank-link', { linkType: 'dda' })}>Link a Bank Account</Button>
        </div>
      )}
      {error && <Alert role="alert" type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
