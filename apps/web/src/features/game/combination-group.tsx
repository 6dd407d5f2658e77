import { cn } from '@pb/ui/lib/cn'
import { ChevronDownIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '../../hooks/use-media-query'
import { boardLabel, marketLabel } from '../../lib/labels'
import { type BoardMarket, combinationColumns } from './board-layout'
import { SelectionButton } from './selection-button'

interface CombinationGroupProps {
  market: BoardMarket
  selected: string | null
  onToggle: (selectionCode: string) => void
}

/**
 * A combination market under a header that folds it. It is open on a wide screen and folded on a
 * phone until the member opens it; folded, the header still names a selection of it in the cart.
 */
export function CombinationGroup({ market, selected, onToggle }: CombinationGroupProps) {
  const { t } = useTranslation()
  const wide = useMediaQuery('(min-width: 1024px)')
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? wide
  const panelId = useId()
  const inCart = market.selections.find((selection) => selection.selectionCode === selected)

  return (
    <section aria-label={marketLabel(market.marketCode)} data-market={market.marketCode}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setChosen(!open)}
          className="flex min-h-11 w-full items-center gap-2 px-3 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="min-w-0 flex-1 truncate font-semibold text-sm">
            {marketLabel(market.marketCode)}
          </span>
          {inCart && !open && (
            <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
              {boardLabel(inCart.selectionCode)}
            </span>
          )}
          <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
            {t('game.board.choices', { count: market.selections.length })}
          </span>
          <ChevronDownIcon
            className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h3>
      <div
        id={panelId}
        hidden={!open}
        className={cn('grid gap-1.5 px-3 pb-3', combinationColumns(market.selections.length))}
      >
        {market.selections.map((selection) => (
          <SelectionButton
            key={selection.selectionCode}
            selection={selection}
            pressed={selected === selection.selectionCode}
            inline={false}
            onToggle={onToggle}
          />
        ))}
      </div>
    </section>
  )
}
