import { createRoot } from 'react-dom/client';
import { useStore } from 'zustand';
import { activeOverridesStore } from './activeOverrides';
import { clearRemoteOverrides, type RemoteOverride } from './overrides';

/**
 * The pill shown while a remote is overridden for this browser (design.md): which remote comes
 * from where, and 'Clear', which forgets the override and reloads with the deployed remotes.
 */
export function OverrideBadge({ overrides, onClear }: { overrides: RemoteOverride[]; onClear: () => void }) {
  if (overrides.length === 0) return null;
  return (
    <div
      role="status"
      aria-label="Remote override"
      style={{
        position: 'fixed',
        left: 12,
        bottom: 12,
        zIndex: 2000,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        maxWidth: 'calc(100vw - 24px)',
        padding: '6px 8px 6px 14px',
        borderRadius: 999,
        background: '#7a2e0e',
        color: '#fff',
        fontSize: 13,
        fontFamily: 'sans-serif',
        boxShadow: '0 2px 8px rgba(0,0,0,.25)',
      }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {overrides.map((o) => `Override: ${o.name} → ${o.url}`).join(' · ')}
      </span>
      <button type="button" onClick={onClear} style={{ border: 0, borderRadius: 999, padding: '2px 10px', background: '#fff', color: '#7a2e0e', cursor: 'pointer', font: 'inherit' }}>
        Clear
      </button>
    </div>
  );
}

/** The overrides still in force: one the manifest guard refused leaves the badge. */
function LiveOverrideBadge() {
  const overrides = useStore(activeOverridesStore, (s) => s.active);
  return (
    <OverrideBadge
      overrides={overrides}
      onClear={() => {
        clearRemoteOverrides();
        location.reload();
      }}
    />
  );
}

/** Renders the badge in its own root, outside the shell's React tree. */
export function showOverrideBadge(overrides: RemoteOverride[]): void {
  if (overrides.length === 0) return;
  const element = document.createElement('div');
  element.id = 'qube-override-badge';
  document.body.appendChild(element);
  createRoot(element).render(<LiveOverrideBadge />);
}
