const BAR = { height: 16, borderRadius: 4, background: 'rgba(0,0,0,0.06)', margin: '0 0 16px' } as const;

/** A loading placeholder of grey bars (what antd's Skeleton drew), announced once as busy. */
export function PlainSkeleton({ label, widths = [40, 100, 100, 100, 60] }: { label: string; widths?: number[] }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {widths.map((width, i) => (
        <div key={i} aria-hidden="true" style={{ ...BAR, width: `${width}%` }} />
      ))}
    </div>
  );
}
