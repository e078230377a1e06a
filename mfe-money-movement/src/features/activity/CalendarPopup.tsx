import { useEffect, useRef } from 'react';
import { Calendar } from 'antd';
import dayjs from 'dayjs';
import { DATE_VALUE_FORMAT } from '@qube/shared';

/**
 * antd's month calendar under a plain date field (PlainDateField), loaded only when the person opens it. Picking a
 * day chooses it; a click elsewhere closes it (Escape too: the field handles it). Typing stays the keyboard's way to a date.
 */
export function CalendarPopup({ label, value, onPick, onClose }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      const holder = box.current?.parentElement;
      if (event.target instanceof Node && holder && !holder.contains(event.target) && !isInAntdPopup(event.target)) onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [onClose]);

  return (
    <div
      ref={box}
      role="dialog"
      aria-label={`${label} calendar`}
      style={{ position: 'absolute', top: 36, left: 0, zIndex: 1050, width: 300, background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.08)' }}
    >
      <Calendar
        fullscreen={false}
        value={value ? dayjs(value) : undefined}
        onSelect={(day, { source }) => {
          if (source === 'date') onPick(day.format(DATE_VALUE_FORMAT));
        }}
      />
    </div>
  );
}

// The month and year choices of the calendar's header open their own option lists, which count as inside.
const isInAntdPopup = (node: Node) => node instanceof Element && node.closest('.ant-select-dropdown') !== null;

type Props = { label: string; value: string; onPick: (day: string) => void; onClose: () => void };
