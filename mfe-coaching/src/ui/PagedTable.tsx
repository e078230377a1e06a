import { Table, type TableColumnsType } from 'antd';
import { orderingOf, singleSorter } from './sorting';

/** Every list of the portal is paged by the API, this many rows a page (CO-13, CO-18). */
export const PAGE_SIZE = 20;

/**
 * One page of a list the API pages and sorts: the table asks for another page, or for another ordering (which starts
 * again at page 1), and the page holding the state fetches it.
 */
export function PagedTable<Row extends object, Ordering extends string = string>({ rows, count, columns, emptyText, page, onPage, ordering, onOrdering }: Props<Row, Ordering>) {
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: count, showSizeChanger: false }}
      onChange={(pagination, _filters, sorter) => {
        const { column, order } = singleSorter(sorter);
        // The column keys of a sortable table are its API's ordering names.
        const next = orderingOf(column, order) as Ordering | undefined;
        if (onOrdering && next !== ordering) onOrdering(next);
        else onPage(pagination.current ?? 1);
      }}
    />
  );
}

type Props<Row, Ordering> = {
  rows: Row[];
  count: number;
  columns: TableColumnsType<Row>;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  ordering?: Ordering;
  /** Called with the new ordering; the caller goes back to page 1. Absent for a list that does not sort. */
  onOrdering?: (ordering: Ordering | undefined) => void;
};
