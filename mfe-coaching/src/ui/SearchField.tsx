import { useEffect, useState } from 'react';
import { INPUT_STYLE } from '@qube/shared/ui/plain';

/**
 * A search box that reports its text 400 ms after the last keystroke (or at once on Enter). Plain markup: a native
 * search field (its own clear button and Escape to clear), no antd on a list's first view.
 */
export function SearchField({ label, onSearch, placeholder }: { label: string; onSearch: (text: string) => void; placeholder?: string }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 400);
    return () => clearTimeout(timer);
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
        if (e.key === 'Enter') onSearch(e.currentTarget.value.trim());
      }}
      style={{ ...INPUT_STYLE, maxWidth: 320 }}
    />
  );
}
