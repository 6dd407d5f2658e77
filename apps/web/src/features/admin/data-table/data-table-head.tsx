import { cn } from '@pb/ui/lib/cn'
import { TableHead, TableHeader, TableRow } from '@pb/ui/table'
import type { Table } from '@tanstack/react-table'
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { stableRender } from './stable-render'

/**
 * The table's header row: each column's name, and for a column the server sorts by, the button that
 * sorts by it. A component of its own, so React can pause between building the table and drawing its
 * header on a slow phone's first load.
 */
export function DataTableHead<Row>({ table, hasRows }: { table: Table<Row>; hasRows: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <TableHeader className="bg-muted">
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id} className="hover:bg-transparent">
          {group.headers.map((header, index) => {
            const sorted = header.column.getIsSorted()
            return (
              <TableHead
                key={header.id}
                aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                className={cn(
                  header.column.columnDef.meta?.numeric && 'text-right',
                  // Without rows the headers spread evenly instead of bunching up on the left.
                  header.column.columnDef.meta?.grow && hasRows && 'w-full',
                  header.column.columnDef.meta?.headClassName,
                  // The first column stays in view while a wide table scrolls sideways on a phone.
                  index === 0 && 'sticky left-0 z-10 bg-muted',
                )}
              >
                {header.column.getCanSort() ? (
                  <button
                    type="button"
                    onClick={header.column.getToggleSortingHandler()}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      header.column.columnDef.meta?.numeric && 'flex-row-reverse',
                    )}
                  >
                    {stableRender(header.column.columnDef.header, header.getContext())}
                    {sorted === 'asc' ? (
                      <ArrowUpIcon className="size-3.5" aria-label={t('table.sortAscending')} />
                    ) : sorted === 'desc' ? (
                      <ArrowDownIcon className="size-3.5" aria-label={t('table.sortDescending')} />
                    ) : (
                      <ChevronsUpDownIcon className="size-3.5 opacity-40" aria-hidden />
                    )}
                  </button>
                ) : (
                  stableRender(header.column.columnDef.header, header.getContext())
                )}
              </TableHead>
            )
          })}
        </TableRow>
      ))}
    </TableHeader>
  )
}
