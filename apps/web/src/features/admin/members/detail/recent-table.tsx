import { cn } from '@pb/ui/lib/cn'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@pb/ui/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../../components/error-alert'

export interface RecentColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  numeric?: boolean
  /** Takes the width the others leave (free text), so the figures stay together. */
  grow?: boolean
}

/** A short list of the member's latest rows: title, the rows, or a loading, empty or error state. */
export function RecentTable<Row>({
  title,
  rows,
  columns,
  rowKey,
  empty,
  error,
  limit,
  testId,
}: {
  title: string
  rows: Row[] | undefined
  columns: RecentColumn<Row>[]
  rowKey: (row: Row) => string | number
  empty: string
  error: string | undefined
  limit: number
  testId: string
}) {
  const { t } = useTranslation('admin')
  return (
    <section className="grid min-w-0 gap-2" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold text-sm">{title}</h3>
        <span className="text-muted-foreground text-xs">{t('members.detail.latest', { count: limit })}</span>
      </div>
      {error ? (
        <ErrorAlert message={error} />
      ) : (
        <div className="overflow-hidden rounded-lg border">
          <Table label={title}>
            <TableHeader className="bg-muted">
              <TableRow className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableHead
                    key={column.header}
                    className={cn(
                      'h-9 px-3 text-xs',
                      column.numeric && 'text-right',
                      // Without rows the headers spread evenly instead of bunching up on the left.
                      column.grow && rows?.length && 'w-full',
                    )}
                  >
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows === undefined &&
                Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={index} className="hover:bg-transparent">
                    <TableCell colSpan={columns.length} className="px-3">
                      <span className="block h-4 rounded bg-muted" />
                    </TableCell>
                  </TableRow>
                ))}
              {rows?.length === 0 && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={columns.length} className="py-6 text-center text-muted-foreground">
                    {empty}
                  </TableCell>
                </TableRow>
              )}
              {rows?.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.header}
                      className={cn('px-3', column.numeric && 'text-right tabular-nums')}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  )
}
