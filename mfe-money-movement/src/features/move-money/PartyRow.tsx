import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';

/**
 * One side of a move on a details step ('From Groceries  $320.00'): a full-width button that goes back to choose that
 * side again, disabled where the side is fixed (a preset qube, MM-55). Without `onClick` the side cannot change and the
 * row is a group named by its words ('To Cloud').
 */
export function PartyRow({ label, name, detail, isLocked = false, onClick }: Props) {
  const words = (
    <span>
      <Typography.Text type="secondary">{label} </Typography.Text>
      <strong>{name}</strong>
    </span>
  );
  if (!onClick) {
    return (
      <div role="group" aria-label={`${label} ${name}`} style={{ ...ROW_STYLE, border: '1px solid #d9d9d9', borderRadius: 6 }}>
        {words}
        <span>{detail}</span>
      </div>
    );
  }
  return (
    <Button block disabled={isLocked} onClick={onClick} style={{ ...ROW_STYLE, height: 'auto' }}>
      {words}
      {detail !== undefined && <span>{detail}</span>}
    </Button>
  );
}

const ROW_STYLE = { display: 'flex', justifyContent: 'space-between', padding: '8px 12px' } as const;

type Props = {
  /** 'From' or 'To'. */
  label: string;
  /** The qube, bank or person on that side. */
  name: string;
  /** What the row shows on the right: a balance, a bank's masked number. */
  detail?: ReactNode;
  isLocked?: boolean;
  onClick?: () => void;
};
