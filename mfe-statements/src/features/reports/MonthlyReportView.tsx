import { Card, Col, List, Progress, Row, Statistic, Table, Typography } from 'antd';
import { formatDate, formatMoney, toCents, type MonthlyReport } from '@qube/shared';
import { StatementsAntd } from '../../ui/StatementsAntd';

type Spending = MonthlyReport['spending_by_qube'][number];

/** Share of the budget spent, in whole percent (exact cents, capped at 100 for the bar). */
const percentOf = (spent: string, budget: string) => {
  const b = toCents(budget);
  return b <= 0n ? 100 : Number((toCents(spent) * 100n) / b);
};

/**
 * Where a month's money went (ST-04): totals, spending per qube against its budget, and the top merchants. A lazy
 * chunk with antd and the area's theme, loaded when a month is opened.
 */
export default function MonthlyReportView({ report }: { report: MonthlyReport }) {
  return (
    <StatementsAntd>
      <Report report={report} />
    </StatementsAntd>
  );
}

function Report({ report }: { report: MonthlyReport }) {
  return (
    <article aria-labelledby="report-title">
      <Typography.Title id="report-title" level={2} style={{ fontSize: 20 }}>
        {report.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {`${formatDate(report.period_start)} – ${formatDate(report.period_end)} · ${report.transactions_count} transactions`}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}><Card><Statistic title="Money in" value={formatMoney(report.money_in)} /></Card></Col>
        <Col xs={24} sm={8}><Card><Statistic title="Money out" value={formatMoney(report.money_out)} /></Card></Col>
        <Col xs={24} sm={8}><Card><Statistic title="Net" value={formatMoney(report.net)} /></Card></Col>
      </Row>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>Spending by qube</Typography.Title>
      <Table<Spending>
        rowKey={(row) => String(row.qube_id ?? 'cloud')}
        size="small"
        pagination={false}
        dataSource={report.spending_by_qube}
        locale={{ emptyText: 'No spending this month.' }}
        columns={[
          { title: 'Qube', dataIndex: 'name', key: 'name' },
          { title: 'Spent', key: 'spent', align: 'right', render: (_, row) => formatMoney(row.spent) },
          { title: 'Budget', key: 'budget', align: 'right', render: (_, row) => (row.budget === null ? 'No budget' : formatMoney(row.budget)) },
          {
            title: 'Of budget',
            key: 'share',
            width: 180,
            render: (_, row) => {
              if (row.budget === null) return null;
              const percent = percentOf(row.spent, row.budget);
              return <Progress percent={Math.min(percent, 100)} status={percent > 100 ? 'exception' : 'normal'} format={() => `${percent}%`} aria-label={`${row.name}: ${percent}% of budget`} />;
            },
          },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>Top merchants</Typography.Title>
      <List
        bordered
        dataSource={report.top_merchants}
        locale={{ emptyText: 'No merchant purchases this month.' }}
        renderItem={(merchant) => (
          <List.Item>
            <span>{`${merchant.name} · ${merchant.count} ${merchant.count === 1 ? 'purchase' : 'purchases'}`}</span>
            <span>{formatMoney(merchant.spent)}</span>
          </List.Item>
        )}
      />
    </article>
  );
}
