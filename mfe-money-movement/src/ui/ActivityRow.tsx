import type { ReactNode } from 'react';

/**
 * One activity's line: what it is with its chips, the details below, the signed amount on the right. The
 * amount comes right after the title in the markup (the grid places it), so a row reads 'Lunch -$12.50 …' —
 * as a button's name too, which is its visible text.
 */
export function ActivityRow({ title, chips, details, amount, isCredit }: Props) {
  // Green for money in and grey for money out where a list tells them apart; else the text colour.
  const amountColor = isCredit === undefined ? 'rgba(0,0,0,0.88)' : isCredit ? '#067647' : '#3a3a3c';
  return (
    <span style={GRID}>
      <span style={{ ...PART, gridArea: 'title', color: 'rgba(0,0,0,0.88)' }}>{title}</span>
      <strong style={{ ...PART, gridArea: 'amount', alignSelf: 'center', fontWeight: 600, color: amountColor }}>{amount}</strong>
      {chips && <span style={{ gridArea: 'chips', display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>{chips}</span>}
      {details && <span style={{ ...PART, gridArea: 'details', color: '#595959' }}>{details}</span>}
    </span>
  );
}

// Blocks (as grid items are anyway), so a name computed from the row has a space between its parts.
const PART = { display: 'block' } as const;
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"title chips amount" "details details amount"',
  alignItems: 'baseline',
  columnGap: 8,
  rowGap: 4,
  width: '100%',
  textAlign: 'left',
} as const;

type Props = { title: string; chips?: ReactNode; details?: string; amount: string; isCredit?: boolean };
