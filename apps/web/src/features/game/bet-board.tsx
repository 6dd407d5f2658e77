import { cn } from '@pb/ui/lib/cn'
import { useId } from 'react'
import { formatOdds } from '../../lib/format'
import { boardLabel, marketLabel, selectionLabel } from '../../lib/labels'
import type { OddsMarket } from '../../trpc/types'

// Two-way markets side by side, three-way in threes, the larger ones in rows of four.
const columnsBySize: Record<number, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  6: 'grid-cols-3',
  8: 'grid-cols-2 sm:grid-cols-4',
}

/** The three-part combinations have the longest names: their card takes the board's whole width. */
const wideMarkets = new Set(['PB_NB_TRIPLE'])

interface BetBoardProps {
  markets: OddsMarket[]
  selected: string | null
  onToggle: (selectionCode: string) => void
}

/** All 45 selections grouped by market, each with its label and current odds. */
export function BetBoard({ markets, selected, onToggle }: BetBoardProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {markets.map((market) => (
        <MarketCard key={market.marketCode} market={market} selected={selected} onToggle={onToggle} />
      ))}
    </div>
  )
}

function MarketCard({ market, selected, onToggle }: { market: OddsMarket } & Omit<BetBoardProps, 'markets'>) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border bg-card p-3', wideMarkets.has(market.marketCode) && 'sm:col-span-2')}
    >
      <h3 id={headingId} className="mb-2 font-semibold text-sm">
        {marketLabel(market.marketCode)}
      </h3>
      <div className={cn('grid gap-2', columnsBySize[market.selections.length] ?? 'grid-cols-2')}>
        {market.selections.map((selection) => {
          const pressed = selected === selection.selectionCode
          return (
            <button
              key={selection.selectionCode}
              type="button"
              aria-pressed={pressed}
              aria-label={`${selectionLabel(selection.selectionCode)} ${formatOdds(selection.oddsValue)}`}
              data-selection={selection.selectionCode}
              onClick={() => onToggle(selection.selectionCode)}
              className={cn(
                'flex min-h-14 min-w-0 flex-col items-center justify-center gap-0.5 rounded-md border px-1.5 py-2 text-center outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:border-primary/60 hover:bg-accent',
              )}
            >
              <span className="block font-semibold text-sm leading-tight first-letter:uppercase">
                {boardLabel(selection.selectionCode)}
              </span>
              <span className={cn('text-xs tabular-nums', pressed ? 'opacity-90' : 'text-muted-foreground')}>
                {formatOdds(selection.oddsValue)}
              </span>
            </button>
          )
        })}
      </div>
    </section>
  )
}
