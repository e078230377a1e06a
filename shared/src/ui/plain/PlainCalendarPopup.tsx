import { Suspense, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_VALUE_FORMAT } from '../../domain/dates';

/**
 * What a date field's calendar must take: antd's `Calendar` fits it as it is. The kit never imports antd (a first
 * view in plain markup must not load it), so each area hands its own, loaded on demand and in its antd theme
 * (money movement's `lazyInTheme`, the portal's `lazyWithin` + `AntdFrame`).
 */
export type PlainCalendarProps = {
  fullscreen: boolean;
  value?: Dayjs;
  onSelect: (day: Dayjs, info: { source: string }) => void;
};

/**
 * The box under a plain date field (PlainDateField) that holds the area's calendar, shown only once the person opens
 * it. Picking a day chooses it; a click elsewhere closes it (Escape too: the field handles it). Typing stays the
 * keyboard's way to a date.
 */
export function PlainCalendarPopup({ label, value, onPick, onClose, Calendar }: Props) {
  const box = useRef<HTMLDivElement>(null);

  // A field near the right edge (the second date field on a phone) would push the box off screen: it moves left
  // just enough to stay inside the viewport, before the first paint.
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const overflow = node.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) node.style.left = `${-overflow}px`;
  }, []);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      const holder = box.current?.parentElement;
      if (event.target instanceof Node && holder && !holder.contains(event.target) && !isInCalendarPopup(event.target)) onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [onClose]);

  return (
    <div
      ref={box}
      role="dialog"
      aria-label={`${label} calendar`}
      style={{ position: 'absolute', top: 36, left: 0, zIndex: 1050, width: 300, maxWidth: 'calc(100vw - 32px)', background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.08)' }}
    >
      {/* The calendar's code arrives on the first open: the box stays empty meanwhile (the field is usable). */}
      <Suspense fallback={null}>
        <Calendar
          fullscreen={false}
          value={value ? dayjs(value) : undefined}
          onSelect={(day, { source }) => {
            if (source === 'date') onPick(day.format(DATE_VALUE_FORMAT));
          }}
        />
      </Suspense>
    </div>
  );
}

// The month and year choices of antd's calendar header open their own option lists (in a popup elsewhere in the
// page), which count as inside.
const isInCalendarPopup = (node: Node) => node instanceof Element && node.closest('.ant-select-dropdown') !== null;

type Props = {
  label: string;
  /** 'YYYY-MM-DD' or '' (no date yet: the calendar shows today's month). */
  value: string;
  onPick: (day: string) => void;
  onClose: () => void;
  Calendar: ComponentType<PlainCalendarProps>;
};
