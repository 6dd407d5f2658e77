import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { MoneyHistoryPanel } from '../ledger/money-history-panel'
import { PointHistoryPanel } from '../ledger/point-history-panel'
import { GameHeader } from './game-header'
import { GameTabPanel } from './game-tab-panel'
import { asGameTab, type GameTab, gameTabIcons, gameTabs } from './game-tabs'
import { useGameClock } from './use-game-clock'

/** The tabs whose screens need the cashier calls, which come later. */
const pendingTabs = ['topup', 'withdrawal'] as const satisfies readonly GameTab[]

export function GamePage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<GameTab>('game')
  const clock = useGameClock()

  return (
    <div className="flex min-h-dvh flex-col">
      <GameHeader
        clock={clock}
        onShowMoneyHistory={() => setTab('betting_history')}
        onShowPointHistory={() => setTab('point_history')}
      />
      <main className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-6">
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
            <GameTabPanel clock={clock} />
          </TabsContent>
          {pendingTabs.map((name) => (
            <TabsContent key={name} value={name}>
              <EmptyState icon={gameTabIcons[name]} message={t(`game.placeholders.${name}`)} />
            </TabsContent>
          ))}
          <TabsContent value="betting_history">
            <MoneyHistoryPanel />
          </TabsContent>
          <TabsContent value="point_history">
            <PointHistoryPanel />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  )
}
