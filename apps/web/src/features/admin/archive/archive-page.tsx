import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { ShieldAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMayPerform } from '../../../auth/use-may-perform'
import { EmptyState } from '../../../components/empty-state'
import { usePointLedgerColumns } from '../points/point-ledger-columns'
import { ViewHeader } from '../shared/view-header'
import { ArchiveFilterBar } from './archive-filters'
import { ArchiveRunsTable } from './archive-runs-table'
import { type ArchiveSearch, type ArchiveView, archiveViews } from './archive-search'
import { useArchivedBetColumns } from './archived-bet-columns'
import { useArchivedMoneyColumns } from './archived-money-columns'
import { useArchivedRequestColumns } from './archived-request-columns'
import { ArchivedRowsTable } from './archived-rows-table'

/**
 * SUPER's settlement archive: the settlements made, and the history they took out of the everyday
 * lists (nothing is deleted), one kind per tab.
 */
export function ArchivePage({
  search,
  onSearch,
}: {
  search: ArchiveSearch
  onSearch: (next: ArchiveSearch) => void
}) {
  const { t } = useTranslation('admin')
  const mayRead = useMayPerform('archive.read')
  const view = search.view ?? 'settlements'
  const byMember = (userId: number) => onSearch({ ...search, userId, page: undefined })
  const columns = {
    bets: useArchivedBetColumns(byMember),
    money: useArchivedMoneyColumns(byMember),
    points: usePointLedgerColumns(byMember),
    transactions: useArchivedRequestColumns(byMember),
  }
  if (!mayRead) return <EmptyState icon={ShieldAlertIcon} message={t('archive.superOnly')} />

  const filters = (
    <ArchiveFilterBar
      search={search}
      withDates={view !== 'settlements'}
      onFilters={(next) => onSearch({ ...search, ...next, page: undefined })}
    />
  )
  const table = { search, onSearch, filters }

  return (
    <div className="flex flex-col gap-4">
      <ViewHeader title={t('archive.title')} help={t('archive.help')} />
      <Tabs
        value={view}
        onValueChange={(next) =>
          onSearch({ ...search, view: archiveViews.find((candidate) => candidate === next), page: undefined })
        }
      >
        <TabsList
          className="w-auto max-w-full flex-nowrap self-start overflow-x-auto"
          aria-label={t('archive.viewsLabel')}
        >
          {archiveViews.map((candidate: ArchiveView) => (
            <TabsTrigger key={candidate} value={candidate} className="flex-none">
              {t(`archive.views.${candidate}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={view}>
          {view === 'settlements' && <ArchiveRunsTable {...table} />}
          {view === 'bets' && (
            <ArchivedRowsTable
              kind="bets"
              pick={(answer) => (answer?.kind === 'bets' ? answer : undefined)}
              columns={columns.bets}
              {...table}
            />
          )}
          {view === 'money' && (
            <ArchivedRowsTable
              kind="money"
              pick={(answer) => (answer?.kind === 'money' ? answer : undefined)}
              columns={columns.money}
              {...table}
            />
          )}
          {view === 'points' && (
            <ArchivedRowsTable
              kind="points"
              pick={(answer) => (answer?.kind === 'points' ? answer : undefined)}
              columns={columns.points}
              {...table}
            />
          )}
          {view === 'transactions' && (
            <ArchivedRowsTable
              kind="transactions"
              pick={(answer) => (answer?.kind === 'transactions' ? answer : undefined)}
              columns={columns.transactions}
              {...table}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  )
}
