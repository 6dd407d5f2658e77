import { todayRound } from '@pb/game'
import { useQuery } from '@tanstack/react-query'
import { TicketIcon } from 'lucide-react'
import { memo, useDeferredValue, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { OnceOpened } from '../../components/lazy-dialog'
import { formatMoney, formatOdds } from '../../lib/format'
import { selectionLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import { BetStatusBadge } from '../bets/bet-status-badge'
import { LazyBetDetailDialog } from '../bets/lazy-bet-detail-dialog'
import { payoutText } from '../bets/payout-text'

/** docs/product.md §2.3: the game page keeps the bets of the two latest rounds the member played. */
const roundsShown = 2
/** The member's latest purchases, shared with the game tab's count of waiting ones. */
export const recentBetsQuery = { page: 1, limit: 20 }

/** The member's latest bets; they settle in place as the draw arrives. */
export const MyRecentBets = memo(function MyRecentBets() {
  const { t } = useTranslation()
  const headingId = useId()
  const [openBet, setOpenBet] = useState<string | null>(null)
  const history = useQuery(trpc.bets.history.queryOptions(recentBetsQuery))
  // The page's answers arrive together; the list is drawn after the board, in a render React may pause.
  const items = useDeferredValue(history.data?.items)
  const bets = items ?? []
  const rounds = [...new Set(bets.map((bet) => bet.roundNo))].slice(0, roundsShown)
  const shown = bets.filter((bet) => rounds.includes(bet.roundNo))

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-semibold text-lg max-lg:sr-only">
        {t('game.myBets.title')}
      </h2>
      {items !== undefined && shown.length === 0 ? (
        <EmptyState icon={TicketIcon} message={t('game.myBets.empty')} />
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border bg-card" data-testid="my-bets">
          {shown.map((bet) => (
            <li key={bet.id}>
              <button
                type="button"
                className="grid w-full grid-cols-[1fr_auto] items-center gap-x-2 px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={() => setOpenBet(bet.purchaseNo)}
                data-purchase={bet.purchaseNo}
              >
                <span className="min-w-0 truncate">
                  <span className="mr-1.5 text-muted-foreground tabular-nums">
                    {t('game.round.today', { round: todayRound(bet.roundNo) })}
                  </span>
                  <span className="font-medium">
                    {bet.items.map((item) => selectionLabel(item.selectionCode)).join(', ')}
                  </span>
                </span>
                <BetStatusBadge status={bet.statusCode} />
                <span className="text-muted-foreground text-xs tabular-nums">
                  {formatMoney(bet.totalStake)} × {formatOdds(bet.items[0]?.oddsTaken ?? 0)}
                </span>
                <span className="text-right text-xs tabular-nums" data-testid="bet-payout">
                  {bet.statusCode === 'WON' ? (
                    <span className="font-semibold text-success">+{formatMoney(bet.actualPayout)}</span>
                  ) : (
                    <span className="text-muted-foreground">{payoutText(bet)}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <OnceOpened open={openBet !== null}>
        <LazyBetDetailDialog betId={openBet} onClose={() => setOpenBet(null)} />
      </OnceOpened>
    </section>
  )
})
