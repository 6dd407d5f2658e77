import { cn } from '@pb/ui/lib/cn'
import { Table, TableBody, TableCell, TableFooter, TableRow } from '@pb/ui/table'
import {
  type ColumnDef,
  getCoreRowModel,
  type RowData,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table'
import { InboxIcon } from 'lucide-react'
import { memo, type ReactNode, useDeferredValue } from 'react'
import { ErrorAlert } from '../../../components/error-alert'
import { useColumnVisibility } from './column-visibility'
import { DataTableFooter } from './data-table-footer'
import { DataTableHead } from './data-table-head'
import { DataTableToolbar } from './data-table-toolbar'
import type { PageSizeRange } from './page-size-range'
import { stableRender } from './stable-render'

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Figures: right-aligned, tabular digits. */
    numeric?: boolean
    /** The cell as text in a CSV export; without it, the accessor's value; `false` leaves it out. */
    csv?: ((row: TData) => string | number | null | undefined) | false
    /** Takes the width the other columns leave, so a free-text column does not push figures apart. */
    grow?: boolean
    /** Extra classes of the column's header cell and body cells (e.g. a column pinned to the end). */
    headClassName?: string
    cellClassName?: string
    /** Starts hidden on a phone, where a less important column costs a sideways scroll. */
    hideOnPhone?: boolean
  }
}

/** One page of a server-paged list, as every console list answers. */
export interface PageOf<Row> {
  items: Row[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

export interface DataTableProps<Row> {
  /** Names the table's stored column choice. */
  tableId: string
  /** Names the table's box as a region while it scrolls sideways (then it takes keyboard focus). */
  label: string
  /**
   * Each column's `header` is its plain-text name (also the CSV header); a sortable column sets
   * `enableSorting: true` and its `id` is the server's sort key. Columns with a `footer` add a
   * totals row at the table's foot.
   */
  columns: ColumnDef<Row, unknown>[]
  page: PageOf<Row> | undefined
  /** The page on screen is being replaced: the old rows stay, dimmed, until the new ones arrive. */
  isFetching: boolean
  error?: string | undefined
  emptyMessage: string
  sorting: SortingState
  onSortingChange: (sorting: SortingState) => void
  onPageChange: (page: number) => void
  pageSize: number
  pageSizes: readonly number[]
  /** The size is typed within this range (docs/product.md §5.9, the bet list) instead of chosen from `pageSizes`. */
  pageSizeRange?: PageSizeRange
  onPageSizeChange: (size: number) => void
  /** A report that is never paged: no page size and no pager. */
  unpaged?: boolean
  getRowId: (row: Row) => string
  onRowClick?: (row: Row) => void
  rowClassName?: (row: Row) => string | undefined
  /** The view's filters, above the table. */
  filters?: ReactNode
  /** Totals or other figures under the table. */
  summary?: ReactNode
  /** Every row of the current filter, for the CSV export; no export without it. */
  exportRows?: () => Promise<Row[]>
  exportName?: string
}

/** Until the first page arrives; one array, so the table's row model is not built again at each draw. */
const noRows: never[] = []

/**
 * The console's table: paging, sorting and filtering happen on the server (TanStack Table's manual
 * modes), so the table only draws the page it is given and reports what the operator asks for.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    props.tableId,
    props.columns.filter((column) => column.meta?.hideOnPhone).map((column) => column.id ?? ''),
  )
  // A page's rows (hundreds of cells) are drawn in the background, in slices a phone can answer a tap
  // between: a call's answer reaches React as an urgent update, which would otherwise draw them all
  // in one long task. Meanwhile the table shows what it showed.
  const page = useDeferredValue(props.page)
  const pagination = page?.pagination
  const table = useReactTable({
    data: page?.items ?? noRows,
    columns: props.columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: pagination?.total ?? 0,
    enableMultiSort: false,
    // A column sorts only where the server can: it opts in with `enableSorting: true`.
    defaultColumn: { enableSorting: false },
    state: {
      sorting: props.sorting,
      columnVisibility,
      pagination: { pageIndex: (pagination?.page ?? 1) - 1, pageSize: props.pageSize },
    },
    onSortingChange: (updater: Updater<SortingState>) =>
      props.onSortingChange(typeof updater === 'function' ? updater(props.sorting) : updater),
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility(typeof updater === 'function' ? updater(columnVisibility) : updater),
  })
  const visibleColumns = table.getVisibleLeafColumns()
  const rows = table.getRowModel().rows
  const dimmed = props.isFetching && page !== undefined
  const hasFooter = visibleColumns.some((column) => column.columnDef.footer !== undefined)

  return (
    <section className="flex min-w-0 flex-col gap-3">
      {props.filters}
      <div className="overflow-hidden rounded-lg border bg-card">
        <DataTableToolbar
          table={table}
          total={pagination?.total}
          pageSize={props.pageSize}
          pageSizes={props.unpaged ? [] : props.pageSizes}
          pageSizeRange={props.unpaged ? undefined : props.pageSizeRange}
          onPageSizeChange={props.onPageSizeChange}
          exportRows={props.exportRows}
          exportName={props.exportName ?? props.tableId}
        />
        {props.error && (
          <div className="border-t p-3">
            <ErrorAlert message={props.error} />
          </div>
        )}
        <Table
          label={props.label}
          aria-busy={props.isFetching}
          className={cn('transition-opacity', dimmed && 'opacity-60')}
        >
          <DataTableHead table={table} hasRows={rows.length > 0} />
          <TableBody>
            {page === undefined && !props.error && (
              <SkeletonRows columns={visibleColumns.length} rows={Math.min(props.pageSize, 8)} />
            )}
            {page !== undefined && rows.length === 0 && (
              <TableRow className="hover:bg-transparent">
                <TableCell
                  colSpan={visibleColumns.length}
                  className="py-12 text-center text-muted-foreground"
                >
                  {/* Held to the visible part of a table wider than a phone, so the message is not cut. */}
                  <div className="sticky left-2 w-[min(100%,calc(100vw-3rem))]">
                    <InboxIcon className="mx-auto mb-2 size-6" aria-hidden />
                    {props.emptyMessage}
                  </div>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const { onRowClick } = props
              return (
                <TableRow
                  key={row.id}
                  className={cn('group', onRowClick && 'cursor-pointer', props.rowClassName?.(row.original))}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter' && event.target === event.currentTarget)
                            onRowClick(row.original)
                        }
                      : undefined
                  }
                >
                  {row.getVisibleCells().map((cell, index) => (
                    <TableCell
                      key={cell.id}
                      className={cn(
                        cell.column.columnDef.meta?.numeric && 'text-right tabular-nums',
                        cell.column.columnDef.meta?.cellClassName,
                        index === 0 && 'sticky left-0 z-10 bg-card group-hover:bg-muted',
                      )}
                    >
                      {stableRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              )
            })}
          </TableBody>
          {hasFooter && rows.length > 0 && (
            <TableFooter className="bg-muted">
              {table.getFooterGroups().map((group) => (
                <TableRow key={group.id} className="hover:bg-transparent">
                  {group.headers.map((header, index) => (
                    <TableCell
                      key={header.id}
                      className={cn(
                        header.column.columnDef.meta?.numeric && 'text-right tabular-nums',
                        header.column.columnDef.meta?.cellClassName,
                        index === 0 && 'sticky left-0 z-10 bg-muted',
                      )}
                    >
                      {stableRender(header.column.columnDef.footer, header.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableFooter>
          )}
        </Table>
        {props.summary && <div className="border-t px-3 py-2 text-sm">{props.summary}</div>}
        {pagination && !props.unpaged && (
          <DataTableFooter
            page={pagination.page}
            totalPages={pagination.totalPages}
            onPage={props.onPageChange}
          />
        )}
      </div>
    </section>
  )
}

/**
 * The first page's placeholder, drawn again only when its size changes (not at each draw of the view
 * around it while the page loads). Its bars are still, as every placeholder of the app's is: a pulse
 * was an animation per row, each starting with an event React dispatched during the first load.
 */
const SkeletonRows = memo(function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <TableRow key={row} className="hover:bg-transparent">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <TableCell key={column}>
          <span className="block h-4 w-full min-w-12 rounded bg-muted" />
        </TableCell>
      ))}
    </TableRow>
  ))
})
