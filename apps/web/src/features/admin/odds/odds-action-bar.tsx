import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { CircleAlertIcon, RotateCcwIcon, SendIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

interface OddsActionBarProps {
  changedCount: number
  hasDrafts: boolean
  /** Why nothing can be proposed: an input holds odds the server would refuse. */
  problem: string | undefined
  isApplying: boolean
  /** The proposals' reason (optional), the same for each. */
  reason: string
  onReason: (reason: string) => void
  onReset: () => void
  onApply: () => void
}

/** Kept at the bottom of the screen while the board scrolls, so proposing is always one tap away. */
export function OddsActionBar({
  changedCount,
  hasDrafts,
  problem,
  isApplying,
  reason,
  onReason,
  onReset,
  onApply,
}: OddsActionBarProps) {
  const { t } = useTranslation('admin')
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-b-xl border-t bg-card/95 px-3 py-3 backdrop-blur sm:px-6">
      <p className="min-w-0 flex-1 basis-48 text-sm" aria-live="polite">
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
      {changedCount > 0 && (
        <Input
          value={reason}
          maxLength={textLimits.reason}
          onChange={(event) => onReason(event.target.value)}
          placeholder={t('approvals.reasonField.label')}
          aria-label={t('approvals.reasonField.label')}
          className="h-9 w-full sm:w-56"
        />
      )}
      <div className="flex shrink-0 gap-2 max-sm:w-full max-sm:justify-end">
        <Button variant="outline" onClick={onReset} disabled={!hasDrafts || isApplying}>
          <RotateCcwIcon aria-hidden />
          {t('odds.reset')}
        </Button>
        <Button onClick={onApply} disabled={changedCount === 0 || problem !== undefined || isApplying}>
          {isApplying ? <Spinner /> : <SendIcon aria-hidden />}
          {t('odds.apply')}
        </Button>
      </div>
    </div>
  )
}
