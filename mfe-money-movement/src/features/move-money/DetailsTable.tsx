import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

/** A dialog's facts as label and value rows, one column (a review step's summary, an account's numbers). */
export function DetailsTable({ rows }: { rows: DetailsRow[] }) {
  return <Descriptions column={1} bordered size="small" items={rows.map(({ label, value }) => ({ key: label, label, children: value }))} />;
}

export type DetailsRow = { label: string; value: ReactNode };
