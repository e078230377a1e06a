import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Empty, Row, Select, Skeleton, Tabs, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, ApiError, bus, QUBE_LIST_LIMIT, readFeatureFlags, useAccountData, useSession, type Page, type Qube } from '@qube/shared';
import { ArchiveQubeConfirm } from '../qube-editor/ArchiveQubeConfirm';
import { QubeEditorDialog } from '../qube-editor/QubeEditorDialog';
import type { EditableQubeType } from '../qube-editor/qubeForm';
import { QubeDetailDrawer } from '../qube-detail/QubeDetailDrawer';
import { manualPositions, moveItem, saveManualOrder } from './manualSort';
import { QubeTile } from './QubeTile';
import { readSortPreference, saveSortPreference, sectionQubes, sortQubes, SORT_OPTIONS, type QubeSection } from './qubeSort';

const SECTIONS: { key: QubeSection; label: string; type: EditableQubeType; flag: 'web_spend_qubes' | 'web_bill_qubes' | 'web_goal_qubes' }[] = [
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

/** The editor for a listed qube: its own type (a spendable goal in Spending is still edited as a goal). */
const editableType = (qube: Qube): EditableQubeType => (qube.type === 'billing' || qube.type === 'goal' ? qube.type : 'spending');

/** The qube the query names to open (MM-03: ?qube={id}&isOpen=true). */
const openQubeId = (search: string): number | null => {
  const params = new URLSearchParams(search);
  const id = Number(params.get('qube'));
  return params.get('isOpen') === 'true' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /qubes (MM-03 to MM-14): qubes by type, one tab per enabled type, sorted as chosen; create, edit
 * and archive; manual reordering; ?qube={id}&isOpen=true opens that qube's detail.
 */
export function QubesPage() {
  const me = useSession((s) => s.me);
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const flags = readFeatureFlags(true, me?.feature_flags);
  const sections = SECTIONS.filter((s) => flags[s.flag]);
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const active = sections.find((s) => `#${s.key}` === hash) ?? sections[0];
  const [sortBySection, setSortBySection] = useState<Record<string, string>>({});
  const { status, data, error, reload } = useAccountData(loadQubes, { reloadOnTransfer: true });
  const [editor, setEditor] = useState<{ type: EditableQubeType; qube: Qube | null; count: number } | null>(null);
  const [archiving, setArchiving] = useState<Qube | null>(null);
  // The order just chosen, shown until the list reloads (it belongs to that one `data`).
  const [pendingOrder, setPendingOrder] = useState<{ basedOn: Qube[]; ids: Qube['id'][] } | null>(null);
  const [isSavingOrder, setIsSavingOrder] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const dragged = useRef<number | null>(null);

  useEffect(() => {
    const subscription = bus.on('qubes:changed').subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [reload]);

  const detailId = openQubeId(search);
  const detail = detailId !== null && <QubeDetailDrawer key={detailId} qubeId={detailId} onClose={() => navigate({ search: '', hash }, { replace: true })} />;

  if (!active) return <Empty description="Qubes are not available for this account.">{detail}</Empty>;
  const sort = sortBySection[active.key] ?? readSortPreference(active.key, storage());
  const isManual = sort === 'Manual';
  const chooseSort = (option: string) => {
    saveSortPreference(active.key, option, storage());
    setSortBySection((s) => ({ ...s, [active.key]: option }));
  };

  const ordered = (qubes: Qube[]): Qube[] => {
    const sorted = sortQubes(qubes, sort);
    if (!isManual || !pendingOrder || pendingOrder.basedOn !== data) return sorted;
    const rank = (q: Qube) => pendingOrder.ids.indexOf(q.id);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  };

  const reorder = async (qubes: Qube[], from: number, to: number) => {
    if (accountId === null || !data || from === to) return;
    const next = moveItem(qubes, from, to);
    setPendingOrder({ basedOn: data, ids: next.map((q) => q.id) });
    setOrderError(null);
    setIsSavingOrder(true);
    try {
      await saveManualOrder(accountId, manualPositions(next, new Date()));
      bus.emit('qubes:changed', {});
    } catch (caught) {
      setPendingOrder(null);
      setOrderError((caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not save the new order. Please try again.');
    } finally {
      setIsSavingOrder(false);
    }
  };

  const openDetail = (qube: Qube) => navigate({ search: `?qube=${qube.id}&isOpen=true`, hash });

  const list = (() => {
    if (status === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
    if (status === 'error') {
      return <Alert type="error" showIcon title="We could not load your qubes." description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />;
    }
    const qubes = ordered(sectionQubes(data, active.key));
    if (qubes.length === 0) return <Empty description={`You have no ${active.label.toLowerCase()} qubes yet.`} />;
    return (
      <Row gutter={[16, 16]}>
        {qubes.map((qube, index) => (
          <Col key={qube.id} xs={24} sm={12} md={8}>
            <QubeTile
              qube={qube}
              section={active.key}
              manual={
                isManual
                  ? {
                      isFirst: index === 0,
                      isLast: index === qubes.length - 1,
                      isSaving: isSavingOrder,
                      onMove: (delta) => void reorder(qubes, index, index + delta),
                      onDragStart: () => {
                        dragged.current = index;
                      },
                      onDrop: () => {
                        const from = dragged.current;
                        dragged.current = null;
                        if (from !== null) void reorder(qubes, from, index);
                      },
                    }
                  : undefined
              }
              onOpen={() => openDetail(qube)}
              onEdit={() => setEditor((e) => ({ type: editableType(qube), qube, count: (e?.count ?? 0) + 1 }))}
              onArchive={() => setArchiving(qube)}
            />
          </Col>
        ))}
      </Row>
    );
  })();

  return (
    <section aria-labelledby="qubes-title">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <Typography.Title id="qubes-title" level={1} style={{ fontSize: 28 }}>
          Qubes
        </Typography.Title>
        <Button type="primary" onClick={() => setEditor((e) => ({ type: active.type, qube: null, count: (e?.count ?? 0) + 1 }))}>
          Create Qube
        </Button>
      </div>
      {/* The sort sits beside the tabs, not in their bar: a tab list may hold only tabs. */}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
        <Tabs
          activeKey={active.key}
          onChange={(key) => navigate({ hash: `#${key}` }, { replace: true })}
          items={sections.map((s) => ({ key: s.key, label: s.label }))}
          style={{ flex: '1 1 320px' }}
        />
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
          <span aria-hidden="true">Sort by</span>
          <Select
            aria-label="Sort by"
            value={sort}
            onChange={chooseSort}
            style={{ minWidth: 200 }}
            options={SORT_OPTIONS[active.key].map((o) => ({ value: o, label: o }))}
          />
        </span>
      </div>
      {isManual && status === 'ready' && (
        <Typography.Paragraph type="secondary">Drag a qube, or use its ↑ and ↓ buttons, to change the order.</Typography.Paragraph>
      )}
      {orderError && <Alert type="error" showIcon title={orderError} style={{ marginBottom: 16 }} />}
      {list}
      {editor && (
        <QubeEditorDialog
          key={editor.count}
          type={editor.type}
          qube={editor.qube}
          onClose={() => setEditor(null)}
          onSaved={() => setEditor(null)}
        />
      )}
      {archiving && <ArchiveQubeConfirm qube={archiving} onClose={() => setArchiving(null)} onArchived={() => setArchiving(null)} />}
      {detail}
    </section>
  );
}
