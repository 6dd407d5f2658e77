import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { trpc } from '../../trpc/client'
import { RoundCommitment } from '../fairness/round-commitment'
import { useMemberUser } from '../member/use-member-user'
import { BetBoard } from './bet-board'
import { BetConfirmDialog } from './bet-confirm-dialog'
import { BetSlip } from './bet-slip'
import { ClosedOverlay } from './closed-overlay'
import { MyRecentBets } from './my-recent-bets'
import { RecentResults } from './recent-results'
import { useBetCart } from './use-bet-cart'
import type { GameClock } from './use-game-clock'
import { usePlaceBet } from './use-place-bet'

/**
 * The game tab: the board (covered while buying is closed), the cart, my latest bets and the
 * results. On a phone the cart stays at the bottom of the screen while the board scrolls; from lg
 * up it sits beside the board with my bets.
 */
export function GameTabPanel({ clock }: { clock: GameClock }) {
  const { t } = useTranslation()
  const user = useMemberUser()
  const odds = useQuery(trpc.game.odds.queryOptions({ gameCode: 'powerball' }))
  const cart = useBetCart(clock.round)
  const purchase = usePlaceBet({ clock, cart, balance: user?.moneyBal })
  const oddsOf = (code: string | null) =>
    odds.data?.markets.flatMap((market) => market.selections).find((s) => s.selectionCode === code)?.oddsValue

  return (
    <div className="flex flex-col gap-6">
      <RoundCommitment clock={clock} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="relative min-w-0">
          <div inert={!clock.open}>
            {odds.isPending && <Spinner className="mx-auto my-12 size-6" label={t('common.loading')} />}
            {odds.isError && <ErrorAlert message={odds.error.message || t('game.oddsFailed')} />}
            {odds.data && (
              <BetBoard
                markets={odds.data.markets}
                selected={cart.selection}
                onToggle={(code) => {
                  cart.toggle(code)
                  purchase.clearProblem()
                }}
              />
            )}
          </div>
          {!clock.open && <ClosedOverlay clock={clock} />}
        </div>
        <div className="contents lg:sticky lg:top-20 lg:flex lg:flex-col lg:gap-6">
          <BetSlip
            className="sticky bottom-0 z-20 lg:static"
            cart={cart}
            clock={clock}
            odds={oddsOf(cart.selection)}
            problem={purchase.problem}
            betBlocked={user?.betBlocked === true}
            onBuy={purchase.review}
            onChange={purchase.clearProblem}
          />
          <MyRecentBets />
        </div>
      </div>
      <RecentResults />
      <BetConfirmDialog
        pending={purchase.pending}
        odds={oddsOf(purchase.pending?.selectionCode ?? null)}
        isPlacing={purchase.isPlacing}
        onConfirm={purchase.confirm}
        onCancel={purchase.cancel}
      />
    </div>
  )
}
