import type { CSSProperties } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { INPUT_STYLE } from '@qube/shared/ui/plain';

// The few looks planning's plain first view repeats (docs/adr/0015-plain-markup-first-views.md), close to what antd
// drew.

/** The theme's colour of the company (buttons, the switch, links): 4.5:1 with white and on white. */
export const primaryColor = (): string => themeTokens(getApiConfig().companyId).colorPrimary;

/** The theme's error colour (themeTokens' colorError): 4.5:1 on white. */
export const DANGER = '#b42318';

/** A native select as antd's Select drew it; the browser draws its open list. */
export const SELECT_STYLE: CSSProperties = { ...INPUT_STYLE, width: 'auto', padding: '4px 8px' };

/** Small text under a field or beside a figure. */
export const SMALL_TEXT: CSSProperties = { fontSize: 12, color: '#595959' };

/** A tag (antd's Tag): light background, text over 4.5:1 on it. */
export function tagStyle(tone: 'gold' | 'blue'): CSSProperties {
  const colours = tone === 'gold' ? { background: '#fffbe6', borderColor: '#ffe58f', color: '#874d00' } : { background: '#e6f4ff', borderColor: '#91caff', color: '#0958d9' };
  return { ...colours, display: 'inline-block', borderWidth: 1, borderStyle: 'solid', borderRadius: 4, padding: '0 7px', fontSize: 12, lineHeight: '20px', whiteSpace: 'nowrap' };
}

export const TABLE_STYLE: CSSProperties = { width: '100%', borderCollapse: 'collapse' };
export const TH_STYLE: CSSProperties = { textAlign: 'start', fontWeight: 600, padding: '12px 8px', background: '#fafafa', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' };
export const TD_STYLE: CSSProperties = { padding: '12px 8px', borderBottom: '1px solid #f0f0f0', verticalAlign: 'top' };
