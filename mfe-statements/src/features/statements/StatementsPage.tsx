import { getApiConfig, readFeatureFlags, themeTokens, useSession } from '@qube/shared';
import { PlainTabs, TITLE_STYLE } from '@qube/shared/ui/plain';
import { StatementsSection } from './StatementsSection';
import { ReportsSection } from '../reports/ReportsSection';

const TABS = [
  { key: 'statements', label: 'Statements' },
  { key: 'reports', label: 'Monthly Reports' },
];

/**
 * /statements (ST-01): the account's statements and, with the monthly_reports flag, its monthly reports. The title
 * follows the shell's navigation label. Plain markup: no antd on the page's first view
 * (docs/adr/0015-plain-markup-first-views.md).
 */
export function StatementsPage() {
  const withReports = useSession((s) => readFeatureFlags(true, s.me?.feature_flags).monthly_reports);
  const title = withReports ? 'Statements & Reports' : 'Statements';

  return (
    <section aria-labelledby="statements-title">
      <h1 id="statements-title" style={{ ...TITLE_STYLE, fontSize: 28 }}>
        {title}
      </h1>
      {withReports ? (
        <PlainTabs tabs={TABS} color={themeTokens(getApiConfig().companyId).colorPrimary} label={title}>
          {(key) => (key === 'reports' ? <ReportsSection /> : <StatementsSection />)}
        </PlainTabs>
      ) : (
        <StatementsSection />
      )}
    </section>
  );
}
