import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its key (what `onChange` receives) and its visible label. */
export type PlainTabItem = { key: string; label: string };

type Props = {
  tabs: PlainTabItem[];
  /** The theme's colour for the chosen tab (`themeTokens(...).colorPrimary`): 4.5:1 on white. */
  color: string;
  /** Controlled: the shown tab (the URL's hash, say). Without it the tabs keep their own, starting at the first. */
  activeKey?: string;
  onChange?: (key: string) => void;
  /** The tab list's accessible name. */
  label?: string;
  /** Drawn beside the tab list, outside it (a tab list may hold only tabs): a sort choice, say. */
  extra?: ReactNode;
  /** The shown tab's panel; only that one is rendered. */
  children: (activeKey: string) => ReactNode;
};

const TAB_STYLE = { font: 'inherit', padding: '12px 0', margin: '0 32px 0 0', border: 0, borderBottomWidth: 2, borderBottomStyle: 'solid', borderBottomColor: 'transparent', background: 'none', cursor: 'pointer', color: 'rgba(0,0,0,0.88)' } as const;

/**
 * Tabs in plain markup (what antd's Tabs drew, without antd on a first view), after the WAI-ARIA tabs pattern: only
 * the chosen tab is in the Tab order (roving tabindex); arrow keys, Home and End move to a tab and show it (automatic
 * activation, as antd's Tabs do).
 */
export function PlainTabs({ tabs, color, activeKey, onChange, label, extra, children }: Props) {
  const [ownKey, setOwnKey] = useState(tabs[0]?.key ?? '');
  const requested = activeKey ?? ownKey;
  const active = tabs.some((t) => t.key === requested) ? requested : (tabs[0]?.key ?? '');
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const choose = (key: string) => {
    setOwnKey(key);
    if (key !== active) onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === active);
    const last = tabs.length - 1;
    const target = ({ ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index <= 0 ? last : index - 1, Home: 0, End: last } as Record<string, number>)[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    choose(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
        <div role="tablist" aria-label={label} onKeyDown={onKeyDown} style={{ display: 'flex', flex: '1 1 240px', borderBottom: '1px solid #f0f0f0', overflowX: 'auto' }}>
          {tabs.map((tab) => {
            const isSelected = tab.key === active;
            return (
              <button
                key={tab.key}
                ref={(node) => {
                  if (node) refs.current.set(tab.key, node);
                  else refs.current.delete(tab.key);
                }}
                type="button"
                role="tab"
                id={tabId(tab.key)}
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId(tab.key) : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => choose(tab.key)}
                style={isSelected ? { ...TAB_STYLE, color, borderBottomColor: color } : TAB_STYLE}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {extra}
      </div>
      {active && (
        <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0}>
          {children(active)}
        </div>
      )}
    </div>
  );
}
