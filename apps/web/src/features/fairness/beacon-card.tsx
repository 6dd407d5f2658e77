import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { cn } from '@pb/ui/lib/cn'
import { RadioTowerIcon, TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Fairness } from '../../trpc/types'
import { HexValue } from './hex-value'

/**
 * The beacon the day's version 2 rounds draw with: drand quicknet, or, shown as a warning, a local
 * beacon signed with the operator's own key (not independent), with its public key to verify with.
 */
export function BeaconCard({ beacon }: { beacon: Fairness['beacon'] }) {
  const { t } = useTranslation('fairness')
  const local = beacon?.mode === 'local'
  const Icon = local ? TriangleAlertIcon : RadioTowerIcon
  return (
    <Card
      className={cn('gap-4', local && 'border-amber-500/60 bg-amber-50 dark:bg-amber-950/30')}
      data-testid="beacon-card"
      data-mode={beacon?.mode ?? 'none'}
    >
      <CardHeader>
        <p className="font-medium text-muted-foreground text-xs">{t('beacon.title')}</p>
        <CardTitle className="flex items-start gap-2 text-base leading-snug">
          <Icon
            className={cn(
              'mt-0.5 size-5 shrink-0',
              local ? 'text-amber-700 dark:text-amber-400' : 'text-success',
            )}
            aria-hidden
          />
          <span data-testid="beacon-name">
            {beacon ? t(local ? 'beacon.local' : 'beacon.drand') : t('beacon.title')}
          </span>
        </CardTitle>
        <CardDescription className={cn(local && 'text-foreground')}>
          {beacon ? t(local ? 'beacon.localHelp' : 'beacon.drandHelp') : t('beacon.none')}
        </CardDescription>
      </CardHeader>
      {beacon && (
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-muted-foreground">{t('beacon.publicKey')}</dt>
            <dd className="min-w-0" data-testid="beacon-public-key">
              <HexValue value={beacon.publicKey} full className="block rounded bg-muted p-2" />
            </dd>
            <dt className="text-muted-foreground">{t('beacon.chainHash')}</dt>
            <dd className="min-w-0">
              <HexValue value={beacon.chainHash} full />
            </dd>
            <dt className="text-muted-foreground">{t('beacon.period')}</dt>
            <dd className="tabular-nums">{t('beacon.periodValue', { seconds: beacon.period })}</dd>
          </dl>
        </CardContent>
      )}
    </Card>
  )
}
