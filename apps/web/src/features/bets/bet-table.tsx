import { todayRound } from '@pb/game'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@pb/ui/table'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatOdds, formatTime } from '../../lib/format'
import { selectionLabel } from '../../lib/labels'
import type { Bet } from '../../trpc/types'
import { BetStatusBadge } from './bet-status-badge'
import { payoutText } from './payout-text'

/** Four columns of two lines each, so the list reads the same at 360 px as on a desktop. */
export function BetTable({ bets, onSelect }: { bets: Bet[]; onSelect: (purchaseNo: string) => void }) {
  const { t } = useTranslation()
  return (
    <Table
      label={t('bets.title')}
      className="table-fixed [&_td]:px-1.5 [&_th]:px-1.5 sm:[&_td]:px-2 sm:[&_th]:px-2"
      data-testid="bet-table"
    >
      <TableHeader>
        <TableRow>
          <TableHead className="w-[27%]">{t('bets.columns.round')}</TableHead>
          <TableHead className="w-[31%]">{t('bets.columns.bet')}</TableHead>
          <TableHead className="w-[25%] text-right">{t('bets.columns.stake')}</TableHead>
          <TableHead className="w-[17%] text-center">{t('bets.columns.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bets.map((bet) => {
          const item = bet.items[0]
          const label = bet.items.map((i) => selectionLabel(i.selectionCode)).join(', ')
          return (
            <TableRow
              key={bet.id}
              className="cursor-pointer"
              onClick={() => onSelect(bet.purchaseNo)}
              data-purchase={bet.purchaseNo}
            >
              <TableCell className="whitespace-normal">
                <div className="font-medium tabular-nums">
                  {t('game.round.today', { round: todayRound(bet.roundNo) })}
                </div>
                <div className="text-muted-foreground text-xs tabular-nums">
                  <span className="hidden sm:inline">{formatDate(bet.placedAt)} </span>
                  {formatTime(bet.placedAt)}
                </div>
              </TableCell>
              <TableCell className="whitespace-normal">
                <button
                  type="button"
                  className="block max-w-full truncate text-left font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  onClick={(event) => {
                    event.stopPropagation()
                    onSelect(bet.purchaseNo)
                  }}
                >
                  {label}
                </button>
                <div className="text-muted-foreground text-xs tabular-nums">
                  {item && formatOdds(item.oddsTaken)}
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <div>{formatMoney(bet.totalStake)}</div>
                <div
                  data-testid="bet-payout"
                  className={
                    bet.actualPayout > 0
                      ? 'font-semibold text-success text-xs'
                      : 'text-muted-foreground text-xs'
                  }
                >
                  {payoutText(bet)}
                </div>
              </TableCell>
              <TableCell className="text-center">
                <BetStatusBadge status={bet.statusCode} />
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
