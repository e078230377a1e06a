import { useId } from 'react';
import type { PocketForecast } from '@qube/contract/forecast';
import { daysBetween, plusDays, shortDay } from './forecastText';

const WIDTH = 560;
const HEIGHT = 160;
const PAD = { top: 12, right: 8, bottom: 22, left: 8 };
const BELOW_ZERO = '#b3261e';

/**
 * A pocket's projected balance in plain SVG (no chart library: the qube page keeps its budget). The line changes
 * colour where it crosses zero (a gradient stopped at the zero line), the lowest day is marked, and months are ticked.
 * The drawing is hidden from screen readers: the figure's caption says the same in words, and the events table
 * beside it lists every change.
 */
export function ForecastChart({ pocket, from, color }: { pocket: PocketForecast; from: string; color: string }) {
  const gradientId = useId();
  // Drawing sizes only (never money): the balances' strings become numbers for the scale.
  const values = pocket.balances.map(Number);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const x = (i: number) => PAD.left + (i / Math.max(1, values.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((high - v) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const zeroY = y(0);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const lowestIndex = Math.max(0, daysBetween(from, pocket.lowest.date));
  const ticks = values.flatMap((_, i) => {
    const day = plusDays(from, i);
    return day.endsWith('-01') ? [{ i, label: shortDay(day).slice(0, 3) }] : [];
  });
  // Where the zero line sits within the line's own height (the gradient's stop), from 0 (top) to 1 (bottom).
  const zeroStop = Math.min(1, Math.max(0, (zeroY - PAD.top) / (HEIGHT - PAD.top - PAD.bottom)));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }} aria-hidden="true" focusable="false" data-testid="forecast-chart">
      <defs>
        <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1="0" y1={PAD.top} x2="0" y2={HEIGHT - PAD.bottom}>
          <stop offset={zeroStop} stopColor={color} />
          <stop offset={zeroStop} stopColor={BELOW_ZERO} />
        </linearGradient>
      </defs>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={zeroY} y2={zeroY} stroke="#8a8a8e" strokeDasharray="4 4" strokeWidth="1" />
      {ticks.map((tick) => (
        <g key={tick.i}>
          <line x1={x(tick.i)} x2={x(tick.i)} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom + 4} stroke="#8a8a8e" />
          <text x={x(tick.i)} y={HEIGHT - 6} fontSize="11" fill="#5c5c5c" textAnchor="middle">
            {tick.label}
          </text>
        </g>
      ))}
      <polyline points={points} fill="none" stroke={`url(#${gradientId})`} strokeWidth="2" strokeLinejoin="round" data-below-zero={low < 0 ? 'true' : 'false'} />
      <circle cx={x(lowestIndex)} cy={y(values[lowestIndex] ?? 0)} r="4" fill={(values[lowestIndex] ?? 0) < 0 ? BELOW_ZERO : color} data-testid="forecast-lowest" />
      <text x={Math.min(WIDTH - 90, Math.max(0, x(lowestIndex) - 40))} y={Math.min(HEIGHT - PAD.bottom - 4, y(values[lowestIndex] ?? 0) + 16)} fontSize="11" fill="#3a3a3c">
        Lowest {shortDay(pocket.lowest.date)}
      </text>
    </svg>
  );
}
