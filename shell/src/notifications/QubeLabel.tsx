import type { Qube } from '@qube/shared';

/** A qube's name with its colour as a small initial badge (the qubes are loaded when the panel opens, SH-58). */
export function QubeLabel({ qube }: { qube: Qube }) {
  const background = qube.color?.background_color ?? qube.color?.foreground_color ?? '#1f5fd1';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden="true"
        style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 18, height: 18, borderRadius: 5, background, color: '#fff', fontSize: 11, fontWeight: 700 }}
      >
        {qube.name.slice(0, 1).toUpperCase()}
      </span>
      {qube.name}
    </span>
  );
}
