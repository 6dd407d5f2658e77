import type { Outcome } from '@pb/game'
import { Button } from '@pb/ui/button'
import { EraserIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ResultPreview } from './result-preview'
import type { TimeRange } from './time-range-fields'

/**
 * The corrected result as picked so far: what it decides once whole, a hint while half picked, or
 * that the round's own result stands when nothing is picked; clearing starts over.
 */
export function CorrectedResultPanel({
  picked,
  outcome,
  onClear,
}: {
  picked: boolean
  outcome: Outcome | undefined
  onClear: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <section className="self-start rounded-lg border bg-muted/40 p-3" aria-label={t('resettle.newResult')}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-medium text-sm">{t('resettle.newResult')}</h3>
        {picked && (
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onClear}>
            <EraserIcon aria-hidden />
            {t('resettle.clearResult')}
          </Button>
        )}
      </div>
      {outcome ? (
        <ResultPreview outcome={outcome} />
      ) : (
        <p className="text-muted-foreground text-sm">
          {picked ? t('results.previewEmpty') : t('resettle.sameResult')}
        </p>
      )}
    </section>
  )
}

/** What the confirmation repeats before a re-settlement is proposed: the time range and the result. */
export function ResettleSummary({ range, outcome }: { range: TimeRange; outcome: Outcome | undefined }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
        <dt className="col-span-2 mb-1 font-medium">{t('resettle.timeRange')}</dt>
        <dt className="text-muted-foreground">{t('resettle.start')}</dt>
        <dd className="tabular-nums">{range.start.replace('T', ' ')}</dd>
        <dt className="text-muted-foreground">{t('resettle.end')}</dt>
        <dd className="tabular-nums">{range.end.replace('T', ' ')}</dd>
      </dl>
      <p className="-mb-2 font-medium text-sm">{t('resettle.newResult')}</p>
      {outcome ? (
        <ResultPreview outcome={outcome} />
      ) : (
        <p className="text-muted-foreground text-sm">{t('resettle.sameResult')}</p>
      )}
    </>
  )
}
