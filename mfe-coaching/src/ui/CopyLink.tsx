import { useId } from 'react';
import { App, Button, Input, Space } from 'antd';

/**
 * A share link in a read-only field with 'Copy link': the field can be selected by hand where the
 * clipboard is refused (an older browser, a page without permission).
 */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const { message } = App.useApp();
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      void message.success('Link copied.');
    } catch {
      void message.error('Could not copy the link. Select it and copy it by hand.');
    }
  }
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button onClick={() => void copy()} aria-label={`Copy link: ${label}`}>
          Copy link
        </Button>
      </Space.Compact>
    </div>
  );
}
