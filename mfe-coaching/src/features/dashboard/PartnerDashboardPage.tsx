import { formatMoney, toCents, type AffiliateMetrics } from '@qube/shared';
import { CARD_STYLE, PlainSkeleton, TITLE_STYLE } from '@qube/shared/ui/plain';
import { BarChart, type Bar } from '../../ui/BarChart';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { StatTiles } from '../../ui/StatTiles';
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

// The two charts side by side once each has room, else one under the other.
const CHART_GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', marginTop: 24 } as const;
const SUBTITLE = { ...TITLE_STYLE, fontSize: 18 } as const;

/** A tile per metric, money formatted as money. */
function Tiles({ tiles, metrics }: { tiles: Tile[]; metrics: AffiliateMetrics }) {
  return <StatTiles tiles={tiles.map((tile) => ({ label: tile.label, value: tile.isMoney ? formatMoney(String(metrics[tile.key])) : String(metrics[tile.key]) }))} />;
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

/**
 * /coaching/dashboard: the partner metrics from affiliates/metrics/ with the funnel and commission charts (CO-12).
 * Plain markup and inline styles, no antd: it is the portal's first view, and antd's components (with their
 * CSS-in-JS) were most of the work a phone had to do before the metrics showed.
 */
export function PartnerDashboardPage() {
  const metrics = useLoad(loadPartnerMetrics, 'metrics');
  return (
    <section aria-labelledby="partner-dashboard-title">
      <PageTitle id="partner-dashboard-title">Partner Dashboard</PageTitle>
      {metrics.status === 'loading' && <PlainSkeleton label="Loading your metrics" />}
      {metrics.status === 'error' && <LoadFailure title="We could not load your metrics." message={metrics.message} onRetry={metrics.reload} />}
      {metrics.status === 'ready' && (
        <>
          <h2 style={SUBTITLE}>Sign-ups</h2>
          <Tiles tiles={SIGNUPS} metrics={metrics.data} />
          <h2 style={{ ...SUBTITLE, marginTop: 24 }}>Pending</h2>
          <Tiles tiles={PENDING} metrics={metrics.data} />
          <div style={CHART_GRID}>
            <div style={CARD_STYLE}>
              <BarChart title="Funnel: landing → checkout → plans" bars={funnelBars(metrics.data)} />
            </div>
            <div style={CARD_STYLE}>
              <BarChart title="Commission earned vs pending" bars={commissionBars(metrics.data)} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
