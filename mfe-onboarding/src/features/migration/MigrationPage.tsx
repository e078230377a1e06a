import { useEffect, useState } from 'react';
import { ApiError, formatMoney, getApiConfig, themeTokens, useSession } from '@qube/shared';
import { CARD_STYLE, PlainAlert, PlainButton, PlainSkeleton, TITLE_STYLE } from '@qube/shared/ui/plain';
import type { MigrationAccounts, MigrationDirectDeposit, MigrationQube, MigrationStatus } from '@qube/contract/bankTransition';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { StepList } from '../../ui/StepList';
import { migrationApi } from './migrationApi';
import { MigrationBank } from './MigrationBank';

// The dialog is antd's Modal: it and antd load when 'Create Qube Plus Account' is pressed, not with the page
// (docs/adr/0015-plain-markup-first-views.md).
const CreateQubePlusDialog = lazyInTheme(async () => (await import('./CreateQubePlusDialog')).CreateQubePlusDialog);

const STEP_TITLES = ['Qube+ account', 'Move money', 'Direct deposit', 'Disclosure', 'Your qubes', 'Start'];
export const DISCLOSURE_TEXT = 'Your Qube+ account is a deposit account held at our partner bank. Everyone you add to your household can see and move the money in its qubes. Your previous account stays open until its last pending items settle.';

const failure = (caught: unknown) => (caught instanceof ApiError ? (caught.fallbackMessage ?? 'Please try again.') : 'Please try again.');

/**
 * /qube-plus-migration (ON-62; its screens are ours, docs/adr/0078-migration-to-qube-plus.md): one page that follows
 * the migration_step of the account in ?account_id= (the active account by default): make the Qube+ account (the Create
 * Qube Plus Account dialog), move the money, direct deposit, the disclosure, review each copied qube, then start. A
 * div, not main: the shell's page area is the document's one main landmark. Plain markup
 * (docs/adr/0015-plain-markup-first-views.md): no antd on its path; the Create Qube Plus Account dialog brings antd
 * when it opens.
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
    return <div style={{ padding: 48 }}>{error ? <PlainAlert type="error" title={error} /> : <PlainSkeleton label="Loading your migration" widths={[40, 100, 100]} />}</div>;
  }
  const step = status.migration_step;
  const reviewed = qubes.every((q) => q.is_complete || q.is_archived);
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;

  return (
    <div style={{ maxWidth: 720, margin: '32px auto', padding: '0 16px' }}>
      <h1 style={{ ...TITLE_STYLE, fontSize: 26 }}>Move to Qube+</h1>
      <StepList titles={STEP_TITLES} current={Math.min(step, 5)} colour={colour} label="Migration steps" doneMark="check" style={{ marginBottom: 24 }} />
      {error && <PlainAlert type="error" title={error} style={{ marginBottom: 16 }} />}
      <div style={CARD_STYLE}>
        {step === 0 && (
          <section aria-label="Qube+ account">
            <p style={PARAGRAPH}>
              {`We'll make your Qube+ household account and copy the qubes of ${accounts.source.display_name} into it, with their money (${formatMoney(accounts.source.account_balance)}).`}
            </p>
            <div style={ROW}>
              <PlainButton variant="primary" color={colour} onClick={() => setIsDialogOpen(true)}>Create Qube Plus Account</PlainButton>
              <PlainButton color={colour} onClick={() => void run(async () => { await migrationApi.optOut(accountId); navigate('/dashboard'); })}>Not Now</PlainButton>
            </div>
          </section>
        )}
        {step === 1 && (
          <section aria-label="Move money">
            <p style={PARAGRAPH}>Your Qube+ account is ready. Move your qubes and their money into it.</p>
            <PlainButton variant="primary" color={colour} loading={isBusy} onClick={() => void run(() => migrationApi.migrateToPlus(accountId))}>Move My Qubes</PlainButton>
          </section>
        )}
        {step === 2 && deposit && (
          <section aria-label="Direct deposit">
            <p style={PARAGRAPH}>Give your employer your Qube+ account numbers so your pay arrives there.</p>
            <p style={PARAGRAPH}>{`Account number: ${deposit.account_number} · Routing number: ${deposit.routing_number} · ${deposit.bank_name}`}</p>
            <div style={ROW}>
              <PlainButton variant="primary" color={colour} loading={isBusy} onClick={() => void run(() => migrationApi.chooseDirectDeposit(accountId, 'switched'))}>I Switched My Direct Deposit</PlainButton>
              <PlainButton color={colour} loading={isBusy} onClick={() => void run(() => migrationApi.chooseDirectDeposit(accountId, 'later'))}>I'll Do It Later</PlainButton>
            </div>
          </section>
        )}
        {step === 3 && (
          <section aria-label="Disclosure">
            <p style={PARAGRAPH}>{DISCLOSURE_TEXT}</p>
            <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', cursor: 'pointer' }}>
              <input type="checkbox" checked={isAccepted} onChange={(e) => setIsAccepted(e.target.checked)} style={{ margin: '4px 0 0', width: 16, height: 16, accentColor: colour, flex: 'none' }} />
              <span>I have read and accept the Qube+ account disclosure.</span>
            </label>
            <div style={{ marginTop: 12 }}>
              <PlainButton variant="primary" color={colour} disabled={!isAccepted} loading={isBusy} onClick={() => void run(() => migrationApi.acceptDisclosure(accountId))}>Accept</PlainButton>
            </div>
          </section>
        )}
        {step >= 4 && step < 6 && (
          <section aria-label="Your qubes">
            <p style={PARAGRAPH}>Your qubes are in Qube+. Keep each one, or archive the ones you no longer need (their money goes to Cloud).</p>
            <ul aria-label="Copied qubes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {qubes.map((q) => (
                <li key={q.id} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                  <div style={{ flex: 1 }}>
                    <strong style={{ fontWeight: 600 }}>{q.name}</strong>
                    <div>{formatMoney(q.balance)}</div>
                  </div>
                  {q.is_complete || q.is_archived ? (
                    <span>{q.is_archived ? 'Archived' : 'Kept'}</span>
                  ) : (
                    <div style={ROW}>
                      <PlainButton color={colour} style={SMALL} aria-label={`Keep ${q.name}`} onClick={() => void run(() => migrationApi.completeQube(accountId, q.id))}>Keep</PlainButton>
                      <PlainButton color={colour} style={SMALL} aria-label={`Archive ${q.name}`} onClick={() => void run(() => migrationApi.archiveQube(status.migration_account_id ?? 0, q.id))}>Archive</PlainButton>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <PlainButton variant="primary" color={colour} disabled={!reviewed} loading={isBusy} style={{ marginTop: 12 }}
              onClick={() => void run(async () => { await migrationApi.optIn(accountId); navigate(`/choice-migration-qube-plus-finish?account_id=${accountId}`); })}>
              Start Using Qube+
            </PlainButton>
          </section>
        )}
      </div>
      {step >= 1 && <MigrationBank accountId={accountId} />}
      {isDialogOpen && <CreateQubePlusDialog isOpen presetSourceId={accountId} onClose={() => setIsDialogOpen(false)} onCreated={() => { setIsDialogOpen(false); reload(); }} />}
    </div>
  );
}

// What antd's Typography.Paragraph, Space (wrap) and small Button drew.
const PARAGRAPH = { margin: '0 0 1em' } as const;
const ROW = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
const SMALL = { minHeight: 24, padding: '0 7px', borderRadius: 4 } as const;

/** Everything the page shows for the migration's step, read together. */
async function fetchMigration(accountId: number) {
  const [status, accounts] = await Promise.all([migrationApi.status(accountId), migrationApi.accounts(accountId)]);
  const deposit = status.migration_step >= 2 ? await migrationApi.directDeposit(accountId) : null;
  const qubes = status.migration_step >= 4 ? await migrationApi.qubes(accountId) : [];
  return { status, accounts, deposit, qubes };
}
