import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Space, Spin, Steps, Typography } from 'antd';
import { ApiError, formatMoney, useSession } from '@qube/shared';
import type { MigrationAccounts, MigrationDirectDeposit, MigrationQube, MigrationStatus } from '@qube/contract/bankTransition';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CreateQubePlusDialog } from './CreateQubePlusDialog';
import { migrationApi } from './migrationApi';
import { MigrationBank } from './MigrationBank';

const STEP_TITLES = ['Qube+ account', 'Move money', 'Direct deposit', 'Disclosure', 'Your qubes', 'Start'];
export const DISCLOSURE_TEXT = 'Your Qube+ account is a deposit account held at our partner bank. Everyone you add to your household can see and move the money in its qubes. Your previous account stays open until its last pending items settle.';

const failure = (caught: unknown) => (caught instanceof ApiError ? (caught.fallbackMessage ?? 'Please try again.') : 'Please try again.');

/**
 * /qube-plus-migration (ON-62; its screens are ours, ARCHITECTURE.md "Migration to Qube+"): one page that follows the
 * migration_step of the account in ?account_id= (the active account by default): make the Qube+ account (the Create
 * Qube Plus Account dialog), move the money, direct deposit, the disclosure, review each copied qube, then start.
 * A div, not main: the shell's page area is the document's one main landmark.
 */
export function MigrationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const activeId = useSession((s) => s.active_account?.id ?? null);
  const accountId = Number(params.get('account_id') ?? activeId ?? 0);
  const [status, setStatus] = useState<MigrationStatus | null>(null);
  const [accounts, setAccounts] = useState<MigrationAccounts | null>(null);
  const [deposit, setDeposit] = useState<MigrationDirectDeposit | null>(null);
  const [qubes, setQubes] = useState<MigrationQube[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isAccepted, setIsAccepted] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    if (!accountId) return;
    let isCurrent = true;
    fetchMigration(accountId).then(
      (loaded) => {
        if (!isCurrent) return;
        setStatus(loaded.status);
        setAccounts(loaded.accounts);
        setDeposit(loaded.deposit);
        setQubes(loaded.qubes);
        if (loaded.status.migration_step >= 6) navigate(`/choice-migration-qube-plus-finish?account_id=${accountId}`);
      },
      (caught: unknown) => isCurrent && setError(failure(caught)),
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, navigate, version]);

  const run = async (action: () => Promise<unknown>) => {
    setIsBusy(true);
    setError(null);
    try {
      await action();
      reload();
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setIsBusy(false);
    }
  };

  if (!status || !accounts) {
    return <div style={{ padding: 48 }}>{error ? <Alert type="error" role="alert" showIcon title={error} /> : <Spin aria-label="Loading your migration" />}</div>;
  }
  const step = status.migration_step;
  const reviewed = qubes.every((q) => q.is_complete || q.is_archived);

  return (
    <div style={{ maxWidth: 720, margin: '32px auto', padding: '0 16px' }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>Move to Qube+</Typography.Title>
      <Steps size="small" current={Math.min(step, 5)} items={STEP_TITLES.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
      {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Card>
        {step === 0 && (
          <section aria-label="Qube+ account">
            <Typography.Paragraph>
              {`We'll make your Qube+ household account and copy the qubes of ${accounts.source.display_name} into it, with their money (${formatMoney(accounts.source.account_balance)}).`}
            </Typography.Paragraph>
            <Space wrap>
              <Button type="primary" onClick={() => setIsDialogOpen(true)}>Create Qube Plus Account</Button>
              <Button onClick={() => void run(async () => { await migrationApi.optOut(accountId); navigate('/dashboard'); })}>Not Now</Button>
            </Space>
          </section>
        )}
        {step === 1 && (
          <section aria-label="Move money">
            <Typography.Paragraph>Your Qube+ account is ready. Move your qubes and their money into it.</Typography.Paragraph>
            <Button type="primary" loading={isBusy} onClick={() => void run(() => migrationApi.migrateToPlus(accountId))}>Move My Qubes</Button>
          </section>
        )}
        {step === 2 && deposit && (
          <section aria-label="Direct deposit">
            <Typography.Paragraph>Give your employer your Qube+ account numbers so your pay arrives there.</Typography.Paragraph>
            <Typography.Paragraph>{`Account number: ${deposit.account_number} · Routing number: ${deposit.routing_number} · ${deposit.bank_name}`}</Typography.Paragraph>
            <Space wrap>
              <Button type="primary" loading={isBusy} onClick={() => void run(() => migrationApi.chooseDirectDeposit(accountId, 'switched'))}>I Switched My Direct Deposit</Button>
              <Button loading={isBusy} onClick={() => void run(() => migrationApi.chooseDirectDeposit(accountId, 'later'))}>I'll Do It Later</Button>
            </Space>
          </section>
        )}
        {step === 3 && (
          <section aria-label="Disclosure">
            <Typography.Paragraph>{DISCLOSURE_TEXT}</Typography.Paragraph>
            <Checkbox checked={isAccepted} onChange={(e) => setIsAccepted(e.target.checked)}>I have read and accept the Qube+ account disclosure.</Checkbox>
            <div style={{ marginTop: 12 }}>
              <Button type="primary" disabled={!isAccepted} loading={isBusy} onClick={() => void run(() => migrationApi.acceptDisclosure(accountId))}>Accept</Button>
            </div>
          </section>
        )}
        {step >= 4 && step < 6 && (
          <section aria-label="Your qubes">
            <Typography.Paragraph>Your qubes are in Qube+. Keep each one, or archive the ones you no longer need (their money goes to Cloud).</Typography.Paragraph>
            {/* A plain list: antd's List is deprecated and titles each item with an h4 (a skipped heading level). */}
            <ul aria-label="Copied qubes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {qubes.map((q) => (
                <li key={q.id} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                  <div style={{ flex: 1 }}>
                    <Typography.Text strong>{q.name}</Typography.Text>
                    <div>{formatMoney(q.balance)}</div>
                  </div>
                  {q.is_complete || q.is_archived ? (
                    <Typography.Text>{q.is_archived ? 'Archived' : 'Kept'}</Typography.Text>
                  ) : (
                    <Space>
                      <Button size="small" aria-label={`Keep ${q.name}`} onClick={() => void run(() => migrationApi.completeQube(accountId, q.id))}>Keep</Button>
                      <Button size="small" aria-label={`Archive ${q.name}`} onClick={() => void run(() => migrationApi.archiveQube(status.migration_account_id ?? 0, q.id))}>Archive</Button>
                    </Space>
                  )}
                </li>
              ))}
            </ul>
            <Button type="primary" disabled={!reviewed} loading={isBusy} style={{ marginTop: 12 }}
              onClick={() => void run(async () => { await migrationApi.optIn(accountId); navigate(`/choice-migration-qube-plus-finish?account_id=${accountId}`); })}>
              Start Using Qube+
            </Button>
          </section>
        )}
      </Card>
      {step >= 1 && <MigrationBank accountId={accountId} />}
      {isDialogOpen && <CreateQubePlusDialog isOpen presetSourceId={accountId} onClose={() => setIsDialogOpen(false)} onCreated={() => { setIsDialogOpen(false); reload(); }} />}
    </div>
  );
}

/** Everything the page shows for the migration's step, read together. */
async function fetchMigration(accountId: number) {
  const [status, accounts] = await Promise.all([migrationApi.status(accountId), migrationApi.accounts(accountId)]);
  const deposit = status.migration_step >= 2 ? await migrationApi.directDeposit(accountId) : null;
  const qubes = status.migration_step >= 4 ? await migrationApi.qubes(accountId) : [];
  return { status, accounts, deposit, qubes };
}
