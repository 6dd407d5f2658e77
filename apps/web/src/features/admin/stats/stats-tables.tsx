import type { SortingState } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type { MemberStatsRow, StatsAggregate, StatsRow } from '../admin-types'
import { DataTable } from '../data-table/data-table'
import { reportTableProps, wholePage } from '../data-table/report-table'
import { sortingOf, sortOf } from '../data-table/table-search'
import { useMemberColumns, usePeriodColumns } from './stats-columns'
import { type MemberStatsSort, memberStatsSorts, type StatsSearch, type StatsView } from './stats-search'

interface TableProps {
  answer: StatsAggregate | undefined
  isFetching: boolean
  error: string | undefined
}

const isMemberRow = (row: StatsRow): row is MemberStatsRow => 'userId' in row
/** The answer's rows; a member's row is a period row with the member's names added. */
export const rowsOf = (answer: StatsAggregate): StatsRow[] => answer.items

/** One row per day, month or year, oldest first like the charts, with the range's totals at the foot. */
export function PeriodStatsTable({
  view,
  answer,
  ...state
}: TableProps & { view: Exclude<StatsView, 'member'> }) {
  const { t } = useTranslation('admin')
  const rows = answer && rowsOf(answer)
  return (
    <DataTable
      {...reportTableProps}
      tableId={`stats-${view}`}
      label={t(`menu.items.${view}`)}
      columns={usePeriodColumns(view, answer?.totals)}
      page={rows && wholePage(rows)}
      isFetching={state.isFetching}
      error={state.error}
      emptyMessage={t('stats.empty')}
      getRowId={(row) => row.D}
      exportName={t(`stats.exportName.${view}`)}
      exportRows={async () => (rows && answer ? [...rows, { ...answer.totals, D: t('stats.totals') }] : [])}
    />
  )
}

/** The profit of a member's bets first (docs/product.md §2.5, per-member statistics); any figure sorts. */
const byProfit: SortingState = [{ id: 'BET_PL', desc: true }]

function sortedRows(rows: MemberStatsRow[], sorting: SortingState): MemberStatsRow[] {
  const [first] = sorting
  const figure = memberStatsSorts.find((sort) => sort === first?.id) ?? 'BET_PL'
  const direction = first?.desc === false ? 1 : -1
  return [...rows].sort((a, b) => direction * (a[figure] - b[figure]) || a.loginId.localeCompare(b.loginId))
}

/** One row per member over the range, each linked to that member's daily view. */
export function MemberStatsTable({
  answer,
  search,
  onSort,
  ...state
}: TableProps & { search: StatsSearch; onSort: (sort: Pick<StatsSearch, 'sort' | 'order'>) => void }) {
  const { t } = useTranslation('admin')
  const sorting = search.sort ? sortingOf(search) : byProfit
  const rows = answer && sortedRows(rowsOf(answer).filter(isMemberRow), sorting)
  const range = { start: answer?.start ?? '', end: answer?.end ?? '' }
  return (
    <DataTable
      {...reportTableProps}
      tableId="stats-member"
      label={t('menu.items.perMember')}
      columns={useMemberColumns(range, answer?.totals)}
      page={rows && wholePage(rows)}
      isFetching={state.isFetching}
      error={state.error}
      emptyMessage={t('stats.empty')}
      sorting={sorting}
      onSortingChange={(next) => onSort(sortOf<MemberStatsSort>(next, memberStatsSorts))}
      getRowId={(row) => String(row.userId)}
      exportName={t('stats.exportName.member')}
      exportRows={async () =>
        rows && answer
          ? [...rows, { ...answer.totals, userId: 0, loginId: t('stats.totals'), nickname: '' }]
          : []
      }
    />
  )
}
