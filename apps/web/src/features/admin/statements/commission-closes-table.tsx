import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { CommissionClose } from '../admin-types'
import { DataTable } from '../data-table/data-table'
import { reportTableProps, wholePage } from '../data-table/report-table'
import { ReportSection } from './report-section'

/** Opens a closed period's statement of the branch on screen. */
const statementOf = (close: CommissionClose, orgId: number | undefined) => ({
  orgId,
  period: close.period,
  start: close.start,
  end: close.end,
})

/** The closed commission periods, newest first; each row opens that period's statement. */
export function CommissionClosesTable({ orgId }: { orgId: number | undefined }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const navigate = useNavigate()
  const closes = useQuery(trpc.admin.commission.closes.queryOptions())
  const columns: ColumnDef<CommissionClose, unknown>[] = [
    {
      id: 'range',
      header: t('statements.closes.columns.range'),
      accessorFn: (row) => t('statements.range', row),
      cell: ({ row }) => (
        <Link
          to="/admin/statements"
          search={statementOf(row.original, orgId)}
          onClick={(event) => event.stopPropagation()}
          className="rounded-sm font-medium tabular-nums hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('statements.range', row.original)}
        </Link>
      ),
    },
    {
      id: 'period',
      header: t('statements.closes.columns.period'),
      accessorFn: (row) => t(`statements.periods.${row.period}`),
    },
    {
      id: 'closedAt',
      header: t('statements.closes.columns.closedAt'),
      accessorFn: (row) => formatDateTime(row.closedAt),
      cell: ({ row }) => <span className="tabular-nums">{formatDateTime(row.original.closedAt)}</span>,
      meta: { hideOnPhone: true },
    },
    {
      id: 'closedBy',
      header: t('statements.closes.columns.closedBy'),
      accessorFn: (row) => row.closedBy.loginId,
      meta: { hideOnPhone: true },
    },
    {
      id: 'paid',
      header: t('statements.closes.columns.paid'),
      accessorFn: (row) => row.paid,
      cell: ({ row }) => formatMoney(row.original.paid),
      meta: { numeric: true },
    },
  ]
  return (
    <ReportSection title={t('statements.closes.title')}>
      <DataTable
        {...reportTableProps}
        pageSize={3}
        tableId="commission-closes"
        label={t('statements.closes.tableLabel')}
        columns={columns}
        page={closes.data && wholePage(closes.data.items)}
        isFetching={false}
        error={closes.isError ? sayRefusal(closes.error, t('statements.loadFailed')) : undefined}
        emptyMessage={t('statements.closes.empty')}
        getRowId={(row) => String(row.id)}
        onRowClick={(row) => void navigate({ to: '/admin/statements', search: statementOf(row, orgId) })}
      />
    </ReportSection>
  )
}
