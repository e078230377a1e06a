import type { KeyboardEvent } from 'react';
import { Checkbox, List, Tag, Typography } from 'antd';
import { formatDate, formatMoney, type Activity } from '@qube/shared';
import { activityChips } from './activityGroups';

const when = (a: Activity) => a.transaction_datetime ?? a.scheduled_date;

/**
 * Rows of activity: what, which qubes, when, amount with its sign, and the status chips. With `onOpen` each row
 * is a button (click, Enter or Space) that opens the item's details; with `selection` each row has a checkbox
 * instead (bulk ReQube).
 */
export function ActivityList({ rows, emptyText, label, onOpen, selection }: Props) {
  return (
    <section aria-label={label}>
    <List
      dataSource={rows}
      locale={{ emptyText }}
      renderItem={(a) => {
        const qubes = [a.qube?.name, a.other_qube?.name].filter(Boolean).join(' → ');
        const rowLabel = `${a.title || a.transaction_type_description} ${formatMoney(a.amount)}`;
        return (
          <List.Item
            key={a.id}
            aria-label={rowLabel}
            {...(onOpen && !selection && {
              role: 'button',
              tabIndex: 0,
              style: { cursor: 'pointer' },
              onClick: () => onOpen(a),
              onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onOpen(a);
              },
            })}
          >
            {selection && (
              <Checkbox
                aria-label={`Select ${rowLabel}`}
                checked={selection.isSelected(a)}
                disabled={!selection.canSelect(a)}
                onChange={() => selection.onToggle(a)}
                style={{ marginRight: 12 }}
              />
            )}
            <List.Item.Meta
              title={
                <span>
                  {a.title || a.merchant?.merchant_name || a.transaction_type_description}{' '}
                  {activityChips(a).map((chip) => (
                    <Tag key={chip}>{chip}</Tag>
                  ))}
                </span>
              }
              description={[a.transaction_type_description, qubes, when(a) ? formatDate(when(a) as string) : null, a.frequency_name && a.scheduled_date ? a.frequency_name : null]
                .filter(Boolean)
                .join(' · ')}
            />
            <Typography.Text strong style={{ color: a.amount.startsWith('-') ? '#3a3a3c' : '#067647' }}>
              {formatMoney(a.amount)}
            </Typography.Text>
          </List.Item>
        );
      }}
    />
    </section>
  );
}

type Props = {
  rows: Activity[];
  emptyText: string;
  label: string;
  onOpen?: (activity: Activity) => void;
  selection?: { isSelected: (activity: Activity) => boolean; canSelect: (activity: Activity) => boolean; onToggle: (activity: Activity) => void };
};
