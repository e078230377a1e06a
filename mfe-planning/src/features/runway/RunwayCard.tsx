import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useAccountData } from '@qube/shared';
import { apiMessage } from '../../ui/apiMessage';
import { loadRunway } from './runwayApi';
import { RunwayMonth } from './RunwayMonth';
import { runwaySummary } from './runwaySummary';

/**
 * The runway (PL-25): how long the money lasts if the plan holds, as each month's ending balance. Reloads on an account
 * switch and whenever balances or budgets may have changed (a transfer, a saved budget, a purchase seen live). No
 * current budget: nothing to project, so no card.
 */
export function RunwayCard() {
  const { status, data, error, reload } = useAccountData(loadRunway, { reloadOnTransfer: true });
  if (status === 'ready' && data === null) return null;
  const summary = data ? runwaySummary(data) : null;

  return (
    <Card title={<h2 style={HEADING}>Runway</h2>} style={{ marginTop: 16 }}>
      {status === 'loading' && (
        <div role="status" aria-busy="true" aria-label="Loading your runway">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      )}
      {status === 'error' && (
        <Alert type="error" showIcon title="We could not load your runway." description={apiMessage(error)} action={<Button onClick={reload}>Retry</Button>} />
      )}
      {summary &&
        (summary.isWarning ? (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={summary.text} />
        ) : (
          <Typography.Paragraph style={{ marginBottom: 12 }}>{summary.text}</Typography.Paragraph>
        ))}
      {data && (
        <ol aria-label="Balance at the end of each month" style={LIST}>
          {data.map((entry) => (
            <RunwayMonth key={entry.start_date} entry={entry} />
          ))}
        </ol>
      )}
    </Card>
  );
}

const HEADING = { fontSize: 16, fontWeight: 600, margin: 0 } as const;
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
