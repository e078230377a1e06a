import { useState } from 'react';
import { Alert, Button, Col, Empty, Row, Select, Skeleton, Tabs, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, QUBE_LIST_LIMIT, readFeatureFlags, useAccountData, useSession, type Page, type Qube } from '@qube/shared';
import { QubeCard } from '../overview/QubeCard';
import { readSortPreference, saveSortPreference, sortQubes, SORT_OPTIONS, type QubeSection } from './qubeSort';

const SECTIONS: { key: QubeSection; label: string; type: Qube['type']; flag: 'web_spend_qubes' | 'web_bill_qubes' | 'web_goal_qubes' }[] = [
  { key: 'spend', label: 'Spending', type: 'spending', flag: 'web_spend_qubes' },
  { key: 'bill', label: 'Bills', type: 'billing', flag: 'web_bill_qubes' },
  { key: 'goal', label: 'Goals', type: 'goal', flag: 'web_goal_qubes' },
];

const storage = (): Storage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

async function loadQubes(accountId: number): Promise<Qube[]> {
  const { data } = await api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT });
  return data.results;
}

/** /qubes (MM-03, MM-04, MM-07 to MM-11): qubes by type, one tab per enabled type, sorted as chosen. */
export function QubesPage() {
  const me = useSession((s) => s.me);
  const flags = readFeatureFlags(true, me?.feature_flags);
  const sections = SECTIONS.filter((s) => flags[s.flag]);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const active = sections.find((s) => `#${s.key}` === hash) ?? sections[0];
  const [sortBySection, setSortBySection] = useState<Record<string, string>>({});
  const { status, data, error, reload } = useAccountData(loadQubes, { reloadOnTransfer: true });

  if (!active) return <Empty description="Qubes are not available for this account." />;
  const sort = sortBySection[active.key] ?? readSortPreference(active.key, storage());
  const chooseSort = (option: string) => {
    saveSortPreference(active.key, option, storage());
    setSortBySection((s) => ({ ...s, [active.key]: option }));
  };

  const list = (() => {
    if (status === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
    if (status === 'error') {
      return <Alert type="error" showIcon title="We could not load your qubes." description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />;
    }
    const qubes = sortQubes(data.filter((q) => q.type === active.type), sort);
    if (qubes.length === 0) return <Empty description={`You have no ${active.label.toLowerCase()} qubes yet.`} />;
    return (
      <Row gutter={[16, 16]}>
        {qubes.map((qube) => (
          <Col key={qube.id} xs={24} sm={12} md={8}>
            <QubeCard qube={qube} />
          </Col>
        ))}
      </Row>
    );
  })();

  return (
    <section aria-labelledby="qubes-title">
      <Typography.Title id="qubes-title" level={1} style={{ fontSize: 28 }}>
        Qubes
      </Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={(key) => navigate({ hash: `#${key}` }, { replace: true })}
        items={sections.map((s) => ({ key: s.key, label: s.label }))}
        tabBarExtraContent={
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <span aria-hidden="true">Sort by</span>
            <Select
              aria-label="Sort by"
              value={sort}
              onChange={chooseSort}
              style={{ minWidth: 200 }}
              options={SORT_OPTIONS[active.key].map((o) => ({ value: o, label: o }))}
            />
          </span>
        }
      />
      {list}
    </section>
  );
}
