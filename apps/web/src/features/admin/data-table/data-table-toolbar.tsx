import { toCsv } from '@pb/api/csv'
import { Button } from '@pb/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@pb/ui/dropdown-menu'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import type { Table } from '@tanstack/react-table'
import { Columns3Icon, DownloadIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import { downloadCsv } from '../../../lib/download-csv'
import { formatNumber } from '../../../lib/format'
import { PageSizeInput } from './page-size-input'
import type { PageSizeRange } from './page-size-range'

interface DataTableToolbarProps<Row> {
  table: Table<Row>
  total: number | undefined
  pageSize: number
  pageSizes: readonly number[]
  /** A size typed within a range instead of chosen from `pageSizes`. */
  pageSizeRange: PageSizeRange | undefined
  onPageSizeChange: (size: number) => void
  exportRows: (() => Promise<Row[]>) | undefined
  exportName: string
}

/** The total, the page size, the column choice and the CSV export of the whole filter. */
export function DataTableToolbar<Row>(props: DataTableToolbarProps<Row>) {
  const { t } = useTranslation('admin')
  const sizeId = useId()
  const [exporting, setExporting] = useState(false)
  const { table, exportRows } = props

  async function exportCsv(fetchRows: () => Promise<Row[]>) {
    setExporting(true)
    try {
      const rows = await fetchRows()
      const columns = table.getVisibleLeafColumns().filter((column) => column.columnDef.meta?.csv !== false)
      const header = columns.map((column) => String(column.columnDef.header ?? column.id))
      const cells = rows.map((row, index) =>
        columns.map((column) => {
          const { meta } = column.columnDef
          if (typeof meta?.csv === 'function') return meta.csv(row)
          const value = column.accessorFn?.(row, index)
          return typeof value === 'string' || typeof value === 'number' ? value : ''
        }),
      )
      downloadCsv(`${props.exportName}.csv`, toCsv(header, cells))
      toast.success(t('table.exported', { count: rows.length }))
    } catch {
      toast.error(t('table.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 px-3 py-2">
      <span className="mr-auto text-muted-foreground text-sm tabular-nums">
        {props.total === undefined
          ? '\u00a0'
          : t('table.total', { count: props.total, formatted: formatNumber(props.total) })}
      </span>
      {props.pageSizeRange ? (
        <PageSizeInput
          pageSize={props.pageSize}
          range={props.pageSizeRange}
          onPageSizeChange={props.onPageSizeChange}
        />
      ) : (
        props.pageSizes.length > 0 && (
          <>
            <label htmlFor={sizeId} className="sr-only">
              {t('table.pageSize')}
            </label>
            <NativeSelect
              id={sizeId}
              className="h-8 w-auto"
              value={props.pageSize}
              onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
            >
              {props.pageSizes.map((size) => (
                <option key={size} value={size}>
                  {t('table.rows', { count: size })}
                </option>
              ))}
            </NativeSelect>
          </>
        )
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Columns3Icon aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('table.columns')}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t('table.columns')}</DropdownMenuLabel>
          {table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                checked={column.getIsVisible()}
                onCheckedChange={(visible) => column.toggleVisibility(visible)}
                onSelect={(event) => event.preventDefault()}
              >
                {String(column.columnDef.header ?? column.id)}
              </DropdownMenuCheckboxItem>
            ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {exportRows && (
        <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportCsv(exportRows)}>
          {exporting ? <Spinner /> : <DownloadIcon aria-hidden />}
          <span className="sr-only sm:not-sr-only">
            {exporting ? t('table.exporting') : t('table.exportCsv')}
          </span>
        </Button>
      )}
    </div>
  )
}
