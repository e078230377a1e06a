import { Tag, Typography, theme } from 'antd';
import { formatMoney, toCents, type RunwayEntry } from '@qube/shared';

/** One month of the runway (PL-25): its name, what comes in and goes out, and the balance it ends with. */
export function RunwayMonth({ entry }: { entry: RunwayEntry }) {
  const { token } = theme.useToken();
  const isCurrent = entry.status === 'current';
  const isShort = toCents(entry.ending_balance) < 0n;
  return (
    <li style={{ ...ROW, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <div>
        <Typography.Text strong={isCurrent}>{entry.name}</Typography.Text>
        {isCurrent && (
          <Tag color="blue" style={{ marginInlineStart: 8 }}>
            This month
          </Tag>
        )}
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {/* This month counts only what is still to come and still to spend (the API's rule), so it says so. */}
            {isCurrent ? 'Still to come' : 'Income'} {formatMoney(entry.income)}, {isCurrent ? 'left to spend' : 'budgeted'} {formatMoney(entry.budgeted)}
          </Typography.Text>
        </div>
      </div>
      <div style={{ textAlign: 'right' }}>
        <Typography.Text strong style={{ color: isShort ? token.colorError : undefined, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(entry.ending_balance)}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            at month end
          </Typography.Text>
        </div>
      </div>
    </li>
  );
}

const ROW = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, padding: '8px 0' } as const;
