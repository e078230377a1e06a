import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { bus, formatMoney, moveMoneyOptions, useAccountData, useSession } from '@qube/shared';
import { loadDashboard } from './overviewApi';
import { groupQubes } from './groupQubes';
import { QubeCard } from './QubeCard';

/** /dashboard (MM-01, MM-02): account balance, Cloud and the qubes grouped by type. */
export function DashboardPage() {
  const { status, data, error, reload } = useAccountData(loadDashboard, { reloadOnTransfer: true });
  const canMoveInternally = useSession((s) => moveMoneyOptions(s.me, s.active_account).includes('internal'));

  if (status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading your qubes" />;
  if (status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load your overview."
        description={error.fallbackMessage ?? 'Please try again.'}
        action={<Button onClick={reload}>Retry</Button>}
      />
    );
  }

  const groups = groupQubes(data.qubes);
  return (
    <section aria-labelledby="overview-title">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <Typography.Title id="overview-title" level={1} style={{ fontSize: 28 }}>
          Overview
        </Typography.Title>
        {canMoveInternally && (
          <Button type="primary" onClick={() => bus.emit('command:open-move-money', {})}>
            Move Money
          </Button>
        )}
      </div>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic title="Account balance" value={formatMoney(data.overview.account_balance)} />
          </Card>
        </Col>
        <Col xs={24} sm={12}>
          <Card>
            <Statistic title="Cloud" value={formatMoney(data.overview.cloud_qube_total_balance)} />
          </Card>
        </Col>
      </Row>
      {groups.length === 0 && <Empty description="You have no qubes yet." />}
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`qubes-${group.type}`} style={{ marginBottom: 24 }}>
          <Typography.Title id={`qubes-${group.type}`} level={2} style={{ fontSize: 20 }}>
            {group.title}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {group.qubes.map((qube) => (
              <Col key={qube.id} xs={24} sm={12} md={8}>
                <QubeCard qube={qube} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </section>
  );
}
