import { cn } from '@pb/ui/lib/cn'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney, formatSignedMoney } from '../../../lib/format'
import { moneyLedgerLabel } from '../../../lib/labels'
import type { ArchivedRow } from '../admin-types'
import { MemberCell } from './member-cell'

type ArchivedMoneyRow = ArchivedRow<'money'>

const signedAmount = (row: ArchivedMoneyRow) => row.sign * row.amount

/** Archived money ledger rows: when, whose, what kind, the signed amount and the balance after it. */
export function useArchivedMoneyColumns(
  onMember: (userId: number) => void,
): ColumnDef<ArchivedMoneyRow, unknown>[] {
  const { t } = useTranslation('admin')
  return [
    {
      id: 'occurredAt',
      header: t('archive.columns.occurredAt'),
      accessorFn: (row) => formatDateTime(row.occurredAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.occurredAt)}</span>
      ),
    },
    {
      id: 'member',
      header: t('archive.columns.member'),
      accessorFn: (row) => row.userId,
      cell: ({ row }) => <MemberCell userId={row.original.userId} onMember={onMember} />,
    },
    {
      id: 'type',
      header: t('archive.columns.type'),
      accessorFn: (row) => moneyLedgerLabel(row.ledgerType),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{moneyLedgerLabel(row.original.ledgerType)}</span>
      ),
    },
    {
      id: 'amount',
      header: t('archive.columns.amount'),
      accessorFn: signedAmount,
      cell: ({ row }) => (
        <span
          className={cn(
            'inline-block min-w-24 font-semibold',
            row.original.sign < 0 ? 'text-destructive' : 'text-success',
          )}
        >
          {formatSignedMoney(signedAmount(row.original))}
        </span>
      ),
      meta: { numeric: true },
    },
    {
      id: 'balanceAfter',
      header: t('archive.columns.balanceAfter'),
      accessorFn: (row) => row.moneyBalAfter,
      cell: ({ row }) => (
        <span className="inline-block min-w-24">{formatMoney(row.original.moneyBalAfter)}</span>
      ),
      meta: { numeric: true },
    },
    {
      id: 'note',
      header: t('archive.columns.note'),
      accessorFn: (row) => row.note ?? '',
      cell: ({ row }) => (
        <span className="block min-w-32 max-w-[28rem] truncate" title={row.original.note ?? undefined}>
          {row.original.note}
        </span>
      ),
      meta: { grow: true },
    },
  ]
}
