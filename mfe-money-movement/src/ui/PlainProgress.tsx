import type { CSSProperties } from 'react';

/**
 * A progress line with its percentage (what antd's Progress drew), in plain markup: a progressbar named by `label`,
 * its value 0-100 in `aria-valuenow`. `percent` is already a whole number (see `progressPercent`).
 */
export function PlainProgress({ percent, label, color }: { percent: number; label: string; color: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={ROW_STYLE}>
      <div aria-hidden="true" style={TRACK_STYLE}>
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 100, background: color }} />
      </div>
      <span aria-hidden="true" style={TEXT_STYLE}>
        {percent}%
      </span>
    </div>
  );
}

const ROW_STYLE: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, margin: '0 0 4px' };
const TRACK_STYLE: CSSProperties = { flex: 1, height: 8, borderRadius: 100, background: 'rgba(0,0,0,0.06)', overflow: 'hidden' };
const TEXT_STYLE: CSSProperties = { minWidth: '2.5em', fontSize: 14, color: 'rgba(0,0,0,0.88)' };
