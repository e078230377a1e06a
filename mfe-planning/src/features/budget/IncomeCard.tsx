import { Card, Table } from 'antd';
import { formatDate, formatMoney, type Budget } from '@qube/shared';

type IncomeLine = Budget['expected_income_instances'][number];

/** The income expected in the budget's period (PL-05), read-only here. */
export function IncomeCard({ lines }: { lines: IncomeLine[] }) {
  return (
    <Card
      title={
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: 0 }}>Income</h2>
      }
    >
      <Table<IncomeLine>
        rowKey="id"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: 'No income expected in this period.' }}
        columns={[
          { title: 'Income', dataIndex: 'name', key: 'name' },
          { title: 'Date', key: 'date', render: (_, line) => formatDate(line.date) },
          { title: 'Amount', key: 'amount', align: 'right', render: (_, line) => formatMoney(line.amount) },
        ]}
      />
    </Card>
  );
}
