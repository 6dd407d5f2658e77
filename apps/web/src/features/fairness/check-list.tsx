import { cn } from '@pb/ui/lib/cn'
import { CircleCheckIcon, CircleXIcon, HandIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Verification } from './verify-round'

/**
 * Each check of a verified round with its verdict in words and an icon (never colour alone); a
 * manual round's recomputed draw differs by design and says so.
 */
export function CheckList({ round, verification }: { round: number; verification: Verification }) {
  const { t } = useTranslation('fairness')
  if (verification.checks.length === 0) return null
  return (
    <ul
      className="flex flex-col gap-0.5 text-xs"
      aria-label={t('checks.label', { round })}
      data-testid="checks"
    >
      {verification.checks.map((check) => {
        const manual = !check.ok && verification.verdict === 'manual' && check.name === 'drawSeedOnly'
        const Icon = check.ok ? CircleCheckIcon : manual ? HandIcon : CircleXIcon
        return (
          <li
            key={check.name}
            data-check={check.name}
            data-ok={check.ok}
            className={cn(
              'flex items-start gap-1.5',
              check.ok
                ? 'text-muted-foreground'
                : manual
                  ? 'text-amber-700 dark:text-amber-400'
                  : 'text-destructive',
            )}
          >
            <Icon className={cn('mt-px size-3.5 shrink-0', check.ok && 'text-success')} aria-hidden />
            <span>
              {manual ? t('checks.manualDraw') : t(`checks.${check.name}`, { round: check.beaconRound })}
              <span className="font-medium">
                {' · '}
                {manual ? t('manual') : t(check.ok ? 'checks.ok' : 'checks.failed')}
              </span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
