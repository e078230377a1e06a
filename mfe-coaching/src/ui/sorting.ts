import type { SortOrder } from 'antd/es/table/interface';

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

/** The one sort an antd table reports (it may report an array when several columns sort). */
export function singleSorter<T extends { columnKey?: unknown; order?: SortOrder }>(sorter: T | T[]): { column?: string; order?: SortOrder } {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  return { column: typeof one?.columnKey === 'string' ? one.columnKey : undefined, order: one?.order ?? undefined };
}
