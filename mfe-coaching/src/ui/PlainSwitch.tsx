import type { PlainControlProps } from '@qube/shared/ui/plain';

/**
 * An on/off switch in plain markup (what antd's Switch drew): a button with the switch role and aria-checked, named by
 * its field's label; Space and Enter toggle it as any button.
 */
export function PlainSwitch({ checked, onChange, color, ...control }: Partial<PlainControlProps> & { checked: boolean; onChange: (checked: boolean) => void; color: string }) {
  return (
    <button
      {...control}
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      style={{ position: 'relative', width: 44, height: 22, borderRadius: 11, border: 0, padding: 0, cursor: 'pointer', background: checked ? color : 'rgba(0,0,0,0.45)', transition: 'background 0.2s' }}
    >
      <span aria-hidden="true" style={{ position: 'absolute', top: 2, left: checked ? 24 : 2, width: 18, height: 18, borderRadius: '50%', background: '#fff', boxShadow: '0 2px 4px rgba(0,35,11,0.2)', transition: 'left 0.2s' }} />
    </button>
  );
}
