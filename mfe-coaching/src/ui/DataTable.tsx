import type { CSSProperties, Key, ReactNode } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { nextSortOrder, type SortOrder } from './sorting';

/**
 * A column of the portal's tables. Its fields are the part of antd's column shape the portal uses, loosely typed so a
 * page still built with antd (Revenue, Node Sales) passes its `TableColumnsType` as it is.
 */
export type TableColumn<Row> = {
  key?: Key;
  title?: ReactNode | ((props: never) => ReactNode);
  /** The row's field shown in the cell (a name, or a path of names). */
  dataIndex?: unknown;
  /** Set: the header sorts (through the API; the page keeps the ordering). */
  sorter?: unknown;
  sortOrder?: SortOrder;
  align?: CSSProperties['textAlign'];
  /** `never` takes a render of any value type (each column knows its own); the table passes the cell's value. */
  render?: (value: never, row: Row, index: number) => unknown;
};

const CELL: CSSProperties = { padding: '12px 8px', borderBottom: '1px solid #f0f0f0', textAlign: 'left', verticalAlign: 'middle' };
const HEAD: CSSProperties = { ...CELL, background: '#fafafa', fontWeight: 600, color: 'rgba(0,0,0,0.88)', whiteSpace: 'nowrap' };
const SORT_BUTTON: CSSProperties = { font: 'inherit', fontWeight: 600, color: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer', display: 'inline-flex', gap: 6, alignItems: 'center' };
const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

function cellValue(row: object, dataIndex: unknown): unknown {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  let value: unknown = path.length ? row : undefined;
  for (const name of path) value = value == null ? undefined : (value as Record<string, unknown>)[String(name)];
  return value;
}

function cellOf<Row extends object>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  const value = cellValue(row, column.dataIndex);
  // The column's own render knows its value's type; what it draws is a React node (antd's "rendered cell" objects are not used here).
  return (column.render ? (column.render as (v: unknown, r: Row, i: number) => unknown)(value, row, index) : value) as ReactNode;
}

/** The arrows beside a sortable header, the active one in the theme's colour; the header's aria-sort says it. */
function SortMark({ order, color }: { order: SortOrder | undefined; color: string }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', flexDirection: 'column', fontSize: 9, lineHeight: '9px' }}>
      <span style={{ color: order === 'ascend' ? color : '#737373' }}>▲</span>
      <span style={{ color: order === 'descend' ? color : '#737373' }}>▼</span>
    </span>
  );
}

type Props<Row> = {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  emptyText: string;
  /** A sortable header was pressed: its column key and the marker it moves to. */
  onSort?: (column: string, order: SortOrder) => void;
};

/**
 * A table in plain markup (what antd's Table drew, without antd on a first view): column headers with `scope`, a
 * sortable header is a button and says its order (`aria-sort`); it scrolls sideways on a narrow screen.
 */
export function DataTable<Row extends object>({ rows, columns, emptyText, onSort }: Props<Row>) {
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const keyOf = (row: Row, index: number): Key => ((row as { id?: Key }).id ?? index);
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14, color: 'rgba(0,0,0,0.88)' }}>
        <thead>
          <tr>
            {columns.map((column, index) => {
              const title = typeof column.title === 'function' ? null : column.title;
              const sortKey = column.sorter && onSort && typeof column.key === 'string' ? column.key : null;
              const style = { ...HEAD, textAlign: column.align ?? 'left' };
              if (!sortKey) {
                return (
                  <th key={column.key ?? index} scope="col" style={style}>
                    {title}
                  </th>
                );
              }
              const sort = () => onSort?.(sortKey, nextSortOrder(column.sortOrder));
              return (
                // The whole header sorts when clicked, as antd's did; the button in it is the control for the keyboard
                // and for assistive technology (its click reaches the header's handler).
                <th key={sortKey} scope="col" aria-sort={column.sortOrder ? ARIA_SORT[column.sortOrder] : 'none'} style={{ ...style, cursor: 'pointer' }} onClick={sort}>
                  <button type="button" style={SORT_BUTTON}>
                    {/* The title on its own: a search for the header's text finds it without the arrows. */}
                    <span>{title}</span>
                    <SortMark order={column.sortOrder} color={primary} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ ...CELL, ...SECONDARY_TEXT, textAlign: 'center', padding: '32px 8px' }}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={keyOf(row, rowIndex)}>
                {columns.map((column, index) => (
                  <td key={column.key ?? index} style={{ ...CELL, textAlign: column.align ?? 'left' }}>
                    {cellOf(column, row, rowIndex)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
