import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import type { CashierRequestType } from '../../../trpc/types'
import type { AdminCashRequest } from '../admin-types'

export type RequestColumn = ColumnDef<AdminCashRequest, unknown>

/** A free-text cell: one line, cut with an ellipsis, the whole text on hover. */
export function TextCell({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <span className="block max-w-48 truncate" title={text}>
      {text}
    </span>
  )
}

/**
 * The columns every request list shows (docs/product.md §3.2): when, who, how much, and
 * where the money goes. A withdrawal's amount says it is already held.
 */
export function useRequestColumns(type: CashierRequestType): RequestColumn[] {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  return [
    {
      id: 'requestedAt',
      header: t('cashier.columns.requestedAt'),
      accessorFn: (row) => formatDateTime(row.requestedAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.requestedAt)}</span>
      ),
    },
    {
      id: 'loginId',
      header: tr('user.loginId'),
      accessorFn: (row) => row.loginId,
      cell: ({ row }) => <span className="font-medium">{row.original.loginId}</span>,
    },
    {
      id: 'amount',
      header: type === 'withdrawal' ? t('cashier.columns.heldAmount') : t('cashier.columns.amount'),
      accessorFn: (row) => row.requestAmount,
      cell: ({ row }) => (
        <span className="whitespace-nowrap font-semibold">{formatMoney(row.original.requestAmount)}</span>
      ),
      // Room between the right-aligned figure and the text column after it.
      meta: { numeric: true, headClassName: 'pr-6', cellClassName: 'pr-6' },
    },
    { id: 'name', header: tr('user.name'), accessorFn: (row) => row.name },
    { id: 'bankName', header: tr('user.bankName'), accessorFn: (row) => row.bankName },
    {
      id: 'accountNumber',
      header: tr('user.accountNumber'),
      accessorFn: (row) => row.accountNumber,
      cell: ({ row }) => <span className="tabular-nums">{row.original.accountNumber}</span>,
    },
    { id: 'accountHolder', header: tr('user.accountHolder'), accessorFn: (row) => row.accountHolder },
    {
      id: 'note',
      header: t('cashier.columns.note'),
      accessorFn: (row) => row.note,
      cell: ({ row }) => <TextCell text={row.original.note} />,
    },
  ]
}
