/** A small grey label (what antd's Tag drew): an activity's status chips, 'Goal · spending allowed'. */
export const CHIP_STYLE = {
  display: 'inline-block',
  padding: '0 7px',
  fontSize: 12,
  lineHeight: '20px',
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  background: '#fafafa',
  color: 'rgba(0,0,0,0.88)',
  whiteSpace: 'nowrap',
} as const;
