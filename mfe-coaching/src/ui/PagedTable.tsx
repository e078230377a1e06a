import { DataTable, type TableColumn } from './DataTable';
import { Pager } from './Pager';
import { orderingOf } from './sorting';

/** Every list of the portal is paged by the API, this many rows a page (CO-13, CO-18). */
export const PAGE_SIZE = 20;

/**
 * One page of a list the API pages and sorts, in plain markup: the table asks for another page, or for another
 * ordering (which starts again at page 1), and the page holding the state fetches it.
 */
export function PagedTable<Row extends object, Ordering extends string = string>({ rows, count, columns, emptyText, page, onPage, ordering, onOrdering, pagerLabel }: Props<Row, Ordering>) {
  return (
    <>
      <DataTable<Row>
        rows={rows}
        columns={columns}
        emptyText={emptyText}
        onSort={
          onOrdering &&
          ((column, order) => {
            // The column keys of a sortable table are its API's ordering names.
            const next = orderingOf(column, order) as Ordering | undefined;
            if (next !== ordering) onOrdering(next);
          })
        }
      />
      <Pager page={page} pageSize={PAGE_SIZE} count={count} onPage={onPage} label={pagerLabel} />
    </>
  );
}

type Props<Row, Ordering> = {
  rows: Row[];
  count: number;
  columns: readonly TableColumn<Row>[];
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  ordering?: Ordering;
  /** Called with the new ordering; the caller goes back to page 1. Absent for a list that does not sort. */
  onOrdering?: (ordering: Ordering | undefined) => void;
  /** The page buttons' name ('Pages' by default): a second list on the page names its own, so each landmark is told apart. */
  pagerLabel?: string;
};
