import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { formatMoney, type AffiliateMetrics } from '@qube/shared';
import { loadPartnerMetrics } from '../access/partnerApi';

type Tile = { key: keyof AffiliateMetrics; label: string; isMoney?: boolean };

const SIGNUPS: Tile[] = [
  { key: 'landing', label: 'Landing page visits' },
  { key: 'checkout', label: 'Checkouts' },
  { key: 'basic', label: 'Basic' },
  { key: 'premium', label: 'Premium' },
  { key: 'family', label: 'Family' },
  { key: 'commission', label: 'Commission', isMoney: true },
];
const PENDING: Tile[] = [
  { key: 'pending', label: 'Pending' },
  { key: 'pending_premium', label: 'Pending Premium' },
  { key: 'pending_family', label: 'Pending Family' },
  { key: 'pending_commission', label: 'Pending commission', isMoney: true },
];

type State = { status: 'loading' } | { status: 'ready'; metrics: AffiliateMetrics } | { status: 'error' };

function Tiles({ tiles, metrics }: { tiles: Tile[]; metrics: AffiliateMetrics }) {
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.key} xs={12} md={8} lg={4}>
          <Card size="small">
            <Statistic title={tile.label} value={tile.isMoney ? formatMoney(String(metrics[tile.key])) : String(metrics[tile.key])} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /coaching/dashboard: the partner metrics from affiliates/metrics/ (CO-12). */
export function PartnerDashboardPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    loadPartnerMetrics().then(
      (metrics) => isCurrent && setState({ status: 'ready', metrics }),
      () => isCurrent && setState({ status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  return (
    <section aria-labelledby="partner-dashboard-title">
      <Typography.Title id="partner-dashboard-title" level={1} style={{ fontSize: 28 }}>
        Partner Dashboard
      </Typography.Title>
      {state.status === 'loading' && <Skeleton active />}
      {state.status === 'error' && (
        <Alert type="error" showIcon title="We could not load your metrics." action={<Button onClick={() => setAttempt((a) => a + 1)}>Retry</Button>} />
      )}
      {state.status === 'ready' && (
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Sign-ups
          </Typography.Title>
          <Tiles tiles={SIGNUPS} metrics={state.metrics} />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            Pending
          </Typography.Title>
          <Tiles tiles={PENDING} metrics={state.metrics} />
        </>
      )}
    </section>
  );
}
