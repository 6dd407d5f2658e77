import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMain, SkipLink } from '../../components/page-main'
import { PagePending } from '../../components/page-pending'
import { CashierPanel } from '../cashier/cashier-panel'
import { PointConvertCard } from '../cashier/point-convert-card'
import { MoneyHistoryPanel } from '../ledger/money-history-panel'
import { PointHistoryPanel } from '../ledger/point-history-panel'
import { SelfExclusionBanner } from '../member/responsible-play/self-exclusion-banner'
import { RealityCheck } from '../reality-check/reality-check'
import { BettingClockProvider } from './betting-clock-context'
import { GameAnnouncer } from './game-announcer'
import { GameHeader } from './game-header'
import { GameTabPanel } from './game-tab-panel'
import { asGameTab, type GameTab, gameTabs } from './game-tabs'

const cashierTabs = ['topup', 'withdrawal'] as const satisfies readonly GameTab[]

// The results and statistics tabs load when first opened: the game page starts without them.
const ResultsPanel = lazy(() => import('../results/results-panel'))
const StatisticsPanel = lazy(() => import('../statistics/statistics-panel'))

/** docs/product.md §5.3: on the game page a single point converts. */
const gamePageMinimumPoints = 1

export function GamePage() {
  return (
    <BettingClockProvider>
      <GamePageBody />
    </BettingClockProvider>
  )
}

/** Draws again when the tab changes, not when the clock ticks: the provider above passes it on as is. */
function GamePageBody() {
  const { t } = useTranslation()
  // The results and statistics tabs are named with the draws' words (in the fairness namespace).
  const { t: tf } = useTranslation('fairness')
  const [tab, setTab] = useState<GameTab>('game')

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <GameAnnouncer />
      <GameHeader
        onShowMoneyHistory={() => setTab('betting_history')}
        onShowPointHistory={() => setTab('point_history')}
      />
      <PageMain className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-6">
        <SelfExclusionBanner className="mb-3" />
        <Tabs value={tab} onValueChange={(value) => setTab(asGameTab(value))}>
          <TabsList className="grid grid-cols-4 sm:inline-flex">
            {gameTabs.map((name) => (
              <TabsTrigger
                key={name}
                value={name}
                className="h-auto whitespace-normal px-0.5 text-xs leading-tight sm:px-3 sm:text-sm"
              >
                {name === 'results' || name === 'statistics'
                  ? tf(`draws.tabs.${name}`)
                  : t(`game.tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="game">
            <GameTabPanel />
          </TabsContent>
          {cashierTabs.map((name) => (
            <TabsContent key={name} value={name} className="flex justify-center">
              <CashierPanel type={name} place="game" />
            </TabsContent>
          ))}
          <TabsContent value="betting_history">
            <MoneyHistoryPanel />
          </TabsContent>
          <TabsContent
            value="point_history"
            className="grid items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]"
          >
            <PointConvertCard minimum={gamePageMinimumPoints} />
            <PointHistoryPanel />
          </TabsContent>
          <TabsContent value="results">
            <Suspense fallback={<PagePending />}>
              <ResultsPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="statistics">
            <Suspense fallback={<PagePending />}>
              <StatisticsPanel />
            </Suspense>
          </TabsContent>
        </Tabs>
      </PageMain>
      <RealityCheck />
    </div>
  )
}
