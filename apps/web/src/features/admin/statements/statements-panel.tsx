import { Button } from '@pb/ui/button'
import { toast } from '@pb/ui/toast'
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query'
import { DownloadIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMayPerform } from '../../../auth/use-may-perform'
import { ErrorAlert } from '../../../components/error-alert'
import { downloadCsv } from '../../../lib/download-csv'
import { trpc } from '../../../trpc/client'
import { DataTable } from '../data-table/data-table'
import { loadingOverPrevious } from '../data-table/loading-over-previous'
import { reportTableProps, wholePage } from '../data-table/report-table'
import { useOrgTree } from '../orgs/use-org-tree'
import { useKstToday } from '../shared/use-kst-today'
import { ViewHeader } from '../shared/view-header'
import { ClosePeriodButton } from './close-period-dialog'
import { ClosedBanner } from './closed-banner'
import { CommissionClosesTable } from './commission-closes-table'
import { ReportSection } from './report-section'
import { StatementBreadcrumb } from './statement-breadcrumb'
import { useChildColumns, useMemberColumns } from './statement-columns'
import { statementCsv, statementFileName } from './statement-csv'
import { StatementDays } from './statement-days'
import { StatementFilters } from './statement-filters'
import { periodOf } from './statement-period'
import { StatementSummary } from './statement-summary'
import type { StatementsSearch } from './statements-search'

/**
 * A branch's statement over KST days (the caller's own branch and this month so far unless the
 * address says otherwise): its figures, a chart of its days, its child branches (each opens its own
 * statement) and its own members, as CSV too. SUPER also closes periods and reads the closed ones.
 */
export function StatementsPanel({
  search,
  onSearch,
}: {
  search: StatementsSearch
  onSearch: (next: StatementsSearch) => void
}) {
  const { t } = useTranslation('admin')
  const mayClose = useMayPerform('commission.close')
  const today = useKstToday()
  const tree = useOrgTree()
  const orgs = tree.data?.items ?? []
  const orgId = search.orgId ?? tree.own?.id
  const period = today ? periodOf(search, today) : undefined
  const statement = useQuery({
    ...trpc.admin.orgs.statement.queryOptions(
      orgId && period ? { id: orgId, start: period.start, end: period.end } : skipToken,
    ),
    placeholderData: keepPreviousData,
  })
  const data = statement.data
  const childColumns = useChildColumns(period ?? { period: 'MONTH', start: '', end: '' })
  const memberColumns = useMemberColumns()
  const tables = {
    ...reportTableProps,
    pageSize: 3,
    isFetching: loadingOverPrevious(statement),
  }

  function exportCsv() {
    if (!data) return
    downloadCsv(statementFileName(data, t), statementCsv(data, t))
    toast.success(t('table.exported', { count: data.children.length + data.members.length }))
  }

  return (
    <div className="flex flex-col gap-4">
      <ViewHeader
        title={t('statements.title')}
        help={t('statements.help')}
        aside={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!data} onClick={exportCsv}>
              <DownloadIcon aria-hidden />
              {t('statements.csv.button')}
            </Button>
            {mayClose && today && (
              <ClosePeriodButton
                today={today}
                onClosed={(closed) =>
                  onSearch({ orgId: search.orgId, period: closed.kind, start: closed.start, end: closed.end })
                }
              />
            )}
          </div>
        }
      />
      {orgId && period && <StatementBreadcrumb orgs={orgs} orgId={orgId} period={period} />}
      {period && today && (
        <StatementFilters orgs={orgs} orgId={orgId} period={period} today={today} onSearch={onSearch} />
      )}
      {tree.isError && <ErrorAlert error={tree.error} fallback={t('orgs.loadFailed')} />}
      {statement.isError && <ErrorAlert error={statement.error} fallback={t('statements.loadFailed')} />}
      {data?.closed && <ClosedBanner closed={data.closed} />}
      <StatementSummary statement={statement.isError ? undefined : data} />
      <StatementDays days={data?.days} />
      <ReportSection title={t('statements.children.title')}>
        <DataTable
          {...tables}
          tableId="statement-children"
          label={t('statements.children.tableLabel')}
          columns={childColumns}
          page={data && wholePage(data.children)}
          emptyMessage={t('statements.children.empty')}
          getRowId={(row) => String(row.orgId)}
        />
      </ReportSection>
      <ReportSection title={t('statements.members.title')}>
        <DataTable
          {...tables}
          tableId="statement-members"
          label={t('statements.members.tableLabel')}
          columns={memberColumns}
          page={data && wholePage(data.members)}
          emptyMessage={t('statements.members.empty')}
          getRowId={(row) => String(row.userId)}
        />
      </ReportSection>
      {mayClose && <CommissionClosesTable orgId={search.orgId} />}
    </div>
  )
}
