import { findSelection, todayRound } from '@pb/game'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import type { ColumnDef } from '@tanstack/react-table'
import { PrinterIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatMoney, formatOdds, formatTime } from '../../../lib/format'
import { marketLabel, selectionLabel } from '../../../lib/labels'
import type { AdminBet } from '../admin-types'
import { BetResultBadge } from './bet-result-badge'

/** The selection and its market in the chosen language; the server's Korean names for unknown codes. */
function betLabels(bet: AdminBet) {
  const selection = findSelection(bet.selectionCode)
  return selection
    ? { item: selectionLabel(bet.selectionCode), market: marketLabel(selection.marketCode) }
    : { item: bet.betItem, market: bet.gameTypeName }
}

const figure = (amount: number) => <span className="inline-block min-w-20">{formatMoney(amount)}</span>

/**
 * The bet history's columns, one row per bet item. The member's login id narrows the list to that
 * member; the last column prints the item's receipt.
 */
export function useBetListColumns({
  onMember,
  onPrint,
  printing,
}: {
  onMember: (loginId: string) => void
  onPrint: (bet: AdminBet) => void
  printing: number | undefined
}): ColumnDef<AdminBet, unknown>[] {
  const { t } = useTranslation('admin')
  const roundName = (bet: AdminBet) => t('betHistory.todayRound', { round: todayRound(bet.roundNo) })
  return [
    {
      id: 'placedAt',
      header: t('betHistory.columns.placedAt'),
      accessorFn: (row) => formatDateTime(row.placedAt),
      cell: ({ row }) => (
        // Two lines on a phone keep the pinned first column narrow.
        <span className="flex flex-col tabular-nums sm:flex-row sm:gap-1">
          <span>{formatDate(row.original.placedAt)}</span>
          <span className="text-muted-foreground sm:text-foreground">
            {formatTime(row.original.placedAt)}
          </span>
        </span>
      ),
    },
    {
      id: 'round',
      header: t('betHistory.columns.round'),
      accessorFn: (row) => row.roundNo,
      cell: ({ row }) => (
        <span className="inline-flex items-baseline gap-1.5 whitespace-nowrap">
          {roundName(row.original)}
          <span className="text-muted-foreground text-xs tabular-nums">
            {t('betHistory.roundNo', { round: row.original.roundNo })}
          </span>
        </span>
      ),
    },
    {
      id: 'member',
      header: t('betHistory.columns.member'),
      accessorFn: (row) => row.loginId,
      cell: ({ row }) => (
        <button
          type="button"
          className="rounded-sm font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          title={t('betHistory.onlyThisMember', { loginId: row.original.loginId })}
          onClick={() => onMember(row.original.loginId)}
        >
          {row.original.loginId}
        </button>
      ),
    },
    {
      id: 'betItem',
      header: t('betHistory.columns.betItem'),
      accessorFn: (row) => betLabels(row).item,
      cell: ({ row }) => <span className="font-medium">{betLabels(row.original).item}</span>,
    },
    {
      id: 'market',
      header: t('betHistory.columns.market'),
      accessorFn: (row) => betLabels(row).market,
      cell: ({ row }) => <span className="text-muted-foreground">{betLabels(row.original).market}</span>,
    },
    {
      id: 'stake',
      header: t('betHistory.columns.stake'),
      accessorFn: (row) => row.stake,
      cell: ({ row }) => figure(row.original.stake),
      meta: { numeric: true },
    },
    {
      id: 'odds',
      header: t('betHistory.columns.odds'),
      accessorFn: (row) => row.odds,
      cell: ({ row }) => formatOdds(row.original.odds),
      meta: { numeric: true },
    },
    {
      id: 'expectedWin',
      header: t('betHistory.columns.expectedWin'),
      accessorFn: (row) => row.expectedWin,
      cell: ({ row }) => figure(row.original.expectedWin),
      meta: { numeric: true },
    },
    {
      id: 'payout',
      header: t('betHistory.columns.payout'),
      accessorFn: (row) => row.actualPayout,
      cell: ({ row }) =>
        // A waiting bet has no payout yet, which is not the same as paying nothing.
        row.original.betResult === 'PENDING' ? (
          <span className="text-muted-foreground">{t('betHistory.notYet')}</span>
        ) : (
          <span
            className={row.original.actualPayout > 0 ? 'font-semibold text-success' : 'text-muted-foreground'}
          >
            {figure(row.original.actualPayout)}
          </span>
        ),
      meta: { numeric: true },
    },
    {
      id: 'result',
      header: t('betHistory.columns.result'),
      accessorFn: (row) => t(`betHistory.results.${row.betResult}`),
      cell: ({ row }) => <BetResultBadge result={row.original.betResult} />,
    },
    {
      id: 'print',
      header: t('betHistory.columns.print'),
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('betHistory.printOf', {
            loginId: row.original.loginId,
            round: roundName(row.original),
          })}
          title={t('betHistory.print')}
          disabled={printing === row.original.id}
          onClick={() => onPrint(row.original)}
        >
          {printing === row.original.id ? <Spinner /> : <PrinterIcon aria-hidden />}
        </Button>
      ),
      meta: { csv: false, headClassName: 'w-0 text-center', cellClassName: 'py-1 text-center' },
    },
  ]
}
