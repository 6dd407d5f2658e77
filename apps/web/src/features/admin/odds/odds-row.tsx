import { oddsRange } from '@pb/contract/limits'
import { Input } from '@pb/ui/input'
import { cn } from '@pb/ui/lib/cn'
import { ClockIcon, TriangleAlertIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatOdds, formatPercent } from '../../../lib/format'
import { boardLabel, selectionLabel } from '../../../lib/labels'
import type { AdminOddsSelection } from '../admin-types'
import { changedOdds, crossesEdge, type EdgeLimit, readDraft, returnWithPointsOf, rtpOf } from './odds-draft'
import type { PendingOdds } from './use-pending-odds'

// Korean names break between words only; a name too long for its column still wraps rather than overflows.
const nameClass = 'block break-keep font-medium text-sm leading-snug [overflow-wrap:anywhere]'

interface OddsRowProps {
  selection: AdminOddsSelection
  /** The input's text; undefined while it shows the server's odds. */
  draft: string | undefined
  edge: EdgeLimit
  /** A proposal of new odds for this selection, waiting for a second SUPER. */
  pending: PendingOdds | undefined
  /** Absent for a read-only board. */
  onDraft?: (text: string) => void
}

/**
 * One selection: label and current odds (and odds waiting for approval), the new odds, the RTP and
 * the return with points at them, the open round's liability. In a narrow card the figures share a
 * second line; from 24rem they are columns.
 */
export function OddsRow({ selection, draft, edge, pending, onDraft }: OddsRowProps) {
  const { t } = useTranslation('admin')
  const inputId = useId()
  const changed = changedOdds(selection, draft) !== undefined
  const invalid = readDraft(draft).kind === 'invalid'
  const rtp = rtpOf(selection, draft)
  const overPaying = rtp > 1
  const withPoints = returnWithPointsOf(selection, draft, edge)
  const overEdge = crossesEdge(selection, draft, edge)
  const limit = {
    edge: edge.minHouseEdge,
    limit: 100 - edge.minHouseEdge,
    rate: edge.pointRate,
    rolling: edge.rollingRate,
  }

  return (
    <div
      data-selection={selection.selectionCode}
      data-changed={changed || undefined}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-x-2 gap-y-1 rounded-md px-2 py-2',
        '@min-[24rem]:grid-cols-[minmax(0,1fr)_5rem_5rem_7rem]',
        changed && 'bg-primary/5',
        (invalid || overEdge) && 'bg-destructive/5',
      )}
    >
      <div className="min-w-0">
        {onDraft ? (
          <label htmlFor={inputId} className={nameClass}>
            {boardLabel(selection.selectionCode)}
          </label>
        ) : (
          <span className={nameClass}>{boardLabel(selection.selectionCode)}</span>
        )}
        {onDraft && (
          <span className="block text-muted-foreground text-xs tabular-nums">
            {t('odds.current', { odds: formatOdds(selection.oddsValue) })}
          </span>
        )}
        {pending && (
          <span
            className="flex items-center gap-1 text-amber-700 text-xs tabular-nums dark:text-amber-400"
            data-testid="pending-odds"
          >
            <ClockIcon className="size-3 shrink-0" aria-hidden />
            {t('odds.pending', { odds: formatOdds(pending.odds), id: pending.id })}
          </span>
        )}
      </div>
      {onDraft ? (
        <Input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={oddsRange.min}
          max={oddsRange.max}
          step={0.01}
          value={draft ?? selection.oddsValue.toFixed(2)}
          onChange={(event) => onDraft(event.target.value)}
          aria-label={t('odds.newOddsOf', { selection: selectionLabel(selection.selectionCode) })}
          aria-invalid={invalid || overEdge || undefined}
          className={cn(
            'h-9 text-right font-medium tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            changed && 'border-primary bg-primary/10 ring-1 ring-primary/40 dark:bg-primary/15',
          )}
        />
      ) : (
        <span className="text-right font-medium text-sm tabular-nums">{formatOdds(selection.oddsValue)}</span>
      )}
      <div className="col-span-2 flex items-baseline justify-between gap-3 text-xs @min-[24rem]:contents">
        <span className="flex flex-wrap gap-x-3 @min-[24rem]:flex-col @min-[24rem]:items-end">
          <span
            data-testid="rtp"
            className={cn(
              'inline-flex items-center gap-1 tabular-nums',
              overPaying ? 'font-semibold text-amber-700 dark:text-amber-400' : 'text-muted-foreground',
            )}
            title={overPaying ? t('odds.rtpOver') : t('odds.rtpHint')}
          >
            {overPaying && <TriangleAlertIcon className="size-3.5 shrink-0" aria-label={t('odds.rtpOver')} />}
            <span className="@min-[24rem]:sr-only">{t('odds.rtp')}</span>
            {formatPercent(rtp)}
          </span>
          <span
            data-testid="return-with-points"
            data-over={overEdge || undefined}
            className={cn(
              'inline-flex items-center gap-1 tabular-nums',
              overEdge ? 'font-semibold text-destructive' : 'text-foreground/80',
            )}
            title={overEdge ? t('odds.rwpOver', limit) : t('odds.rwpHint', limit)}
          >
            {overEdge && (
              <TriangleAlertIcon className="size-3.5 shrink-0" aria-label={t('odds.rwpOver', limit)} />
            )}
            <span className="text-muted-foreground @min-[24rem]:sr-only">{t('odds.returnWithPoints')}</span>
            {formatPercent(withPoints)}
          </span>
        </span>
        <span
          className={
            'flex gap-x-2 text-muted-foreground tabular-nums @min-[24rem]:flex-col @min-[24rem]:items-end'
          }
          title={t('odds.liabilityHint')}
        >
          <span>{t('odds.openStake', { amount: formatMoney(selection.openStake) })}</span>
          <span className={cn(selection.openPayoutIfWins > 0 && 'text-foreground')}>
            {t('odds.openPayout', { amount: formatMoney(selection.openPayoutIfWins) })}
          </span>
        </span>
      </div>
    </div>
  )
}
