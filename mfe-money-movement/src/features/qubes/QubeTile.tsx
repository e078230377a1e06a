import type { CSSProperties, DragEvent } from 'react';
import type { Qube } from '@qube/shared';
import { BUTTON_STYLE, linkButtonStyle } from '@qube/shared/ui/plain';
import type { QubeSection } from './qubeSort';
import { QubeCard } from '../overview/QubeCard';
import { CHIP_STYLE } from '../../ui/plainChip';

/** The theme's error colour (themeTokens' colorError): 4.5:1 on white, as antd's danger link drew it. */
const DANGER = '#b42318';
const SMALL_BUTTON: CSSProperties = { ...BUTTON_STYLE, minHeight: 24, padding: '0 7px', borderRadius: 4 };
const DISABLED: CSSProperties = { color: 'rgba(0,0,0,0.25)', background: 'rgba(0,0,0,0.04)', cursor: 'not-allowed' };

/**
 * One qube on /qubes with its actions, in plain markup (the page's first view loads no antd). In manual order it
 * can be dragged onto another qube, or moved with the Move up / Move down buttons (the keyboard way, MM-12).
 */
export function QubeTile({ qube, section, color, manual, onOpen, onEdit, onArchive }: Props) {
  const { name } = qube;
  const link = { ...linkButtonStyle(color), padding: '0 7px', minHeight: 24 };
  const move = (isDisabled: boolean): CSSProperties => (isDisabled ? { ...SMALL_BUTTON, ...DISABLED } : SMALL_BUTTON);
  return (
    <div
      draggable={manual !== undefined}
      onDragStart={manual ? (event: DragEvent) => {
        event.dataTransfer?.setData('text/plain', String(qube.id));
        manual.onDragStart();
      } : undefined}
      onDragOver={manual ? (event: DragEvent) => event.preventDefault() : undefined}
      onDrop={manual ? (event: DragEvent) => {
        event.preventDefault();
        manual.onDrop();
      } : undefined}
      style={{ cursor: manual ? 'grab' : undefined }}
    >
      <QubeCard qube={qube} />
      {section === 'spend' && qube.type === 'goal' && <span style={{ ...CHIP_STYLE, marginTop: 4 }}>Goal · spending allowed</span>}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, marginTop: 4 }}>
        <button type="button" style={link} aria-label={`Open ${name}`} onClick={onOpen}>
          Open
        </button>
        <button type="button" style={link} aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </button>
        <button type="button" style={{ ...link, color: DANGER }} aria-label={`Archive ${name}`} onClick={onArchive}>
          Archive
        </button>
        {manual && (
          <>
            <button type="button" style={move(manual.isFirst || manual.isSaving)} aria-label={`Move ${name} up`} disabled={manual.isFirst || manual.isSaving} onClick={() => manual.onMove(-1)}>
              ↑
            </button>
            <button type="button" style={move(manual.isLast || manual.isSaving)} aria-label={`Move ${name} down`} disabled={manual.isLast || manual.isSaving} onClick={() => manual.onMove(1)}>
              ↓
            </button>
          </>
        )}
      </div>
    </div>
  );
}

type Props = {
  qube: Qube;
  section: QubeSection;
  /** The theme's primary colour, for the link-looking actions. */
  color: string;
  /** Present only while the sort is Manual. */
  manual?: { isFirst: boolean; isLast: boolean; isSaving: boolean; onMove: (delta: -1 | 1) => void; onDragStart: () => void; onDrop: () => void };
  onOpen: () => void;
  onEdit: () => void;
  onArchive: () => void;
};
