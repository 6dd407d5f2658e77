import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { marketLabel } from '../../../lib/labels'
import type { AdminOddsMarket } from '../admin-types'
import type { EdgeLimit } from './odds-draft'
import { OddsRow } from './odds-row'
import type { PendingOdds } from './use-pending-odds'

interface OddsMarketCardProps {
  market: AdminOddsMarket
  drafts: Record<string, string>
  edge: EdgeLimit
  pending: ReadonlyMap<string, PendingOdds>
  onDraft?: ((selectionCode: string, text: string) => void) | undefined
}

/**
 * One market's selections, each a row of the board; the card is its own container for the row
 * layout, and names the figure columns once they are columns.
 */
export function OddsMarketCard({ market, drafts, edge, pending, onDraft }: OddsMarketCardProps) {
  const { t } = useTranslation('admin')
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="@container mb-3 min-w-0 break-inside-avoid rounded-lg border bg-background p-2 last:mb-0"
    >
      <div className="grid grid-cols-[minmax(0,1fr)] items-end gap-x-2 px-2 pt-1 pb-1.5 @min-[24rem]:grid-cols-[minmax(0,1fr)_5rem_5rem_7rem]">
        <h3 id={headingId} className="font-semibold text-sm">
          {marketLabel(market.marketCode)}
        </h3>
        <span aria-hidden className="hidden @min-[24rem]:block" />
        <span
          aria-hidden
          className="hidden text-right text-[0.6875rem] text-muted-foreground leading-tight @min-[24rem]:block"
        >
          {t('odds.rtp')}
          <br />
          {t('odds.returnWithPoints')}
        </span>
        <span aria-hidden className="hidden @min-[24rem]:block" />
      </div>
      <div className="flex flex-col">
        {market.selections.map((selection) => (
          <OddsRow
            key={selection.selectionCode}
            selection={selection}
            draft={drafts[selection.selectionCode]}
            edge={edge}
            pending={pending.get(selection.selectionCode)}
            onDraft={onDraft && ((text) => onDraft(selection.selectionCode, text))}
          />
        ))}
      </div>
    </section>
  )
}
