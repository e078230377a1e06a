import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { formatMoney, toCents, type AffiliateMetrics } from '@qube/shared';
import { BarChart, type Bar } from '../../ui/BarChart';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { useLoad } from '../../ui/useLoad';
import { loadPartnerMetrics } from './dashboardApi';

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

/** The funnel of CO-12: landing → checkout → plans bought (basic, premium and family together). */
export function funnelBars(metrics: AffiliateMetrics): Bar[] {
  const plans = metrics.basic + metrics.premium + metrics.family;
  return [
    { label: 'Landing', size: metrics.landing, shown: String(metrics.landing) },
    { label: 'Checkout', size: metrics.checkout, shown: String(metrics.checkout) },
    { label: 'Plans', size: plans, shown: String(plans) },
  ];
}

/** Commission earned against pending (CO-12); sizes in cents, values shown as money. */
export function commissionBars(metrics: AffiliateMetrics): Bar[] {
  return [
    { label: 'Earned', size: Number(toCents(metrics.commission)), shown: formatMoney(metrics.commission), color: '#1a7f5a' },
    { label: 'Pending', size: Number(toCents(metrics.pending_commission)), shown: formatMoney(metrics.pending_commission), color: '#a15c00' },
  ];
}

/** /coaching/dashboard: the partner metrics from affiliates/metrics/ with the funnel and commission charts (CO-12). */
export function PartnerDashboardPage() {
  const metrics = useLoad(loadPartnerMetrics, 'metrics');
  return (
    <section aria-labelledby="partner-dashboard-title">
      <PageTitle id="partner-dashboard-title">Partner Dashboard</PageTitle>
      {metrics.status === 'loading' && <Skeleton active />}
      {metrics.status === 'error' && <LoadFailure title="We could not load your metrics." message={metrics.message} onRetry={metrics.reload} />}
      {metrics.status === 'ready' && (
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Sign-ups
          </Typography.Title>
          <Tiles tiles={SIGNUPS} metrics={metrics.data} />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            Pending
          </Typography.Title>
          <Tiles tiles={PENDING} metrics={metrics.data} />
          <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
            <Col xs={24} lg={12}>
              <Card>
                <BarChart title="Funnel: landing → checkout → plans" bars={funnelBars(metrics.data)} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card>
                <BarChart title="Commission earned vs pending" bars={commissionBars(metrics.data)} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </section>
  );
}
