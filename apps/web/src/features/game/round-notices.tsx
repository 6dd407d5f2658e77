import { Alert, AlertDescription, AlertTitle } from '@pb/ui/alert'
import { HandIcon, HourglassIcon } from 'lucide-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoundDisclosures } from './use-betting-clock'

/**
 * What a member must know before betting on the round: its result was set by the operator (who, who
 * approved it, and why), or the last round's result is delayed waiting for its beacon.
 */
export const RoundNotices = memo(function RoundNotices({ manualResult, resultDelayed }: RoundDisclosures) {
  const { t } = useTranslation('fairness')
  if (!manualResult && !resultDelayed) return null
  return (
    <div className="flex flex-col gap-2">
      {manualResult && (
        <Alert
          className="border-amber-500/60 bg-amber-50 text-foreground dark:bg-amber-950/40 [&>svg]:text-amber-700 dark:[&>svg]:text-amber-400"
          role="status"
          data-testid="manual-result-notice"
        >
          <HandIcon aria-hidden />
          <AlertTitle className="font-semibold leading-snug">
            {t('game.manualResult', manualResult)}
          </AlertTitle>
          <AlertDescription className="text-muted-foreground">{t('game.manualResultHelp')}</AlertDescription>
        </Alert>
      )}
      {resultDelayed && (
        <Alert role="status" data-testid="result-delayed">
          <HourglassIcon aria-hidden />
          <AlertTitle className="font-semibold">{t('game.resultDelayed')}</AlertTitle>
          <AlertDescription className="text-muted-foreground">{t('game.resultDelayedHelp')}</AlertDescription>
        </Alert>
      )}
    </div>
  )
})
