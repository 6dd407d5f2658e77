import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pb/ui/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { GameHeader } from './game-header'
import { asGameTab, type GameTab, gameTabIcons, gameTabs } from './game-tabs'

export function GamePage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<GameTab>('game')

  return (
    <div className="flex min-h-dvh flex-col">
      <GameHeader
        onShowMoneyHistory={() => setTab('betting_history')}
        onShowPointHistory={() => setTab('point_history')}
      />
      <main className="mx-auto w-full max-w-5xl flex-1 p-3 sm:p-6">
        <Tabs value={tab} onValueChange={(value) => setTab(asGameTab(value))}>
          <TabsList>
            {gameTabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(`game.tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {gameTabs.map((name) => (
            <TabsContent key={name} value={name}>
              <EmptyState icon={gameTabIcons[name]} message={t(`game.placeholders.${name}`)} />
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  )
}
