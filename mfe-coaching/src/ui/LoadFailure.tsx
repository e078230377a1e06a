import { BUTTON_STYLE, CARD_STYLE } from '@qube/shared/ui/plain';

/**
 * A failed load, with the API's sentence when it gave one and a way to try again. Plain markup (what antd's error
 * Alert drew): the portal's frame and its dashboard load no antd.
 */
export function LoadFailure({ title, message, onRetry }: { title: string; message?: string | null; onRetry: () => void }) {
  return (
    <div role="alert" style={{ ...CARD_STYLE, padding: '12px 16px', background: '#fff2f0', border: '1px solid #ffccc7', display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <div style={{ flex: '1 1 200px', color: 'rgba(0,0,0,0.88)' }}>
        <p style={{ margin: 0 }}>{title}</p>
        {message && <p style={{ margin: '4px 0 0' }}>{message}</p>}
      </div>
      <button type="button" style={BUTTON_STYLE} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
