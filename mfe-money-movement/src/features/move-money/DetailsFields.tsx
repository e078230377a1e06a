import { Input, Typography } from 'antd';
import { formatMoney, type Qube } from '@qube/shared';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { PartyRow } from './PartyRow';

/** The source qube on a details step, with its balance; a click chooses it again, unless it was preset (locked). */
export function SourceRow({ from, isLocked, onChange }: { from: Qube; isLocked: boolean; onChange: () => void }) {
  return <PartyRow label="From" name={from.name} detail={formatMoney(from.balance)} isLocked={isLocked} onClick={onChange} />;
}

/** The amount, with 'All' for the source's whole balance, and the rule's message when the amount breaks it. */
export function AmountField({ amount, all, error, onChange }: { amount: string; all: string; error: string | null; onChange: (amount: string) => void }) {
  return (
    <>
      <MoneyInput label="Amount" value={amount} onChange={onChange} extraButton={{ label: 'All', amount: all }} status={error ? 'error' : undefined} />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </>
  );
}

/** The move's optional note (up to 250 characters). */
export function NoteField({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  return <Input aria-label="Note" placeholder="Add Note Here" maxLength={250} value={note} onChange={(event) => onChange(event.target.value)} />;
}
