import { useState } from 'react';
import { Button, Card, Space, Switch, Typography } from 'antd';
import { bus, useAccountData, useSession } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
import { loadAutoFunding, setAutoFunding } from './autoFundingApi';
import { AUTO_FUND_FAILURE } from './autoFundOptions';

/**
 * The account's auto funding switch (PL-17). The switch moves at once; when the API refuses, a toast says so and
 * the switch returns to where it was.
 */
export function AutoFundingCard() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, reload } = useAccountData(loadAutoFunding);
  // What the person chose last, for this account; the loaded value until then.
  const [chosen, setChosen] = useState<{ accountId: number; isEnabled: boolean } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isEnabled = chosen && chosen.accountId === accountId ? chosen.isEnabled : data === true;

  async function toggle(next: boolean) {
    if (accountId === null || isSaving) return;
    const previous = isEnabled;
    setChosen({ accountId, isEnabled: next });
    setIsSaving(true);
    try {
      setChosen({ accountId, isEnabled: await setAutoFunding(accountId, next) });
    } catch (error) {
      setChosen({ accountId, isEnabled: previous });
      bus.emit('toast:show', { type: 'error', message: withApiMessage(AUTO_FUND_FAILURE, error) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card title={<h2 style={{ fontSize: 14, fontWeight: 600, margin: 0 }}>Auto Funding</h2>} size="small" style={{ height: '100%' }}>
      {status === 'error' ? (
        <Space orientation="vertical" size={4}>
          <Typography.Text type="danger">We could not load auto funding.</Typography.Text>
          <Button size="small" onClick={reload}>
            Retry
          </Button>
        </Space>
      ) : (
        <Space align="start" size={12}>
          {/* Not disabled while saving: a disabled switch drops keyboard focus; a second toggle meanwhile is ignored. */}
          <Switch aria-label="Auto Funding" aria-busy={isSaving} checked={isEnabled} loading={status === 'loading'} onChange={(next) => void toggle(next)} />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {isEnabled ? 'On: each period your qubes are funded as their Auto Fund choice says.' : 'Off: your qubes are not funded automatically.'}
          </Typography.Text>
        </Space>
      )}
    </Card>
  );
}
