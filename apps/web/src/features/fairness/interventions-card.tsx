import { todayRound } from '@pb/game'
import { Badge } from '@pb/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { cn } from '@pb/ui/lib/cn'
import { UserIcon, UsersIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../lib/format'
import type { Fairness } from '../../trpc/types'

/**
 * Whether one SUPER may approve their own interventions (public), and every intervention applied to
 * the day's rounds: what, which round, who proposed it, who approved it, and why.
 */
export function InterventionsCard({ fairness }: { fairness: Fairness }) {
  const { t } = useTranslation('fairness')
  const self = fairness.selfApproval
  const Icon = self ? UserIcon : UsersIcon
  return (
    <Card className="gap-4" data-testid="interventions">
      <CardHeader>
        <CardTitle>{t('interventions.title')}</CardTitle>
        <CardDescription>{t('interventions.help')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div
          className={cn(
            'flex items-start gap-2 rounded-md border p-2.5 text-sm',
            self && 'border-amber-500/60 bg-amber-50 dark:bg-amber-950/30',
          )}
          data-testid="self-approval"
          data-on={self}
        >
          <Icon
            className={cn(
              'mt-0.5 size-4 shrink-0',
              self ? 'text-amber-700 dark:text-amber-400' : 'text-success',
            )}
            aria-hidden
          />
          <p>
            <span className="font-semibold">{t(self ? 'selfApproval.on' : 'selfApproval.off')}</span>
            <span className="text-muted-foreground">
              {' '}
              · {t(self ? 'selfApproval.onHelp' : 'selfApproval.offHelp')}
            </span>
          </p>
        </div>
        {fairness.interventions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('interventions.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {fairness.interventions.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-1 px-3 py-2 text-sm"
                data-intervention={item.kind}
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge variant={item.kind === 'ROUND_VOID' ? 'secondary' : 'warning'}>
                    {t(`interventions.kinds.${item.kind}`)}
                  </Badge>
                  <span className="font-medium tabular-nums">
                    {t('interventions.round', { round: todayRound(item.roundNo), roundNo: item.roundNo })}
                  </span>
                  {item.appliedAt && (
                    <span className="ml-auto text-muted-foreground text-xs tabular-nums">
                      {t('interventions.appliedAt')} {formatDateTime(item.appliedAt).slice(5, 16)}
                    </span>
                  )}
                </div>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
                  <dt className="text-muted-foreground">{t('interventions.proposedBy')}</dt>
                  <dd className="font-medium">{item.proposedBy}</dd>
                  <dt className="text-muted-foreground">{t('interventions.approvedBy')}</dt>
                  <dd className="font-medium">{item.approvedBy}</dd>
                  <dt className="text-muted-foreground">{t('interventions.reason')}</dt>
                  <dd className="break-words">{item.reason}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
