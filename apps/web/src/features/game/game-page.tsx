import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMain, SkipLink } from '../../components/page-main'
import { PagePending } from '../../components/page-pending'
import { SelfExclusionBanner } from '../member/responsible-play/self-exclusion-banner'
import { RealityCheck } from '../reality-check/reality-check'
import { BettingClockProvider } from './betting-clock-context'
import { GameAnnouncer } from './game-announcer'
import { GameHeader } from './game-header'
import { GameTabPanel } from './game-tab-panel'
import { asGameTab, type GameTab, gameTabs } from './game-tabs'

const cashierTabs = ['topup', 'withdrawal'] as const satisfies readonly GameTab[]

// Every tab but the game's loads when first opened: the game page starts without them.
const CashierPanel = lazy(() =>
  import('../cashier/cashier-panel').then(({ CashierPanel }) => ({ default: CashierPanel })),
)
const MoneyHistoryPanel = lazy(() =>
  import('../ledger/money-history-panel').then(({ MoneyHistoryPanel }) => ({ default: MoneyHistoryPanel })),
)
const PointsPanel = lazy(() => import('./game-points-panel'))
const ResultsPanel = lazy(() => import('../results/results-panel'))
const StatisticsPanel = lazy(() => import('../statistics/statistics-panel'))
const GameNotices = lazy(() => import('../messages/game-notices'))

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
            <Suspense>
              <GameNotices />
            </Suspense>
          </TabsContent>
          {cashierTabs.map((name) => (
            <LazyTab key={name} value={name} className="flex justify-center">
              <CashierPanel type={name} place="game" />
            </LazyTab>
          ))}
          <LazyTab value="betting_history">
            <MoneyHistoryPanel />
          </LazyTab>
          <LazyTab value="point_history">
            <PointsPanel />
          </LazyTab>
          <LazyTab value="results">
            <ResultsPanel />
          </LazyTab>
          <LazyTab value="statistics">
            <StatisticsPanel />
          </LazyTab>
        </Tabs>
      </PageMain>
      <RealityCheck />
    </div>
  )
}

/** A tab whose panel loads when first opened, with the page's pending state meanwhile. */
function LazyTab({
  value,
  className,
  children,
}: {
  value: GameTab
  className?: string
  children: ReactNode
}) {
  return (
    <TabsContent value={value} className={className}>
      <Suspense fallback={<PagePending />}>{children}</Suspense>
    </TabsContent>
  )
}
