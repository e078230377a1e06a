import type { DragEvent } from 'react';
import { Button, Space, Tag } from 'antd';
import type { Qube } from '@qube/shared';
import type { QubeSection } from './qubeSort';
import { QubeCard } from '../overview/QubeCard';

/**
 * One qube on /qubes with its actions. In manual order it can be dragged onto another qube, or
 * moved with the Move up / Move down buttons (the keyboard way, MM-12).
 */
export function QubeTile({ qube, section, manual, onOpen, onEdit, onArchive }: Props) {
  const { name } = qube;
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
      {section === 'spend' && qube.type === 'goal' && <Tag style={{ marginTop: 4 }}>Goal · spending allowed</Tag>}
      <Space wrap size={4} style={{ marginTop: 4 }}>
        <Button size="small" type="link" aria-label={`Open ${name}`} onClick={onOpen}>
          Open
        </Button>
        <Button size="small" type="link" aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" type="link" danger aria-label={`Archive ${name}`} onClick={onArchive}>
          Archive
        </Button>
        {manual && (
          <>
            <Button size="small" aria-label={`Move ${name} up`} disabled={manual.isFirst || manual.isSaving} onClick={() => manual.onMove(-1)}>
              ↑
            </Button>
            <Button size="small" aria-label={`Move ${name} down`} disabled={manual.isLast || manual.isSaving} onClick={() => manual.onMove(1)}>
              ↓
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}

type Props = {
  qube: Qube;
  section: QubeSection;
  /** Present only while the sort is Manual. */
  manual?: { isFirst: boolean; isLast: boolean; isSaving: boolean; onMove: (delta: -1 | 1) => void; onDragStart: () => void; onDrop: () => void };
  onOpen: () => void;
  onEdit: () => void;
  onArchive: () => void;
};
