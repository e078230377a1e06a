import { Tabs, Typography } from 'antd';
import { readFeatureFlags, useSession } from '@qube/shared';
import { StatementsSection } from './StatementsSection';
import { ReportsSection } from '../reports/ReportsSection';

/**
 * /statements (ST-01): the account's statements and, with the monthly_reports flag, its monthly reports. The title
 * follows the shell's navigation label.
 */
export function StatementsPage() {
  const withReports = useSession((s) => readFeatureFlags(true, s.me?.feature_flags).monthly_reports);
  const title = withReports ? 'Statements & Reports' : 'Statements';

  return (
    <section aria-labelledby="statements-title">
      <Typography.Title id="statements-title" level={1} style={{ fontSize: 28 }}>
        {title}
      </Typography.Title>
      {withReports ? (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'statements', label: 'Statements', children: <StatementsSection /> },
            { key: 'reports', label: 'Monthly Reports', children: <ReportsSection /> },
          ]}
        />
      ) : (
        <StatementsSection />
      )}
    </section>
  );
}
