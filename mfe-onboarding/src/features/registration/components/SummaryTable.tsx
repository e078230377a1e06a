import type { ReactNode } from 'react';

/** One line of a summary: what it is and its value. */
export type SummaryRow = { key: string; label: string; value: ReactNode };

const CELL = { padding: '8px 16px', border: '1px solid #f0f0f0', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * A step's summary (what antd's bordered Descriptions drew) in plain markup: a real table, each line's label a row
 * header, so a screen reader reads each value with its label.
 */
export function SummaryTable({ label, rows }: { label: string; rows: SummaryRow[] }) {
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 24, fontSize: 14 }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={{ ...CELL, fontWeight: 400, background: '#fafafa', color: 'rgba(0,0,0,0.88)', width: '40%' }}>
              {row.label}
            </th>
            <td style={CELL}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
