import { Button, Radio, Tag, Typography } from 'antd';
import { formatMoney, formatDate, type LinkedBankAccount } from '@qube/shared';
import type { PreviousBank } from './bankTransferApi';
import { bankStatusLabel, canReceive } from './bankTransferRules';

/**
 * Step 2 'Select Bank Account' (MM-102, MM-104): the linked accounts (nickname or name, status chip, institution, the
 * last 4 digits), those used before first with their last transfer; 'Link Another Bank Account'. An account still
 * Verifying, or waiting for a relink, is shown but cannot be chosen.
 */
export function SelectBankStep({ banks, selectedId, onSelect, onLinkAnother }: Props) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Radio.Group value={selectedId} onChange={(event) => onSelect(Number(event.target.value))} style={{ display: 'grid', gap: 8 }} aria-label="Bank accounts">
        {banks.map(({ bank, usedBefore }) => {
          const status = bankStatusLabel(bank);
          return (
            <Radio key={bank.id} value={bank.id} disabled={!canReceive(bank)} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px', width: '100%' }}>
              <span style={{ display: 'grid', gap: 2 }}>
                <span>
                  <strong>{bank.nickname ?? bank.name}</strong> <Tag color={status === 'Verified' ? 'green' : 'gold'}>{status}</Tag>
                  {bank.needs_relink && <Tag color="orange">Relink needed</Tag>}
                </span>
                <span>
                  {bank.institution_name} ••••{bank.mask}
                </span>
                {usedBefore && (
                  <Typography.Text type="secondary">
                    Used before: {formatMoney(usedBefore.last_amount)} on {formatDate(usedBefore.last_transfer_datetime)}
                  </Typography.Text>
                )}
              </span>
            </Radio>
          );
        })}
      </Radio.Group>
      <Button onClick={onLinkAnother}>Link Another Bank Account</Button>
    </div>
  );
}

type Props = {
  banks: { bank: LinkedBankAccount; usedBefore: PreviousBank | null }[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onLinkAnother: () => void;
};
