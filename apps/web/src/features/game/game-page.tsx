import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CashierPanel } from '../cashier/cashier-panel'
import { PointConvertCard } from '../cashier/point-convert-card'
import { MoneyHistoryPanel } from '../ledger/money-history-panel'
import { PointHistoryPanel } from '../ledger/point-history-panel'
import { SelfExclusionBanner } from '../member/responsible-play/self-exclusion-banner'
import { RealityCheck } from '../reality-check/reality-check'
import { GameHeader } from './game-header'
import { GameTabPanel } from './game-tab-panel'
import { asGameTab, type GameTab, gameTabs } from './game-tabs'
import { useBettingClock } from './use-betting-clock'

const cashierTabs = ['topup', 'withdrawal'] as const satisfies readonly GameTab[]

/** Spec §5: on the game page a single point converts. */
const gamePageMinimumPoints = 1

export function GamePage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<GameTab>('game')
  const { clock, ...disclosures } = useBettingClock()

  return (
    <div className="flex min-h-dvh flex-col">
      <GameHeader
        clock={clock}
        onShowMoneyHistory={() => setTab('betting_history')}
        onShowPointHistory={() => setTab('point_history')}
      />
      <main className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-6">
        <SelfExclusionBanner className="mb-3" />
        <Tabs value={tab} onValueChange={(value) => setTab(asGameTab(value))}>
          <TabsList className="grid grid-cols-5 sm:inline-flex">
            {gameTabs.map((name) => (
              <TabsTrigger
                key={name}
                value={name}
                className="h-auto whitespace-normal px-0.5 text-xs leading-tight sm:px-3 sm:text-sm"
              >
                {t(`game.tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="game">
            <GameTabPanel clock={clock} disclosures={disclosures} />
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
        </Tabs>
      </main>
      <RealityCheck />
    </div>
  )
}
