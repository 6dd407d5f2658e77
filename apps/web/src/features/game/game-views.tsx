import { TabsList, TabsTrigger } from '@pb/ui/tabs'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../trpc/client'
import { recentBetsQuery } from './my-recent-bets'
import { useHeightVariable } from './use-height-variable'

/** What the game tab shows on a phone, one at a time; from lg up all three are side by side. */
const gameViews = ['board', 'mine', 'results'] as const
export type GameView = (typeof gameViews)[number]

export function asGameView(value: string): GameView {
  return gameViews.find((view) => view === value) ?? 'board'
}

/**
 * The phone's switch between the board, the member's bets and the recent results: one tap from
 * anywhere on the board, which it stays above. The member's bet tab counts the ones still waiting.
 */
export const GameViewTabs = memo(function GameViewTabs() {
  const { t } = useTranslation()
  const history = useQuery(trpc.bets.history.queryOptions(recentBetsQuery))
  const waiting = history.data?.items.filter((bet) => bet.statusCode === 'PLACED').length ?? 0
  const holdsHeaderHeight = useHeightVariable('--game-header-height')

  return (
    <TabsList
      ref={holdsHeaderHeight}
      className="sticky top-[var(--game-header-height,0px)] z-20 grid grid-cols-3 shadow-sm lg:hidden"
    >
      {gameViews.map((view) => (
        <TabsTrigger key={view} value={view} className="min-h-9">
          {t(`game.views.${view}`)}
          {view === 'mine' && waiting > 0 && (
            <span
              className="min-w-5 rounded-full bg-primary px-1.5 text-center font-semibold text-primary-foreground text-xs tabular-nums"
              data-testid="waiting-bets"
            >
              <span className="sr-only">{t('game.views.waiting')} </span>
              {waiting}
            </span>
          )}
        </TabsTrigger>
      ))}
    </TabsList>
  )
})
