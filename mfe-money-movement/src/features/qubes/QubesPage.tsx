import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, bus, getApiConfig, readFeatureFlags, themeTokens, useSession, type Qube } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { GRID_STYLE, PlainLoadError, PlainSkeleton, PlainTabs, primaryButtonStyle, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import type { EditableQubeType } from '../qube-editor/qubeForm';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { QubeDetailDrawer } from '../qube-detail/QubeDetailDrawer';
import { manualPositions, moveItem, saveManualOrder } from './manualSort';
import { qubeListRead } from './qubeListRead';
import { QubeTile } from './QubeTile';
import { readSortPreference, saveSortPreference, sectionQubes, sortQubes, SORT_OPTIONS, type QubeSection } from './qubeSort';

const SECTIONS: { key: QubeSection; label: string; type: EditableQubeType; flag: 'web_spend_qubes' | 'web_bill_qubes' | 'web_goal_qubes' }[] = [
  { key: 'spend', label: 'Spending', type: 'spending', flag: 'web_spend_qubes' },
  { key: 'bill', label: 'Bills', type: 'billing', flag: 'web_bill_qubes' },
  { key: 'goal', label: 'Goals', type: 'goal', flag: 'web_goal_qubes' },
];

// The page's first view, a qube's drawer included, is plain markup (docs/adr/0015-plain-markup-first-views.md); its
// dialogs are antd, each loaded when it first opens.
const QubeEditorDialog = lazyInTheme(() => import('../qube-editor/QubeEditorDialog').then((m) => m.QubeEditorDialog));
const ArchiveQubeConfirm = lazyInTheme(() => import('../qube-editor/ArchiveQubeConfirm').then((m) => m.ArchiveQubeConfirm));

const storage = (): Storage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

// The first load takes the list the area asked for as it mounted (qubeListRead), if it is still good.
const loadQubes = (accountId: number): Promise<Qube[]> => qubeListRead.load(accountId);

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
  const { status, data, error, reload } = useAccountData(['qubes'], loadQubes, { reloadOnTransfer: true });
  const [editor, setEditor] = useState<{ type: EditableQubeType; qube: Qube | null; count: number } | null>(null);
  const [archiving, setArchiving] = useState<Qube | null>(null);
  // The order just chosen, shown until the list reloads (it belongs to that one `data`).
  const [pendingOrder, setPendingOrder] = useState<{ basedOn: Qube[]; ids: Qube['id'][] } | null>(null);
  const [isSavingOrder, setIsSavingOrder] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const dragged = useRef<number | null>(null);

  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const detailId = openQubeId(search);
  // A qube's page (plain, like the list) reads its qube and lists alongside the list, and opens over it at once.
  const detail = detailId !== null && <QubeDetailDrawer key={detailId} qubeId={detailId} onClose={() => navigate({ search: '', hash }, { replace: true })} />;

  if (!active) {
    return (
      <>
        <p style={{ ...SECONDARY_TEXT, textAlign: 'center' }}>Qubes are not available for this account.</p>
        {detail}
      </>
    );
  }
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
    if (status === 'loading') return <PlainSkeleton label="Loading your qubes" widths={[100, 100, 100, 60]} />;
    if (status === 'error') return <PlainLoadError title="We could not load your qubes." message={error.fallbackMessage} onRetry={reload} />;
    const qubes = ordered(sectionQubes(data, active.key));
    if (qubes.length === 0) return <p style={{ ...SECONDARY_TEXT, textAlign: 'center' }}>{`You have no ${active.label.toLowerCase()} qubes yet.`}</p>;
    return (
      <div style={GRID_STYLE}>
        {qubes.map((qube, index) => (
          <QubeTile
            key={qube.id}
            qube={qube}
            section={active.key}
            color={primary}
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
        ))}
      </div>
    );
  })();

  return (
    <section aria-labelledby="qubes-title">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 8 }}>
        <h1 id="qubes-title" style={{ ...TITLE_STYLE, fontSize: 28, margin: 0 }}>
          Qubes
        </h1>
        <button type="button" style={primaryButtonStyle(primary)} onClick={() => setEditor((e) => ({ type: active.type, qube: null, count: (e?.count ?? 0) + 1 }))}>
          Create Qube
        </button>
      </div>
      <PlainTabs
        tabs={sections.map((s) => ({ key: s.key, label: s.label }))}
        color={primary}
        label="Qube types"
        activeKey={active.key}
        onChange={(key) => navigate({ hash: `#${key}` }, { replace: true })}
        extra={
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            Sort by
            <select value={sort} onChange={(event) => chooseSort(event.target.value)} style={SELECT_STYLE}>
              {SORT_OPTIONS[active.key].map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {() => (
          <>
            {isManual && status === 'ready' && <p style={{ ...SECONDARY_TEXT, marginTop: 0 }}>Drag a qube, or use its ↑ and ↓ buttons, to change the order.</p>}
            {orderError && (
              <p role="alert" style={ORDER_ERROR_STYLE}>
                {orderError}
              </p>
            )}
            {list}
          </>
        )}
      </PlainTabs>
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

const SELECT_STYLE = { font: 'inherit', minWidth: 200, minHeight: 32, padding: '4px 8px', borderRadius: 8, border: '1px solid #d9d9d9', background: '#fff', color: 'rgba(0,0,0,0.88)' } as const;
const ORDER_ERROR_STYLE = { margin: '0 0 16px', padding: '8px 12px', borderRadius: 8, background: '#fff2f0', border: '1px solid #ffccc7', color: 'rgba(0,0,0,0.88)' } as const;
