import { cn } from '@pb/ui/lib/cn'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatPoints, formatSignedPoints } from '../../../lib/format'
import { pointLedgerLabel } from '../../../lib/labels'
import type { AdminPointEntry } from '../admin-types'

/**
 * The point history's columns. The member's login id narrows the list to that member, which is also
 * how an operator learns the member number the filter takes.
 */
export function usePointLedgerColumns(
  onMember: (userId: number) => void,
): ColumnDef<AdminPointEntry, unknown>[] {
  const { t } = useTranslation('admin')
  return [
    {
      id: 'occurredAt',
      header: t('pointHistory.columns.occurredAt'),
      accessorFn: (row) => formatDateTime(row.occurredAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.occurredAt)}</span>
      ),
    },
    {
      id: 'member',
      header: t('pointHistory.columns.member'),
      accessorFn: (row) => row.loginId,
      cell: ({ row }) => (
        <button
          type="button"
          className="inline-flex items-baseline gap-1.5 whitespace-nowrap rounded-sm font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          title={t('pointHistory.onlyThisMember', { loginId: row.original.loginId })}
          onClick={() => onMember(row.original.userId)}
        >
          {row.original.loginId}
          <span className="font-normal text-muted-foreground text-xs tabular-nums">
            {t('pointHistory.memberNumber', { id: row.original.userId })}
          </span>
        </button>
      ),
    },
    {
      id: 'type',
      header: t('pointHistory.columns.type'),
      accessorFn: (row) => pointLedgerLabel(row.ledgerType),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{pointLedgerLabel(row.original.ledgerType)}</span>
      ),
    },
    {
      id: 'amount',
      header: t('pointHistory.columns.amount'),
      accessorFn: (row) => row.amount,
      cell: ({ row }) => (
        <span
          className={cn(
            'inline-block min-w-24 font-semibold',
            row.original.amount < 0 ? 'text-destructive' : 'text-success',
          )}
        >
          {formatSignedPoints(row.original.amount)}
        </span>
      ),
      meta: { numeric: true },
    },
    {
      id: 'balanceAfter',
      header: t('pointHistory.columns.balanceAfter'),
      accessorFn: (row) => row.pointBalAfter,
      cell: ({ row }) => (
        <span className="inline-block min-w-24">{formatPoints(row.original.pointBalAfter)}</span>
      ),
      meta: { numeric: true },
    },
    {
      id: 'description',
      header: t('pointHistory.columns.description'),
      accessorFn: (row) => row.description,
      cell: ({ row }) => (
        <span className="block min-w-40 max-w-[36rem] truncate" title={row.original.description}>
          {row.original.description}
        </span>
      ),
      meta: { grow: true },
    },
  ]
}
