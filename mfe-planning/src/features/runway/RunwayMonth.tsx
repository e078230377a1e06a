import { formatMoney, toCents, type RunwayEntry } from '@qube/shared';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { DANGER, tagStyle } from '../../ui/plainLook';

/** One month of the runway (PL-25): its name, what comes in and goes out, and the balance it ends with. */
export function RunwayMonth({ entry }: { entry: RunwayEntry }) {
  const isCurrent = entry.status === 'current';
  const isShort = toCents(entry.ending_balance) < 0n;
  return (
    <li style={ROW}>
      <div>
        <span style={isCurrent ? { fontWeight: 600 } : undefined}>{entry.name}</span>
        {isCurrent && <span style={{ ...tagStyle('blue'), marginInlineStart: 8 }}>This month</span>}
        <div style={{ ...SECONDARY_TEXT, fontSize: 13 }}>
          {/* This month counts only what is still to come and still to spend (the API's rule), so it says so. */}
          {isCurrent ? 'Still to come' : 'Income'} {formatMoney(entry.income)}, {isCurrent ? 'left to spend' : 'budgeted'} {formatMoney(entry.budgeted)}
        </div>
      </div>
      <div style={{ textAlign: 'right' }}>
        <span style={{ fontWeight: 600, color: isShort ? DANGER : undefined, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(entry.ending_balance)}</span>
        <div style={{ ...SECONDARY_TEXT, fontSize: 12 }}>at month end</div>
      </div>
    </li>
  );
}

const ROW = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, padding: '8px 0', borderBottom: '1px solid #f0f0f0' } as const;
