import { CARD_STYLE, SECONDARY_TEXT } from '@qube/shared/ui/plain';

/**
 * A titled figure per tile (what antd's Statistic in a small Card drew), all tiles one width: two a row on a phone,
 * as many as fit on a wide screen (what antd's Col xs=12 did).
 */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <div style={TILE_GRID}>
      {tiles.map((tile) => (
        <div key={tile.label} style={{ ...CARD_STYLE, padding: 12 }}>
          <div style={{ ...SECONDARY_TEXT, fontSize: 14, marginBottom: 4 }}>{tile.label}</div>
          <div style={{ fontSize: 24, lineHeight: 1.3, color: 'rgba(0,0,0,0.88)' }}>{tile.value}</div>
        </div>
      ))}
    </div>
  );
}

/** One figure: its label (unique among the tiles) and its value as shown ('$12.00', '42'). */
export type StatTile = { label: string; value: string };

const TILE_GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' } as const;
