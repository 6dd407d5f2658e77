import { cn } from '@pb/ui/lib/cn'
import { Link } from '@tanstack/react-router'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type { MemberStatsRow, StatsRow } from '../admin-types'
import { figureTone, formatFigure, type StatsFigure, statsFigures } from './stats-figures'
import { type MemberStatsSort, memberStatsSorts, type StatsView } from './stats-search'

const sortable = (figure: StatsFigure): figure is MemberStatsSort =>
  memberStatsSorts.some((sort) => sort === figure)

function figureColumns<Row extends StatsRow>(
  header: (figure: StatsFigure) => string,
  totals: StatsRow | undefined,
  sorts: boolean,
): ColumnDef<Row, unknown>[] {
  return statsFigures.map((figure) => ({
    id: figure,
    header: header(figure),
    accessorFn: (row) => row[figure],
    cell: ({ row }) => <Figure figure={figure} value={row.original[figure]} />,
    footer: () => (totals ? <Figure figure={figure} value={totals[figure]} strong /> : null),
    enableSorting: sorts && sortable(figure),
    meta: { numeric: true },
  }))
}

function Figure({ figure, value, strong }: { figure: StatsFigure; value: number; strong?: boolean }) {
  return (
    <span
      className={cn(
        'inline-block min-w-16',
        strong && 'font-semibold',
        // Zeros step back, so the days and members with movement stand out.
        value === 0 ? 'text-muted-foreground' : figureTone(figure, value),
      )}
    >
      {formatFigure(figure, value)}
    </span>
  )
}

/** Columns of the period views: the period, then every figure; the totals row at the foot. */
export function usePeriodColumns(view: Exclude<StatsView, 'member'>, totals: StatsRow | undefined) {
  const { t } = useTranslation('admin')
  const columns: ColumnDef<StatsRow, unknown>[] = [
    {
      id: 'D',
      header: t(`stats.columns.period.${view}`),
      accessorFn: (row) => row.D,
      cell: ({ row }) => <span className="font-medium tabular-nums">{row.original.D}</span>,
      footer: () => t('stats.totals'),
    },
    ...figureColumns<StatsRow>((figure) => t(`stats.columns.${figure}`), totals, false),
  ]
  return columns
}

/** Columns of the per-member view: the member, linked to their daily view over the same range. */
export function useMemberColumns(range: { start: string; end: string }, totals: StatsRow | undefined) {
  const { t } = useTranslation('admin')
  const columns: ColumnDef<MemberStatsRow, unknown>[] = [
    {
      id: 'member',
      header: t('stats.columns.member'),
      accessorFn: (row) => row.loginId,
      cell: ({ row }) => (
        <Link
          to="/admin/stats/$view"
          params={{ view: 'daily' }}
          search={{ userId: row.original.userId, start: range.start, end: range.end }}
          title={t('stats.dailyOf', { loginId: row.original.loginId })}
          className="inline-flex max-w-48 items-baseline gap-1.5 rounded-sm font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {row.original.loginId}
          {row.original.nickname && row.original.nickname !== row.original.loginId && (
            <span className="truncate font-normal text-muted-foreground text-xs">
              {row.original.nickname}
            </span>
          )}
        </Link>
      ),
      footer: () => t('stats.totals'),
    },
    ...figureColumns<MemberStatsRow>((figure) => t(`stats.columns.${figure}`), totals, true),
  ]
  return columns
}
