import { useTranslation } from 'react-i18next'
import { formatRate } from '../../../lib/format'
import type { AdminOrg } from '../admin-types'
import { nextDay } from '../statements/period-range'

/** A rate in force today and, under it, a change waiting for its day ('내일부터 1.0%'). */
export function RateCell({
  org,
  rate,
  today,
}: {
  org: AdminOrg
  rate: 'rollingRate' | 'losingRate'
  today: string | undefined
}) {
  const { t } = useTranslation('admin')
  // The root is the house: it has no plan of its own.
  if (org.parentId === null) return <span className="text-muted-foreground">{t('orgs.noRates')}</span>
  const pending = org.pendingRates
  return (
    <span className="inline-flex flex-col items-end leading-tight">
      <span>{formatRate(org[rate])}</span>
      {pending && (
        <span className="text-muted-foreground text-xs">
          {today !== undefined && pending.from === nextDay(today)
            ? t('orgs.pendingTomorrow', { rate: formatRate(pending[rate]) })
            : t('orgs.pendingFrom', { from: pending.from, rate: formatRate(pending[rate]) })}
        </span>
      )}
    </span>
  )
}
