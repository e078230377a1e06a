import { bus, formatMoney, getApiConfig, moveMoneyOptions, themeTokens, useSession } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { loadDashboard } from './overviewApi';
import { groupQubes } from './groupQubes';
import { QubeCard } from './QubeCard';
import { loadForecast, pocketOf } from '../forecast/forecastApi';
import { lastsLine } from '../forecast/forecastText';
import { BUTTON_STYLE, CARD_STYLE, GRID_STYLE, PlainLoadError, PlainSkeleton, primaryButtonStyle, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { CardButton } from '../card/CardButton';


/**
 * /dashboard (MM-01, MM-02): account balance, Cloud and the qubes grouped by type. Plain markup and
 * inline styles, no antd: this is the first view after sign-in, and antd's components (with their
 * CSS-in-JS) were most of the JavaScript the phone had to run before the qubes showed.
 */
export function DashboardPage() {
  const { status, data, error, reload } = useAccountData(['dashboard'], loadDashboard, { reloadOnTransfer: true });
  // Each qube's one line (issue 25 §1) comes after the qubes: the first view never waits for the forecast.
  const forecast = useAccountData(['forecast'], loadForecast, { reloadOnTransfer: true });
  const canMoveInternally = useSession((s) => moveMoneyOptions(s.me, s.active_account).includes('internal'));

  if (status === 'loading') return <PlainSkeleton label="Loading your qubes" widths={[40, 100, 100, 100, 100, 100, 60]} />;
  if (status === 'error') return <PlainLoadError title="We could not load your overview." message={error.fallbackMessage} onRetry={reload} />;

  const groups = groupQubes(data.qubes);
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <section aria-labelledby="overview-title">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <h1 id="overview-title" style={{ ...TITLE_STYLE, fontSize: 28 }}>
          Overview
        </h1>
        <div style={{ display: 'flex', gap: 8 }}>
          <CardButton style={BUTTON_STYLE} />
          {canMoveInternally && (
            <button type="button" style={primaryButtonStyle(primary)} onClick={() => bus.emit('command:open-move-money', {})}>
              Move Money
            </button>
          )}
        </div>
      </div>
      <div style={{ ...GRID_STYLE, marginBottom: 24 }}>
        <Figure title="Account balance" value={formatMoney(data.overview.account_balance)} />
        <Figure title="Cloud" value={formatMoney(data.overview.cloud_qube_total_balance)} />
      </div>
      {groups.length === 0 && <p style={{ ...SECONDARY_TEXT, textAlign: 'center' }}>You have no qubes yet.</p>}
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`qubes-${group.type}`} style={{ marginBottom: 24 }}>
          <h2 id={`qubes-${group.type}`} style={{ ...TITLE_STYLE, fontSize: 20 }}>
            {group.title}
          </h2>
          <div style={GRID_STYLE}>
            {group.qubes.map((qube) => (
              <QubeCard key={qube.id} qube={qube} forecastLine={forecastLineOf(forecast, qube.id)} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}

/** A qube's forecast line once the forecast has answered; nothing while it loads or when it failed (the card is whole without it). */
function forecastLineOf(forecast: ReturnType<typeof useAccountData<Awaited<ReturnType<typeof loadForecast>>>>, qubeId: number | 'cloud'): string | undefined {
  if (forecast.status !== 'ready' || typeof qubeId !== 'number') return undefined;
  const pocket = pocketOf(forecast.data, qubeId);
  return pocket ? lastsLine(pocket, forecast.data) : undefined;
}

/** A titled amount (what antd's Statistic showed). */
function Figure({ title, value }: { title: string; value: string }) {
  return (
    <div style={CARD_STYLE}>
      <div style={{ ...SECONDARY_TEXT, marginBottom: 4 }}>{title}</div>
      <div style={{ fontSize: 24, color: 'rgba(0,0,0,0.88)' }}>{value}</div>
    </div>
  );
}
