import { BUTTON_STYLE, CARD_STYLE } from './plainStyles';

/** A failed load: what failed, the API's sentence (or 'Please try again.') and Retry (what antd's Alert drew). */
export function PlainLoadError({ title, message, onRetry }: { title: string; message: string | null; onRetry: () => void }) {
  return (
    <div role="alert" style={{ ...CARD_STYLE, padding: '16px 20px', background: '#fff2f0', border: '1px solid #ffccc7', display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: 1 }}>
        <p style={{ margin: '0 0 4px', fontSize: 16 }}>{title}</p>
        <p style={{ margin: 0 }}>{message ?? 'Please try again.'}</p>
      </div>
      <button type="button" style={BUTTON_STYLE} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
