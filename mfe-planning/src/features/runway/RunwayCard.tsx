import { useAccountData } from '@qube/shared/account-data';
import { PlainAlert, PlainCard, PlainLoadError, PlainSkeleton } from '@qube/shared/ui/plain';
import { apiMessage } from '../../ui/apiMessage';
import { loadRunway } from './runwayApi';
import { RunwayMonth } from './RunwayMonth';
import { runwaySummary } from './runwaySummary';

/**
 * The runway (PL-25): how long the money lasts if the plan holds, as each month's ending balance. Reloads on an account
 * switch and whenever balances or budgets may have changed (a transfer, a saved budget, a purchase seen live). No
 * current budget: nothing to project, so no card. Plain markup: part of the page's first view.
 */
export function RunwayCard() {
  const { status, data, error, reload } = useAccountData(['runway'], loadRunway, { reloadOnTransfer: true });
  if (status === 'ready' && data === null) return null;
  const summary = data ? runwaySummary(data) : null;

  return (
    <PlainCard title="Runway" style={{ marginTop: 16 }}>
      {status === 'loading' && <PlainSkeleton label="Loading your runway" widths={[100, 100, 100, 60]} />}
      {status === 'error' && <PlainLoadError title="We could not load your runway." message={apiMessage(error)} onRetry={reload} />}
      {summary &&
        (summary.isWarning ? (
          <PlainAlert type="warning" role="alert" style={{ marginBottom: 12 }} title={summary.text} />
        ) : (
          <p style={{ margin: '0 0 12px' }}>{summary.text}</p>
        ))}
      {data && (
        <ol aria-label="Balance at the end of each month" style={LIST}>
          {data.map((entry) => (
            <RunwayMonth key={entry.start_date} entry={entry} />
          ))}
        </ol>
      )}
    </PlainCard>
  );
}

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
