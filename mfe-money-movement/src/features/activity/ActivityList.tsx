import { formatDate, formatMoney, type Activity } from '@qube/shared';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { activityChips } from './activityGroups';
import { ActivityRow } from '../../ui/ActivityRow';
import { CHIP_STYLE } from '../../ui/plainChip';

const when = (a: Activity) => a.transaction_datetime ?? a.scheduled_date;

/**
 * Rows of activity: what, which qubes, when, amount with its sign, and the status chips. With `onOpen` each row
 * is a button that opens the item's details; with `selection` each row has a checkbox instead (bulk ReQube).
 * A plain list of list items, each holding its button: a list item that is itself a button is no list item. Plain
 * markup throughout: it is the first view of /activity, which loads no antd.
 */
export function ActivityList({ rows, emptyText, label, onOpen, selection }: Props) {
  return (
    <section aria-label={label}>
      {rows.length === 0 ? (
        <p style={{ ...SECONDARY_TEXT, textAlign: 'center', padding: '24px 0' }}>{emptyText}</p>
      ) : (
        <ul style={LIST}>
          {rows.map((a) => {
            const qubes = [a.qube?.name, a.other_qube?.name].filter(Boolean).join(' → ');
            const row = (
              <ActivityRow
                title={a.title || a.merchant?.merchant_name || a.transaction_type_description}
                chips={activityChips(a).map((chip) => (
                  <span key={chip} style={CHIP_STYLE}>
                    {chip}
                  </span>
                ))}
                details={[a.transaction_type_description, qubes, when(a) ? formatDate(when(a) as string) : null, a.frequency_name && a.scheduled_date ? a.frequency_name : null]
                  .filter(Boolean)
                  .join(' · ')}
                amount={formatMoney(a.amount)}
                isCredit={!a.amount.startsWith('-')}
              />
            );
            if (selection) {
              return (
                <li key={a.id} style={{ ...ITEM, display: 'flex', alignItems: 'center', gap: 12, padding: '12px 0' }}>
                  <input
                    type="checkbox"
                    aria-label={`Select ${a.title || a.transaction_type_description} ${formatMoney(a.amount)}`}
                    checked={selection.isSelected(a)}
                    disabled={!selection.canSelect(a)}
                    onChange={() => selection.onToggle(a)}
                    style={{ width: 16, height: 16, margin: 0, flex: 'none' }}
                  />
                  {row}
                </li>
              );
            }
            return (
              <li key={a.id} style={onOpen ? ITEM : { ...ITEM, padding: '12px 0' }}>
                {onOpen ? (
                  <button type="button" style={ROW_BUTTON} onClick={() => onOpen(a)}>
                    {row}
                  </button>
                ) : (
                  row
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { borderBottom: '1px solid rgba(5,5,5,0.06)' } as const;
const ROW_BUTTON = { display: 'block', width: '100%', padding: '12px 0', border: 0, background: 'none', font: 'inherit', color: 'inherit', cursor: 'pointer' } as const;

type Props = {
  rows: Activity[];
  emptyText: string;
  label: string;
  onOpen?: (activity: Activity) => void;
  selection?: { isSelected: (activity: Activity) => boolean; canSelect: (activity: Activity) => boolean; onToggle: (activity: Activity) => void };
};
