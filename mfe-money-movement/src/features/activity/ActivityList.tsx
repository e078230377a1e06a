import { List, Tag, Typography } from 'antd';
import { formatDate, formatMoney, type Activity } from '@qube/shared';
import { activityChips } from './activityGroups';

const when = (a: Activity) => a.transaction_datetime ?? a.scheduled_date;

/** Rows of activity: what, which qubes, when, amount with its sign, and the status chips. */
export function ActivityList({ rows, emptyText, label }: { rows: Activity[]; emptyText: string; label: string }) {
  return (
    <section aria-label={label}>
    <List
      dataSource={rows}
      locale={{ emptyText }}
      renderItem={(a) => {
        const qubes = [a.qube?.name, a.other_qube?.name].filter(Boolean).join(' → ');
        return (
          <List.Item key={a.id} aria-label={`${a.title || a.transaction_type_description} ${formatMoney(a.amount)}`}>
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
