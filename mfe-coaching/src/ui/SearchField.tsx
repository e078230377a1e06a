import { useEffect, useState } from 'react';
import { Input } from 'antd';

/** A search box that reports its text 400 ms after the last keystroke (or at once on Enter). */
export function SearchField({ label, onSearch, placeholder }: { label: string; onSearch: (text: string) => void; placeholder?: string }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder ?? label}
      allowClear
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
      onSearch={(value) => onSearch(value.trim())}
      style={{ maxWidth: 320 }}
    />
  );
}
