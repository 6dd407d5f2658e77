import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { CircleAlertIcon, RotateCcwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

interface OddsActionBarProps {
  changedCount: number
  hasDrafts: boolean
  /** Why nothing can be applied: an input holds odds the server would refuse. */
  problem: string | undefined
  isApplying: boolean
  onReset: () => void
  onApply: () => void
}

/** Kept at the bottom of the screen while the board scrolls, so apply is always one tap away. */
export function OddsActionBar({
  changedCount,
  hasDrafts,
  problem,
  isApplying,
  onReset,
  onApply,
}: OddsActionBarProps) {
  const { t } = useTranslation('admin')
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-b-xl border-t bg-card/95 px-3 py-3 backdrop-blur sm:px-6">
      <p className="min-w-0 flex-1 text-sm" aria-live="polite">
        {problem ? (
          <span role="alert" className="inline-flex items-start gap-1.5 text-destructive">
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {problem}
          </span>
        ) : (
          <span className="text-muted-foreground">
            {changedCount > 0 ? t('odds.changedCount', { count: changedCount }) : t('odds.noChanges')}
          </span>
        )}
      </p>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" onClick={onReset} disabled={!hasDrafts || isApplying}>
          <RotateCcwIcon aria-hidden />
          {t('odds.reset')}
        </Button>
        <Button onClick={onApply} disabled={changedCount === 0 || problem !== undefined || isApplying}>
          {isApplying && <Spinner />}
          {t('odds.apply')}
        </Button>
      </div>
    </div>
  )
}
