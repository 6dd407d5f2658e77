import type { SortingState } from '@tanstack/react-table'
import type { PageOf } from './data-table'

/** A report is one page of every row. */
export const wholePage = <Row>(items: Row[]): PageOf<Row> => ({
  items,
  pagination: { page: 1, limit: items.length, total: items.length, totalPages: 1 },
})

/** What a DataTable showing a whole report (never paged, sorted on the server or not at all) needs. */
export const reportTableProps = {
  sorting: [] as SortingState,
  onSortingChange: () => {},
  onPageChange: () => {},
  /** The placeholder rows while the report loads. */
  pageSize: 8,
  pageSizes: [],
  onPageSizeChange: () => {},
  unpaged: true,
}
