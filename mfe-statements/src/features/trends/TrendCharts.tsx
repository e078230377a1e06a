import type { Trends } from './trendsModel';

const COLORS = ['#1f5fd1', '#1a7f5a', '#a15c00', '#7a3fb0', '#b3261e', '#3d7be0', '#5c6b00', '#8a3b00', '#00696b', '#595959'];
export const colorOf = (index: number) => COLORS[index % COLORS.length] ?? '#595959';

const WIDTH = 560;
const HEIGHT = 180;
const BOTTOM = 22;

// Drawing sizes only (never money): cents become numbers for the scale.
const n = (cents: bigint) => Number(cents);

/**
 * Spending by qube, one stacked bar per month, in plain SVG (no chart library: the page keeps its budget). Hidden from
 * screen readers: the table beside it has every number.
 */
export function StackedMonths({ trends }: { trends: Trends }) {
  const totals = trends.months.map((_, i) => trends.pockets.reduce((sum, p) => sum + n(p.perMonth[i] ?? 0n), 0));
  const top = Math.max(1, ...totals);
  const slot = WIDTH / Math.max(1, trends.months.length);
  const bar = Math.min(48, slot * 0.6);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }} aria-hidden="true" focusable="false" data-testid="spending-chart">
      {trends.months.map((month, i) => {
        let y = HEIGHT - BOTTOM;
        const x = i * slot + (slot - bar) / 2;
        return (
          <g key={month.month}>
            {trends.pockets.map((pocket, k) => {
              const h = (n(pocket.perMonth[i] ?? 0n) / top) * (HEIGHT - BOTTOM - 8);
              y -= h;
              return h > 0 ? <rect key={pocket.key} x={x} y={y} width={bar} height={h} fill={colorOf(k)} /> : null;
            })}
            <text x={x + bar / 2} y={HEIGHT - 6} fontSize="11" textAnchor="middle" fill="#595959">
              {month.name.slice(0, 3)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Money in and out per month, side by side. */
export function InOutMonths({ trends }: { trends: Trends }) {
  const top = Math.max(1, ...trends.months.flatMap((m) => [n(m.moneyIn), n(m.moneyOut)]));
  const slot = WIDTH / Math.max(1, trends.months.length);
  const bar = Math.min(22, slot * 0.3);
  const h = (cents: bigint) => (n(cents) / top) * (HEIGHT - BOTTOM - 8);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }} aria-hidden="true" focusable="false" data-testid="in-out-chart">
      {trends.months.map((month, i) => {
        const x = i * slot + slot / 2 - bar;
        return (
          <g key={month.month}>
            <rect x={x} y={HEIGHT - BOTTOM - h(month.moneyIn)} width={bar} height={h(month.moneyIn)} fill="#1a7f5a" />
            <rect x={x + bar} y={HEIGHT - BOTTOM - h(month.moneyOut)} width={bar} height={h(month.moneyOut)} fill="#b3261e" />
            <text x={x + bar} y={HEIGHT - 6} fontSize="11" textAnchor="middle" fill="#595959">
              {month.name.slice(0, 3)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
