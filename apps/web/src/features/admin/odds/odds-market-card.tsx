import { useId } from 'react'
import { marketLabel } from '../../../lib/labels'
import type { AdminOddsMarket } from '../admin-types'
import { OddsRow } from './odds-row'

interface OddsMarketCardProps {
  market: AdminOddsMarket
  drafts: Record<string, string>
  onDraft?: (selectionCode: string, text: string) => void
}

/** One market's selections, each a row of the board; the card is its own container for the row layout. */
export function OddsMarketCard({ market, drafts, onDraft }: OddsMarketCardProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="@container mb-3 min-w-0 break-inside-avoid rounded-lg border bg-background p-2 last:mb-0"
    >
      <h3 id={headingId} className="px-2 pt-1 pb-1.5 font-semibold text-sm">
        {marketLabel(market.marketCode)}
      </h3>
      <div className="flex flex-col">
        {market.selections.map((selection) => (
          <OddsRow
            key={selection.selectionCode}
            selection={selection}
            draft={drafts[selection.selectionCode]}
            onDraft={onDraft && ((text) => onDraft(selection.selectionCode, text))}
          />
        ))}
      </div>
    </section>
  )
}
