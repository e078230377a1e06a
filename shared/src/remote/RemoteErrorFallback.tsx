type Props = {
  /** The area's name as users know it ('Overview', 'Planning'). */
  areaLabel: string;
  /** What went wrong, in words a user can act on. */
  detail?: string;
  onRetry: () => void;
};

/**
 * The one fallback every area shows in its own region when its code fails to load or throws.
 * Plain React with inline styles: it must render even when the area's UI library did not load.
 */
export function RemoteErrorFallback({ areaLabel, detail, onRetry }: Props) {
  return (
    <section
      role="alert"
      aria-label={`${areaLabel} unavailable`}
      style={{ margin: '32px auto', maxWidth: 480, padding: 24, border: '1px solid #f0c0c0', borderRadius: 12, background: '#fff8f8', textAlign: 'center', fontFamily: 'inherit' }}
    >
      <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{areaLabel} could not be loaded</h2>
      <p style={{ margin: '0 0 16px', color: '#5c5c5c' }}>
        {detail ?? 'This part of Qube is not available right now. The rest of the site still works.'}
      </p>
      <button
        type="button"
        onClick={onRetry}
        style={{ padding: '8px 20px', borderRadius: 8, border: '1px solid #1f6feb', background: '#1f6feb', color: '#fff', fontSize: 15, cursor: 'pointer' }}
      >
        Retry
      </button>
    </section>
  );
}
