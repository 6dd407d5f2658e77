import { cn } from '@pb/ui/lib/cn'
import { CircleAlertIcon, CircleCheckIcon, CircleHelpIcon, HandIcon, ShieldCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Verdict } from './verify-round'

const look = {
  verified: { icon: CircleCheckIcon, className: 'text-success' },
  manual: { icon: HandIcon, className: 'text-amber-700 dark:text-amber-400' },
  void: { icon: ShieldCheckIcon, className: 'text-muted-foreground' },
  mismatch: { icon: CircleAlertIcon, className: 'text-destructive' },
  unavailable: { icon: CircleHelpIcon, className: 'text-muted-foreground' },
} as const

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('fairness')
  const { icon: Icon, className } = look[verdict]
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium text-xs', className)}>
      <Icon className="size-4" aria-hidden />
      {t(`verdict.${verdict}`)}
    </span>
  )
}
