import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

/** The API's note limit (search notes: 250 characters). */
const NOTE_MAX = 250;
/** MM-23: a note is saved 500 ms after typing stops. */
export const NOTE_DEBOUNCE_MS = 500;

/**
 * The editable note (title) of an item (MM-22, MM-23). Saves 500 ms after the last keystroke; a pending save
 * is made at once when the field goes away (the dialog closes), so no typing is lost.
 */
export function NoteField({ initial, onSave }: { initial: string; onSave: (note: string) => Promise<void> }) {
  const [note, setNote] = useState(initial);
  const saved = useRef(initial);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: string } | null>(null);
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  });

  const flush = (value: string) => {
    pending.current = null;
    if (value === saved.current) return;
    const previous = saved.current;
    saved.current = value;
    // A failed save is retried by the next keystroke.
    save.current(value).catch(() => {
      if (saved.current === value) saved.current = previous;
    });
  };

  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      flush(pending.current.value);
    },
    // Runs once, on unmount.
    [],
  );

  const change = (value: string) => {
    setNote(value);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { value, timer: setTimeout(() => flush(value), NOTE_DEBOUNCE_MS) };
  };

  return (
    <Input.TextArea
      aria-label="Note"
      placeholder="Add Note Here"
      autoSize={{ minRows: 2, maxRows: 5 }}
      maxLength={NOTE_MAX}
      value={note}
      onChange={(event) => change(event.target.value)}
    />
  );
}
