import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { loadingOverPrevious } from '../data-table/loading-over-previous'
import { useKstToday } from '../shared/use-kst-today'
import { ViewHeader } from '../shared/view-header'
import { MemberFilterChip } from './member-filter-chip'
import { StatsFilters } from './stats-filters'
import { defaultStart, type StatsSearch, type StatsView } from './stats-search'
import { MemberStatsTable, PeriodStatsTable, rowsOf } from './stats-tables'

// recharts is large: it loads with the charts, never with the sign-in pages or the other views.
const StatsCharts = lazy(() => import('./stats-charts'))

const titleOf = {
  daily: 'menu.items.daily',
  monthly: 'menu.items.monthly',
  yearly: 'menu.items.yearly',
  member: 'menu.items.perMember',
} as const

/**
 * docs/product.md §2.5, statistics: the daily, monthly, yearly and per-member menus all show this one
 * view; the menu picks the granularity (or one row per member) and the address holds the range.
 */
export function StatsViewPanel({
  view,
  search,
  onSearch,
}: {
  view: StatsView
  search: StatsSearch
  onSearch: (next: StatsSearch) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const today = useKstToday()
  const start = search.start ?? (today && defaultStart(view, today))
  const end = search.end ?? today
  const stats = useQuery({
    ...trpc.admin.stats.aggregate.queryOptions(
      start && end
        ? {
            granularity: view === 'member' ? 'daily' : view,
            groupBy: view === 'member' ? 'member' : 'period',
            start,
            end,
            userId: search.userId,
          }
        : skipToken,
    ),
    placeholderData: keepPreviousData,
  })
  const range = start && end ? { start, end } : undefined
  const state = {
    answer: stats.data,
    isFetching: loadingOverPrevious(stats),
    error: stats.isError ? sayRefusal(stats.error, t('stats.loadFailed')) : undefined,
  }
  const help = [
    range && t('stats.range', range),
    !search.start && !search.end && t(`stats.defaultRange.${view}`),
  ].filter(Boolean)

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader
        title={t(titleOf[view])}
        help={help.join(' · ')}
        aside={
          search.userId && (
            <MemberFilterChip
              userId={search.userId}
              onClear={() => onSearch({ ...search, userId: undefined })}
            />
          )
        }
      />
      <StatsFilters search={search} range={range} onFilters={(next) => onSearch({ ...search, ...next })} />
      {view !== 'member' && stats.data && (
        <Suspense fallback={<ChartsPlaceholder />}>
          <StatsCharts rows={rowsOf(stats.data)} granularity={view} />
        </Suspense>
      )}
      {view === 'member' ? (
        <MemberStatsTable {...state} search={search} onSort={(sort) => onSearch({ ...search, ...sort })} />
      ) : (
        <PeriodStatsTable {...state} view={view} />
      )}
    </div>
  )
}

/** Holds the charts' place while their code loads, so the table below does not jump. */
function ChartsPlaceholder() {
  const { t } = useTranslation('admin')
  return (
    <div className="grid gap-3 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only">{t('stats.charts.loading')}</span>
      {['cash', 'bets', 'profit'].map((id) => (
        <div key={id} className="h-[246px] sm:h-[294px] rounded-lg border bg-card" />
      ))}
    </div>
  )
}
