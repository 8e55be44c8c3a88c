import { BREAKPOINTS, MESSAGES } from '@ava/contracts';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { type ReactNode, useState } from 'react';
import { useMediaQuery } from '../../lib/media-query.ts';
import { nextSort, type Sort, type SortValue, sortRows } from './table-sort.ts';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Given, a click on the header sorts by it. */
  sortValue?: (row: Row) => SortValue;
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
 * A real table from tablets up and a list of cards on smaller screens; 'Nenhum dado encontrado'
 * when empty. A click on a sortable header sorts ascending, the next click descending.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, emptyText = MESSAGES.emptyTable }: Props<Row>) {
  const wide = useMediaQuery(TABLET_QUERY);
  const [sort, setSort] = useState<Sort | null>(null);
  const sortColumn = columns.find((column) => column.key === sort?.key);
  const shown = sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;

  if (rows.length === 0) return <p className="rounded-xl bg-white p-6 text-center text-subtitle">{emptyText}</p>;
  if (!wide) {
    return (
      <ul aria-label={caption} className="flex flex-col gap-3">
        {shown.map((row) => (
          <li key={rowKey(row)} className="rounded-xl bg-white p-4 shadow-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {columns.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="font-semibold text-subtitle">{column.header}</dt>
                  <dd className="min-w-0 text-title">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-light text-dark">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort?.key === column.key ? sort.direction : undefined}
                className="px-4 py-3 font-semibold"
              >
                {column.sortValue ? (
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
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} className="border-t border-gray-200">
              {columns.map((column) => (
                <td key={column.key} className="px-4 py-3 text-title">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
