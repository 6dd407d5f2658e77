import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { RequestStatusBadge } from '../../cashier/request-status-badge'
import type { ArchivedRow } from '../admin-types'
import { MemberCell } from './member-cell'

type ArchivedRequest = ArchivedRow<'transactions'>

/** Archived top-up, withdrawal and point-conversion requests, as they ended. */
export function useArchivedRequestColumns(
  onMember: (userId: number) => void,
): ColumnDef<ArchivedRequest, unknown>[] {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  return [
    {
      id: 'requestedAt',
      header: t('archive.columns.requestedAt'),
      accessorFn: (row) => formatDateTime(row.requestedAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.requestedAt)}</span>
      ),
    },
    {
      id: 'member',
      header: t('archive.columns.member'),
      accessorFn: (row) => row.loginId,
      cell: ({ row }) => (
        <MemberCell userId={row.original.userId} loginId={row.original.loginId} onMember={onMember} />
      ),
    },
    {
      id: 'type',
      header: t('archive.columns.type'),
      accessorFn: (row) => tr(`cashier.types.${row.transactionType}`),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{tr(`cashier.types.${row.original.transactionType}`)}</span>
      ),
    },
    {
      id: 'amount',
      header: t('archive.columns.amount'),
      accessorFn: (row) => row.requestAmount,
      cell: ({ row }) => (
        <span className="inline-block min-w-20">{formatMoney(row.original.requestAmount)}</span>
      ),
      meta: { numeric: true },
    },
    {
      id: 'status',
      header: t('archive.columns.status'),
      accessorFn: (row) => tr(`cashier.status.${row.statusCode}`),
      cell: ({ row }) => <RequestStatusBadge status={row.original.statusCode} />,
    },
    {
      id: 'processedAt',
      header: t('archive.columns.processedAt'),
      accessorFn: (row) => (row.processedAt ? formatDateTime(row.processedAt) : ''),
      cell: ({ row }) =>
        row.original.processedAt && (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.processedAt)}</span>
        ),
    },
    {
      id: 'approver',
      header: t('archive.columns.approver'),
      accessorFn: (row) => row.approverName ?? '',
      meta: { grow: true },
    },
  ]
}
