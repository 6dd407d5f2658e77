import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import type { CashierRequestType } from '../../../trpc/types'
import { RequestStatusBadge } from '../../cashier/request-status-badge'
import { type RequestColumn, TextCell, useRequestColumns } from './request-columns'

/** The request columns, sortable by request time, then how each request ended and who decided it. */
export function useRequestHistoryColumns(type: CashierRequestType): RequestColumn[] {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const [requestedAt, ...rest] = useRequestColumns(type)
  if (!requestedAt) return []
  return [
    // Newest first is the default, so the first click turns it round.
    { ...requestedAt, enableSorting: true, sortDescFirst: true },
    ...rest,
    {
      id: 'status',
      header: t('cashier.columns.status'),
      accessorFn: (row) => tr(`cashier.status.${row.statusCode}`),
      cell: ({ row }) => <RequestStatusBadge status={row.original.statusCode} />,
    },
    {
      id: 'approver',
      header: t('cashier.columns.approver'),
      accessorFn: (row) => row.approverName ?? '',
    },
    {
      id: 'processedAt',
      header: t('cashier.columns.processedAt'),
      accessorFn: (row) => (row.processedAt ? formatDateTime(row.processedAt) : ''),
      cell: ({ row }) =>
        row.original.processedAt && (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.processedAt)}</span>
        ),
    },
    {
      id: 'rejectReason',
      header: t('cashier.columns.rejectReason'),
      accessorFn: (row) => row.rejectReason ?? '',
      cell: ({ row }) => <TextCell text={row.original.rejectReason} />,
    },
  ]
}
