import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { formatDate, formatMoney } from '@qube/shared';
import { DetailsTable, type DetailsRow } from './DetailsTable';

/**
 * The review step of a move-money dialog: what will be sent, the dialog's own notes under it, and the area where the
 * API's message appears when Submit failed (announced as it arrives).
 */
export function ReviewStep({ rows, error, children }: { rows: DetailsRow[]; error: string | null; children?: ReactNode }) {
  return (
    <>
      <DetailsTable rows={rows} />
      <div style={{ marginTop: 12 }}>
        {children}
        <div aria-live="polite">{error && <Alert type="error" showIcon title={error} role="alert" />}</div>
      </div>
    </>
  );
}

/** The rows every review shows the same way: the amount, the day (today says so) and the note ('—' when none). */
export const amountRow = (amount: string): DetailsRow => ({ label: 'Amount', value: formatMoney(amount) });
export const dateRow = (date: string, today: string): DetailsRow => ({ label: 'Date', value: date === today ? `Today (${formatDate(date)})` : formatDate(date) });
export const noteRow = (note: string): DetailsRow => ({ label: 'Note', value: note.trim() || '—' });
