import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { marketLabel } from '../../lib/labels'
import { type BoardMarket, splitBoard } from './board-layout'
import { CombinationGroup } from './combination-group'
import { SelectionButton } from './selection-button'

interface BetBoardProps {
  markets: BoardMarket[]
  selected: string | null
  onToggle: (selectionCode: string) => void
}

/**
 * All 45 selections with their current odds: the popular markets first as segmented rows, then
 * the combinations, each in a group that is open on a wide screen and folded on a phone. Memoised:
 * the game page draws again every second for its clock, the board only when its props change.
 */
export const BetBoard = memo(function BetBoard({ markets, selected, onToggle }: BetBoardProps) {
  const { t } = useTranslation()
  const { popular, combinations } = splitBoard(markets)
  return (
    <div className="flex flex-col gap-3" data-testid="bet-board">
      <div className="flex flex-col gap-2 rounded-lg border bg-card p-2 sm:p-3">
        {popular.map((market) => (
          <MarketRow key={market.marketCode} market={market} selected={selected} onToggle={onToggle} />
        ))}
      </div>
      <section
        aria-label={t('game.board.combinations')}
        className="flex flex-col divide-y rounded-lg border bg-card"
      >
        {combinations.map((market) => (
          <CombinationGroup key={market.marketCode} market={market} selected={selected} onToggle={onToggle} />
        ))}
      </section>
    </div>
  )
})

function MarketRow({ market, selected, onToggle }: { market: BoardMarket } & Omit<BetBoardProps, 'markets'>) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="grid grid-cols-[4.25rem_1fr] items-center gap-2 sm:grid-cols-[7rem_1fr]"
    >
      <h3
        id={headingId}
        className="font-semibold text-muted-foreground text-xs leading-tight [word-break:keep-all] sm:text-sm"
      >
        {marketLabel(market.marketCode)}
      </h3>
      <div
        className="grid gap-1.5"
        style={{ gridTemplateColumns: `repeat(${market.selections.length}, minmax(0, 1fr))` }}
      >
        {market.selections.map((selection) => (
          <SelectionButton
            key={selection.selectionCode}
            selection={selection}
            pressed={selected === selection.selectionCode}
            inline
            onToggle={onToggle}
          />
        ))}
      </div>
    </section>
  )
}
