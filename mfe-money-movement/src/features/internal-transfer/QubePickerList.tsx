import { useState } from 'react';
import { Empty, Input, Tabs } from 'antd';
import { formatMoney, matchesQubeFilter, QUBE_LIST_HEIGHT, type Qube } from '@qube/shared';
import { QUBE_ROW_STYLE } from '../../ui/qubeRowStyle';

/** The qube list of steps 1 and 2 (MM-45, MM-46): Cloud and the qubes, type tabs that exist, and a search. */
export function QubePickerList({ qubes, onPick }: Props) {
  const [tab, setTab] = useState<TabKey>('all');
  const [search, setSearch] = useState('');
  // A tab appears only if such qubes exist (MM-45); spendable goals are spending too (MM-06).
  const tabs = TABS.filter((t) => t.key === 'all' || qubes.some((q) => matchesQubeFilter(q, t.key)));
  const needle = search.trim().toLowerCase();
  const shown = qubes.filter((q) => matchesQubeFilter(q, tab) && q.name.toLowerCase().includes(needle));
  return (
    <div>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} items={tabs.map((t) => ({ key: t.key, label: t.label }))} />
      <Input.Search placeholder="Search all qubes" aria-label="Search all qubes" allowClear value={search} onChange={(event) => setSearch(event.target.value)} />
      <ul aria-label="Qubes" style={{ listStyle: 'none', margin: '12px 0 0', padding: 0, height: QUBE_LIST_HEIGHT, overflowY: 'auto' }}>
        {shown.map((qube) => (
          <li key={qube.id}>
            <button type="button" onClick={() => onPick(qube)} style={QUBE_ROW_STYLE}>
              <span style={{ fontWeight: 600 }}>{qube.name}</span>
              <span>{formatMoney(qube.balance)}</span>
            </button>
          </li>
        ))}
        {shown.length === 0 && <Empty description="No qubes found" />}
      </ul>
    </div>
  );
}

const TABS = [
  { key: 'all', label: 'All' },
  { key: 'spending', label: 'Spending' },
  { key: 'billing', label: 'Bills' },
  { key: 'goal', label: 'Goals' },
] as const;


type TabKey = (typeof TABS)[number]['key'];
type Props = { qubes: Qube[]; onPick: (qube: Qube) => void };
