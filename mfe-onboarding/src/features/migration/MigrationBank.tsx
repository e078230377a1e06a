import { useCallback, useEffect, useState } from 'react';
import { api, bus, getApiConfig, themeTokens } from '@qube/shared';
import { PlainButton, PlainCard } from '@qube/shared/ui/plain';
import type { LinkedBankAccounts } from '@qube/contract/bankLink';
import type { MigrationTarget } from '@qube/contract/bankTransition';

const plain = { mute: true, householdsOff: true } as const;
// antd's danger button, its red darkened to 4.5:1 on white (#ff4d4f is 3.3:1).
const DANGER = { color: '#cf1322', borderColor: '#cf1322' } as const;

/**
 * The Qube+ account's bank (ON-63): GET plaid/migration-target/, unlink-migration-account/, and a new bank linked
 * through money movement's bank link (dda, on the account being migrated) then saved with save-migration-account/.
 * Plain markup: it is part of the migration page's first view from step 1 on.
 */
export function MigrationBank({ accountId }: { accountId: number }) {
  const [target, setTarget] = useState<MigrationTarget | null>(null);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let isCurrent = true;
    api.get<MigrationTarget>('plaid/migration-target/', { account_id: accountId }, plain).then(
      ({ data }) => isCurrent && setTarget(data),
      () => isCurrent && setTarget(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, version]);
  useEffect(() => {
    const subscription = bus.on('bank-link:success').subscribe(async () => {
      const { data } = await api.get<LinkedBankAccounts>('plaid/accounts/', { account_id: accountId }, plain);
      const newest = data.results[data.results.length - 1];
      if (newest) await api.post('plaid/save-migration-account/', { account_id: accountId, plaid_account_id: newest.id }, plain).catch(() => undefined);
      load();
    });
    return () => subscription.unsubscribe();
  }, [accountId, load]);
  const bank = target?.plaid_account ?? null;
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <PlainCard title="Qube+ funding bank" style={{ marginTop: 16 }}>
      <p style={{ margin: '0 0 1em' }}>{bank ? `${bank.institution_name} ${bank.name} ••${bank.mask}` : 'No bank account yet.'}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <PlainButton color={colour} onClick={() => bus.emit('command:open-bank-link', { linkType: 'dda' })}>{bank ? 'Use Another Bank' : 'Link a Bank Account'}</PlainButton>
        {bank && <PlainButton color={colour} style={DANGER} onClick={() => void api.post('plaid/unlink-migration-account/', { account_id: accountId }, plain).then(load, load)}>Unlink</PlainButton>}
      </div>
    </PlainCard>
  );
}
