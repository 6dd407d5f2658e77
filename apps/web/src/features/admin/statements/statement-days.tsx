import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@pb/ui/table'
import { TableIcon } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrgStatementDay } from '../admin-types'
import { figureTone, formatFigure } from './statement-figures'

// recharts is large: it loads with the chart, never with the sign-in pages or the other views.
const StatementChart = lazy(() => import('./statement-chart'))

const figures = ['stakes', 'payouts', 'net'] as const

/**
 * The statement's days as a chart, and the same figures as a table: always there for a screen
 * reader, and shown on screen at the press of a button.
 */
export function StatementDays({ days }: { days: OrgStatementDay[] | undefined }) {
  const { t } = useTranslation('admin')
  const tableId = useId()
  const [showTable, setShowTable] = useState(false)
  const still = days?.every((day) => day.stakes === 0 && day.payouts === 0) ?? false
  return (
    <figure className="min-w-0 rounded-lg border bg-card p-3" data-chart="days">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-medium text-sm">{t('statements.chart.title')}</figcaption>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          <TableIcon aria-hidden />
          {showTable ? t('statements.chart.hideTable') : t('statements.chart.showTable')}
        </Button>
      </div>
      <div className="relative h-48 sm:h-64">
        {days ? (
          <Suspense fallback={<ChartPending />}>
            <StatementChart days={days} />
          </Suspense>
        ) : (
          <ChartPending />
        )}
        {still && (
          <p className="absolute inset-x-0 top-1/3 text-center text-muted-foreground text-sm">
            {t('statements.chart.empty')}
          </p>
        )}
      </div>
      <div id={tableId} className={cn(showTable ? 'mt-3 rounded-md border' : 'sr-only')}>
        <Table label={showTable ? t('statements.chart.tableLabel') : undefined}>
          <caption className="sr-only">{t('statements.chart.tableLabel')}</caption>
          <TableHeader className="bg-muted">
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('statements.chart.day')}</TableHead>
              {figures.map((figure) => (
                <TableHead key={figure} className="text-right">
                  {t(`statements.figures.${figure}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {days?.map((day) => (
              <TableRow key={day.day}>
                <TableCell className="tabular-nums">{day.day}</TableCell>
                {figures.map((figure) => (
                  <TableCell
                    key={figure}
                    className={cn('text-right tabular-nums', figureTone(figure, day[figure]))}
                  >
                    {formatFigure(figure, day[figure])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </figure>
  )
}

function ChartPending() {
  const { t } = useTranslation('admin')
  return (
    <div className="h-full rounded-md bg-muted/60" aria-busy="true">
      <span className="sr-only">{t('statements.chart.loading')}</span>
    </div>
  )
}
