import { Alert, AlertDescription } from '@pb/ui/alert'
import { cn } from '@pb/ui/lib/cn'
import { HandIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import { useSelfExclusion } from './use-self-exclusion'

/**
 * Says why betting, top-ups and conversion are refused while the member's own time-out or
 * self-exclusion runs, where those actions are offered; nothing otherwise.
 */
export function SelfExclusionBanner({ className }: { className?: string }) {
  const { t } = useTranslation()
  const exclusion = useSelfExclusion()
  if (!exclusion) return null
  return (
    <Alert className={cn('border-warning/60 bg-warning/10', className)} data-testid="self-exclusion-banner">
      <HandIcon aria-hidden />
      <AlertDescription className="text-foreground">
        {exclusion.permanent
          ? t('responsiblePlay.banner.permanent')
          : t('responsiblePlay.banner.until', { until: formatDateTime(exclusion.until) })}
      </AlertDescription>
    </Alert>
  )
}
