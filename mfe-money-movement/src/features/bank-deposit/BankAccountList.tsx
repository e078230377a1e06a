import { Button, Tag, Typography } from 'antd';
import type { LinkedBankAccount } from '@qube/shared';
import { accountName, maskedNumber, statusChip } from './depositRules';

/**
 * Step 2 'Select Bank Account' (MM-83): each linked account with its nickname or name, status chip, institution and
 * number masked to the last 4 digits. An account waiting for a relink cannot be chosen (the bank would refuse).
 */
export function BankAccountList({ accounts, selectedId, onSelect }: Props) {
  return (
    <ul aria-label="Linked bank accounts" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {accounts.map((account) => {
        const isSelected = account.id === selectedId;
        return (
          <li key={account.id}>
            <Button
              block
              aria-pressed={isSelected}
              disabled={account.needs_relink}
              type={isSelected ? 'primary' : 'default'}
              ghost={isSelected}
              onClick={() => onSelect(account.id)}
              style={{ height: 'auto', padding: '10px 12px', display: 'flex', justifyContent: 'space-between', textAlign: 'left' }}
            >
              <span style={{ display: 'flex', flexDirection: 'column' }}>
                <strong>{accountName(account)}</strong>
                <Typography.Text type="secondary">
                  {account.institution_name} {maskedNumber(account)}
                </Typography.Text>
                {account.needs_relink && <Typography.Text type="secondary">Relink this bank on Manage Account to use it.</Typography.Text>}
              </span>
              <Tag>{statusChip(account.status)}</Tag>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

type Props = { accounts: LinkedBankAccount[]; selectedId: number | null; onSelect: (id: number) => void };
