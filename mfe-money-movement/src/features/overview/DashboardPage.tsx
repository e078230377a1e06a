import { bus, formatMoney, getApiConfig, moveMoneyOptions, themeTokens, useAccountData, useSession } from '@qube/shared';
import { loadDashboard } from './overviewApi';
import { groupQubes } from './groupQubes';
import { QubeCard } from './QubeCard';
import { BUTTON_STYLE, CARD_STYLE, GRID_STYLE, primaryButtonStyle, SECONDARY_TEXT } from './plainStyles';
import { CardButton } from '../card/CardButton';

const TITLE_STYLE = { margin: '0 0 0.5em', fontWeight: 600, lineHeight: 1.25, color: 'rgba(0,0,0,0.88)' } as const;
const SKELETON_BAR = { height: 16, borderRadius: 4, background: 'rgba(0,0,0,0.06)', margin: '0 0 16px' } as const;

/**
 * /dashboard (MM-01, MM-02): account balance, Cloud and the qubes grouped by type. Plain markup and
 * inline styles, no antd: this is the first view after sign-in, and antd's components (with their
 * CSS-in-JS) were most of the JavaScript the phone had to run before the qubes showed.
 */
export function DashboardPage() {
  const { status, data, error, reload } = useAccountData(loadDashboard, { reloadOnTransfer: true });
  const canMoveInternally = useSession((s) => moveMoneyOptions(s.me, s.active_account).includes('internal'));

  if (status === 'loading') {
    return (
      <div role="status" aria-label="Loading your qubes" aria-busy="true">
        {[40, 100, 100, 100, 100, 100, 60].map((width, i) => (
          <div key={i} aria-hidden="true" style={{ ...SKELETON_BAR, width: `${width}%` }} />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" style={{ ...CARD_STYLE, padding: '16px 20px', background: '#fff2f0', border: '1px solid #ffccc7', display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ flex: 1 }}>
          <p style={{ margin: '0 0 4px', fontSize: 16 }}>We could not load your overview.</p>
          <p style={{ margin: 0 }}>{error.fallbackMessage ?? 'Please try again.'}</p>
        </div>
        <button type="button" style={BUTTON_STYLE} onClick={reload}>
          Retry
        </button>
      </div>
    );
  }

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
              <QubeCard key={qube.id} qube={qube} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
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
