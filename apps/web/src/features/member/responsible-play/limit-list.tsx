import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import type { SelfLimit, SelfLimitType } from '../../../trpc/types'

/** Each type's limits per period: the one in force with what is used and left, and a change waiting. */
export function LimitList({ limits }: { limits: SelfLimit[] }) {
  const { t } = useTranslation()
  const types = [...new Set(limits.map((limit) => limit.type))] as SelfLimitType[]
  return (
    <div className="grid gap-3" data-testid="self-limits">
      {types.map((type) => (
        <section key={type} className="grid content-start gap-2 rounded-lg border p-3">
          <header>
            <h4 className="font-semibold text-sm">{t(`responsiblePlay.limits.types.${type}`)}</h4>
            <p className="text-muted-foreground text-xs">{t(`responsiblePlay.limits.typeHelp.${type}`)}</p>
          </header>
          <dl className="grid grid-cols-[3rem_1fr] gap-x-2 gap-y-1.5 text-sm">
            {limits
              .filter((limit) => limit.type === type)
              .map((limit) => (
                <div key={limit.period} className="contents" data-testid={`limit-${type}-${limit.period}`}>
                  <dt className="text-muted-foreground">
                    {t(`responsiblePlay.limits.periods.${limit.period}`)}
                  </dt>
                  <dd className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
                    <span className="font-medium tabular-nums">
                      {limit.amount === null ? t('responsiblePlay.limits.none') : formatMoney(limit.amount)}
                    </span>
                    {limit.remaining !== null && (
                      <span className="text-muted-foreground text-xs tabular-nums">
                        {t('responsiblePlay.limits.usage', {
                          used: formatMoney(limit.used),
                          remaining: formatMoney(limit.remaining),
                        })}
                      </span>
                    )}
                    {limit.pending && (
                      <span className="text-amber-700 text-xs tabular-nums dark:text-amber-400">
                        {limit.pending.amount === null
                          ? t('responsiblePlay.limits.pendingRemoval', {
                              time: formatDateTime(limit.pending.from),
                            })
                          : t('responsiblePlay.limits.pendingAmount', {
                              time: formatDateTime(limit.pending.from),
                              amount: formatMoney(limit.pending.amount),
                            })}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
