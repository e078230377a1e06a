/**
 * A column's sort marker: antd's own values ('ascend', 'descend', null), so a page's antd column list and the plain
 * table read the same, without importing antd (the plain first views must not,
 * docs/adr/0015-plain-markup-first-views.md).
 */
export type SortOrder = 'ascend' | 'descend' | null;

/** The API's ordering for a table sort: the column, '-column' descending, none for the default order. */
export function orderingOf(column: string | undefined, order: SortOrder | undefined): string | undefined {
  if (!column || !order) return undefined;
  return order === 'descend' ? `-${column}` : column;
}

/** The table's sort marker for a column, from the ordering in use. */
export function sortOrderOf(column: string, ordering: string | undefined): SortOrder {
  if (ordering === column) return 'ascend';
  if (ordering === `-${column}`) return 'descend';
  return null;
}

/** The next marker when a sortable header is pressed: ascending, then descending, then back to the default order. */
export function nextSortOrder(current: SortOrder | undefined): SortOrder {
  if (current === 'ascend') return 'descend';
  if (current === 'descend') return null;
  return 'ascend';
}
