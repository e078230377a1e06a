import { useEffect, useRef, useState } from 'react';
import { INPUT_STYLE } from '@qube/shared/ui/plain';

/**
 * A search box that reports its text 400 ms after the last keystroke (or at once on Enter). Plain markup: a native
 * search field (its own clear button and Escape to clear), no antd on a list's first view.
 */
export function SearchField({ label, onSearch, placeholder }: { label: string; onSearch: (text: string) => void; placeholder?: string }) {
  const [text, setText] = useState('');
  // What the list was last told: the box reports only a change of it, so its first render (or a keystroke that only
  // adds a space) does not send the list back to its first page after the person turned a page.
  const reported = useRef('');
  const report = (next: string) => {
    if (next === reported.current) return;
    reported.current = next;
    onSearch(next);
  };
  useEffect(() => {
    const timer = setTimeout(() => report(text.trim()), 400);
    return () => clearTimeout(timer);
    // `report` reads the newest onSearch through this render's closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, onSearch]);
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') report(e.currentTarget.value.trim());
      }}
      style={{ ...INPUT_STYLE, maxWidth: 320 }}
    />
  );
}
