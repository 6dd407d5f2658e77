import { Tabs, TabsContent } from '@pb/ui/tabs'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { lazyDialog, OnceOpened } from '../../components/lazy-dialog'
import { trpc } from '../../trpc/client'
import { RoundCommitment } from '../fairness/round-commitment'
import { useMemberUser } from '../member/use-member-user'
import { BetBoard } from './bet-board'
import { BetSlip } from './bet-slip'
import { useRoundPhase } from './betting-clock-context'
import { boardWithoutOdds } from './board-layout'
import { ClosedOverlay } from './closed-overlay'
import { DrawReveal } from './draw-reveal'
import { asGameView, type GameView, GameViewTabs } from './game-views'
import { MyRecentBets } from './my-recent-bets'
import { RecentResults } from './recent-results'
import { RoundNotices } from './round-notices'
import { useBetCart } from './use-bet-cart'
import { usePlaceBet } from './use-place-bet'
import { capProblem, useRoundCaps } from './use-round-caps'

const BetConfirmDialog = lazyDialog(() =>
  import('./bet-confirm-dialog').then(({ BetConfirmDialog }) => BetConfirmDialog),
)

// Every view stays mounted: from lg up all show at once, below it the inactive ones are hidden.
const viewPanel = 'mt-0 data-[state=inactive]:max-lg:hidden'

/**
 * The game tab: the board (covered while buying is closed), the cart, my latest bets and the
 * results. On a phone a switch above the board shows one of board, my bets and results, and the
 * cart is a bar at the bottom of the screen; from lg up the cart and my bets sit beside the board.
 */
export function GameTabPanel() {
  const phase = useRoundPhase()
  const { t } = useTranslation()
  const [view, setView] = useState<GameView>('board')
  const user = useMemberUser()
  const odds = useQuery(trpc.game.odds.queryOptions({ gameCode: 'powerball' }))
  const cart = useBetCart(phase.round)
  const caps = useRoundCaps(phase.round)
  // The server refuses a stake the balance does not cover before it looks at the caps; so does the page.
  const covered = !user || cart.stake <= user.moneyBal
  const overCap = covered ? capProblem(caps, cart.selection, cart.stake) : null
  const placement = usePlaceBet({ phase, cart, balance: user?.moneyBal, overCap })
  const { toggle } = cart
  const { clearProblem } = placement
  const onToggle = useCallback(
    (code: string) => {
      toggle(code)
      clearProblem()
    },
    [toggle, clearProblem],
  )
  // New odds redraw the 45 selections in the background, a few at a time, rather than in one long
  // task a tap would have to wait behind.
  const boardMarkets = useDeferredValue(odds.data?.markets ?? boardWithoutOdds)
  const oddsOf = (code: string | null) =>
    odds.data?.markets.flatMap((market) => market.selections).find((s) => s.selectionCode === code)?.oddsValue

  return (
    <Tabs value={view} onValueChange={(value) => setView(asGameView(value))} className="gap-4 pb-24 lg:pb-0">
      <GameViewTabs />
      {/* On a phone the views are the switch's siblings, so a hidden one leaves no gap. */}
      <div className="contents lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-4">
        <TabsContent value="board" forceMount className={`${viewPanel} flex min-w-0 flex-col gap-3`}>
          <RoundCommitment gameDate={phase.gameDate} todayRound={phase.todayRound} />
          <RoundNotices manualResult={phase.manualResult} resultDelayed={phase.resultDelayed} />
          <div className="relative min-w-0">
            <div inert={!phase.open} aria-busy={odds.isPending}>
              {odds.isError && <ErrorAlert error={odds.error} fallback={t('game.oddsFailed')} />}
              {/* Drawn at once without odds; after a failed refresh, still with the last odds. */}
              {(odds.isPending || odds.data) && (
                <BetBoard markets={boardMarkets} selected={cart.selection} onToggle={onToggle} />
              )}
            </div>
            {!phase.open && <ClosedOverlay />}
          </div>
        </TabsContent>
        <div className="contents lg:sticky lg:top-20 lg:flex lg:flex-col lg:gap-6">
          <DrawReveal />
          <BetSlip
            cart={cart}
            phase={phase}
            odds={oddsOf(cart.selection)}
            problem={placement.problem ?? overCap}
            overCap={overCap !== null}
            betBlocked={user?.betBlocked === true}
            onBuy={placement.review}
            onChange={placement.clearProblem}
          />
          <TabsContent value="mine" forceMount className={viewPanel}>
            <MyRecentBets />
          </TabsContent>
        </div>
      </div>
      <TabsContent value="results" forceMount className={viewPanel}>
        <RecentResults />
      </TabsContent>
      <OnceOpened open={placement.pending !== null}>
        <BetConfirmDialog
          pending={placement.pending}
          odds={oddsOf(placement.pending?.selectionCode ?? null)}
          isPlacing={placement.isPlacing}
          overCap={overCap}
          onConfirm={placement.confirm}
          onCancel={placement.cancel}
        />
      </OnceOpened>
    </Tabs>
  )
}
