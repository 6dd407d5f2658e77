import { todayRound } from '@pb/game'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { selectionLabel } from '../../../lib/labels'
import { BetStatusBadge } from '../../bets/bet-status-badge'
import type { ArchivedRow } from '../admin-types'
import { MemberCell } from './member-cell'

type ArchivedBet = ArchivedRow<'bets'>

const selectionsOf = (bet: ArchivedBet) =>
  bet.items.map((item) => selectionLabel(item.selectionCode)).join(', ')

/** Archived purchases: when, whose, which round and selections, stake, payout and outcome. */
export function useArchivedBetColumns(onMember: (userId: number) => void): ColumnDef<ArchivedBet, unknown>[] {
  const { t } = useTranslation('admin')
  return [
    {
      id: 'placedAt',
      header: t('archive.columns.placedAt'),
      accessorFn: (row) => formatDateTime(row.placedAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.placedAt)}</span>
      ),
    },
    {
      id: 'member',
      header: t('archive.columns.member'),
      accessorFn: (row) => row.userId,
      cell: ({ row }) => <MemberCell userId={row.original.userId} onMember={onMember} />,
    },
    {
      id: 'round',
      header: t('archive.columns.round'),
      accessorFn: (row) => row.roundNo,
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {t('results.roundName', { round: todayRound(row.original.roundNo), roundNo: row.original.roundNo })}
        </span>
      ),
    },
    {
      id: 'selections',
      header: t('archive.columns.selections'),
      accessorFn: selectionsOf,
      cell: ({ row }) => (
        <span className="block min-w-32 max-w-64 truncate" title={selectionsOf(row.original)}>
          {selectionsOf(row.original)}
        </span>
      ),
      meta: { grow: true },
    },
    {
      id: 'stake',
      header: t('archive.columns.stake'),
      accessorFn: (row) => row.totalStake,
      cell: ({ row }) => (
        <span className="inline-block min-w-20">{formatMoney(row.original.totalStake)}</span>
      ),
      meta: { numeric: true },
    },
    {
      id: 'payout',
      header: t('archive.columns.payout'),
      accessorFn: (row) => row.actualPayout,
      cell: ({ row }) => (
        <span className="inline-block min-w-20">{formatMoney(row.original.actualPayout)}</span>
      ),
      meta: { numeric: true },
    },
    {
      id: 'status',
      header: t('archive.columns.status'),
      accessorFn: (row) => row.statusCode,
      cell: ({ row }) => <BetStatusBadge status={row.original.statusCode} />,
    },
    {
      id: 'purchaseNo',
      header: t('archive.columns.purchaseNo'),
      accessorFn: (row) => row.purchaseNo,
      cell: ({ row }) => (
        <span className="whitespace-nowrap font-mono text-muted-foreground text-xs">
          {row.original.purchaseNo}
        </span>
      ),
    },
  ]
}
