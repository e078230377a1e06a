import type { CSSProperties } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { BUTTON_STYLE } from '@qube/shared/ui/plain';

/** The pages shown: the first, the last and two either side of the current one; '…' where pages are skipped. */
export function pageItems(current: number, total: number): (number | '…')[] {
  const shown = [...new Set([1, total, ...[-2, -1, 0, 1, 2].map((d) => current + d)])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - (shown[index - 1] ?? page) > 1 ? ['…' as const, page] : [page]));
}

// Longhands only (border, weight) beside the `font` shorthand: the current page changes them on every page turn.
const { border: _border, ...BUTTON_BASE } = BUTTON_STYLE;
const SQUARE: CSSProperties = { ...BUTTON_BASE, fontWeight: 400, minWidth: 32, padding: '4px 8px', borderWidth: 1, borderStyle: 'solid', borderColor: 'transparent' };

/**
 * Page buttons under a list the API pages (what antd's Pagination drew, without antd on a first view): a named
 * navigation, Previous and Next, and the current page marked `aria-current`. Absent while everything fits on one page.
 */
export function Pager({ page, pageSize, count, onPage, label = 'Pages' }: { page: number; pageSize: number; count: number; onPage: (page: number) => void; label?: string }) {
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <nav aria-label={label} style={{ marginTop: 16 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end', alignItems: 'center' }}>
        <li>
          <button type="button" style={{ ...SQUARE, ...(page <= 1 ? { cursor: 'not-allowed', color: 'rgba(0,0,0,0.45)' } : null) }} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            ‹
          </button>
        </li>
        {pageItems(page, total).map((item, index) =>
          item === '…' ? (
            <li key={`gap-${index}`} aria-hidden="true" style={{ color: 'rgba(0,0,0,0.45)' }}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                style={{ ...SQUARE, ...(item === page ? { borderColor: primary, color: primary, fontWeight: 600 } : null) }}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" style={{ ...SQUARE, ...(page >= total ? { cursor: 'not-allowed', color: 'rgba(0,0,0,0.45)' } : null) }} disabled={page >= total} onClick={() => onPage(page + 1)} aria-label="Next page">
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
