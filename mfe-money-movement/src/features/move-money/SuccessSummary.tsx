import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { formatMoney } from '@qube/shared';

/** The last step of a move-money dialog: the amount, large, and what happened in a sentence (or two). */
export function SuccessSummary({ amount, children }: { amount: string; children: ReactNode }) {
  return (
    <div style={{ textAlign: 'center', padding: '16px 0' }}>
      <Typography.Title level={2} style={{ fontSize: 28 }}>
        {formatMoney(amount)}
      </Typography.Title>
      {children}
    </div>
  );
}

/** The success step's only button, which closes the dialog. */
export function OkayButton({ onClick }: { onClick: () => void }) {
  return (
    <Button key="okay" type="primary" onClick={onClick}>
      Okay
    </Button>
  );
}
