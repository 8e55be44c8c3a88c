import { BREAKPOINTS, MESSAGES } from '@ava/contracts';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { type ReactNode, useState } from 'react';
import { useMediaQuery } from '../../lib/media-query.ts';
import { HorizontalScroller } from '../ui/horizontal-scroller.tsx';
import { nextSort, type Sort, type SortValue, sortRows } from './table-sort.ts';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Given, a click on the header sorts by it. */
  sortValue?: (row: Row) => SortValue;
  /**
   * 'title' names the row: it heads the row's card and keeps a readable width in the table.
   * 'actions' (a compact control such as a menu button) stands beside that title in the card.
   * Other columns are a label and a value in the card.
   */
  place?: 'title' | 'actions';
}

interface Props<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText?: string;
}

export const TABLET_QUERY = `(min-width: ${BREAKPOINTS.tablet}px)`;

/**
 * A table wider than its place keeps its title column (when first) at the left edge and its
 * actions column (when last) at the right one; their shadows tell the rest scrolls under them.
 */
const STUCK_TITLE = 'sticky left-0 group-data-[more-before]/scroller:shadow-[6px_0_8px_-2px_rgb(0_0_0/0.15)]';
const STUCK_ACTIONS =
  'sticky right-0 w-14 px-2 text-center group-data-[more-after]/scroller:shadow-[-6px_0_8px_-2px_rgb(0_0_0/0.15)]';

function cellClass<Row>(column: Column<Row>, index: number, columns: readonly Column<Row>[]): string {
  if (column.place === 'actions' && index === columns.length - 1) return STUCK_ACTIONS;
  const title = column.place === 'title' ? `min-w-56 ${index === 0 ? STUCK_TITLE : ''}` : '';
  return `px-3 first:pl-4 last:pr-4 ${title}`;
}

/**
 * A real table from tablets up and a list of cards on smaller screens (document 3 section 2);
 * 'Nenhum dado encontrado' when empty. A click on a sortable header sorts ascending, the next
 * click descending. A table wider than its place scrolls sideways: an edge that hides more fades
 * out, or, where a column stays stuck, that column casts a shadow.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, emptyText = MESSAGES.emptyTable }: Props<Row>) {
  const wide = useMediaQuery(TABLET_QUERY);
  const [sort, setSort] = useState<Sort | null>(null);
  const sortColumn = columns.find((column) => column.key === sort?.key);
  const shown = sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;

  if (rows.length === 0) return <p className="rounded-xl bg-white p-6 text-center text-subtitle">{emptyText}</p>;
  if (!wide) return <CardList caption={caption} columns={columns} rows={shown} rowKey={rowKey} />;
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm">
      <HorizontalScroller
        label={caption}
        stuck={{ start: columns[0]?.place === 'title', end: columns.at(-1)?.place === 'actions' }}
      >
        <table className="w-full border-separate border-spacing-0 text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-dark">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort?.key === column.key ? sort.direction : undefined}
                  className={`bg-light py-3 font-semibold ${cellClass(column, index, columns)}`}
                >
                  {column.place === 'actions' ? (
                    <span className="sr-only">{column.header}</span>
                  ) : column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => setSort(nextSort(sort, column.key))}
                      className="flex items-center gap-1"
                    >
                      {column.header}
                      {sort?.key !== column.key ? (
                        <ArrowUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
                      ) : sort.direction === 'ascending' ? (
                        <ArrowUp className="size-4 shrink-0" aria-hidden="true" />
                      ) : (
                        <ArrowDown className="size-4 shrink-0" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {/* Separate borders: a stuck cell casts its shadow only there. */}
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td
                    key={column.key}
                    className={`border-t border-gray-200 bg-white py-3 text-title ${cellClass(column, index, columns)}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroller>
    </div>
  );
}

/** One card a row: its title (and actions) on top, then each other column as a label and a value that wrap within the card. */
function CardList<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: Pick<Props<Row>, 'caption' | 'columns' | 'rows' | 'rowKey'>) {
  const title = columns.find((column) => column.place === 'title');
  const actions = columns.find((column) => column.place === 'actions');
  const fields = columns.filter((column) => column !== title && column !== actions);
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
          {(title || actions) && (
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1 font-semibold break-words text-title">{title?.cell(row)}</div>
              {actions && <div className="-mt-1 -mr-2 shrink-0">{actions.cell(row)}</div>}
            </div>
          )}
          <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
            {fields.map((column) => (
              <div key={column.key} className="contents">
                <dt className="font-semibold break-words text-subtitle">{column.header}</dt>
                <dd className="min-w-0 break-words text-title">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
