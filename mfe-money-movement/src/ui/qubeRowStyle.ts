/** One row of a qube list (name left, balance right) in the pickers of this area's dialogs. */
export const QUBE_ROW_STYLE = {
  display: 'flex',
  justifyContent: 'space-between',
  width: '100%',
  padding: '12px 8px',
  border: 'none',
  borderBottom: '1px solid #f0f0f0',
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
} as const;
