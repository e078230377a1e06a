import { useId } from 'react';

export type Bar = {
  label: string;
  /** Drawing size only (a count, or cents): never used as money. */
  size: number;
  /** The value as the reader sees it ('340', '$1,425.50'). */
  shown: string;
  color?: string;
};

const COLORS = ['#1f5fd1', '#3d7be0', '#6b9ae8', '#1a7f5a', '#a15c00'];
const LABEL_WIDTH = 120;
const VALUE_WIDTH = 96;
const ROW = 34;

/**
 * A horizontal bar chart in plain SVG (no chart library in the portal's bundle). Screen readers get
 * the figure's title and a list of every bar's label and value instead of the drawing.
 */
export function BarChart({ title, bars, emptyText = 'Nothing to show yet.' }: { title: string; bars: Bar[]; emptyText?: string }) {
  const titleId = useId();
  const largest = Math.max(0, ...bars.map((bar) => bar.size));
  const height = bars.length * ROW;
  const width = 560;
  const track = width - LABEL_WIDTH - VALUE_WIDTH;
  return (
    <figure aria-labelledby={titleId} style={{ margin: 0 }}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: 8 }}>
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p style={{ color: '#5c5c5c' }}>{emptyText}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width, display: 'block' }} aria-hidden="true" focusable="false">
            {bars.map((bar, index) => {
              const length = largest > 0 ? Math.max(2, (bar.size / largest) * track) : 2;
              const y = index * ROW;
              return (
                <g key={bar.label}>
                  <text x={0} y={y + 21} fontSize="13" fill="#3a3a3c">
                    {bar.label}
                  </text>
                  <rect x={LABEL_WIDTH} y={y + 6} width={length} height={ROW - 12} rx={4} fill={bar.color ?? COLORS[index % COLORS.length]} />
                  <text x={LABEL_WIDTH + length + 8} y={y + 21} fontSize="13" fill="#1d1d1f">
                    {bar.shown}
                  </text>
                </g>
              );
            })}
          </svg>
          <ul style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: 0, padding: 0 }}>
            {bars.map((bar) => (
              <li key={bar.label}>
                {bar.label}: {bar.shown}
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}
