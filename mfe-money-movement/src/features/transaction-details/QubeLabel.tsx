import type { QubeRef } from '@qube/shared';

/** A qube's name with its icon. Icons are names ('cart', 'cloud'); known ones get a glyph, others the initial. */
export function QubeLabel({ qube }: { qube: QubeRef }) {
  const icon = qube.app_icon ?? qube.icon ?? null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        role="img"
        aria-label={`${icon ?? qube.name} icon`}
        style={{ width: 22, height: 22, borderRadius: 6, background: '#eef2fb', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 12 }}
      >
        {(icon && GLYPHS[icon]) ?? qube.name.slice(0, 1).toUpperCase()}
      </span>
      <span>{qube.name}</span>
    </span>
  );
}

const GLYPHS: Record<string, string> = {
  cloud: '☁',
  cart: '🛒',
  restaurant: '🍽',
  home: '🏠',
  car: '🚗',
  plane: '✈',
  gift: '🎁',
  heart: '♥',
  star: '★',
};
