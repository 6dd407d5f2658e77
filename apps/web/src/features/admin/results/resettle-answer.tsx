import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../../lib/format'
import type { AppliedResult } from '../approvals/read-proposal'

type Resettlement = Extract<AppliedResult, { kind: 'resettled' }>

/** What an applied re-settlement did, and the members it left below 0 (they cannot bet or withdraw). */
export function ResettleResult({ answer }: { answer: Resettlement }) {
  const { t } = useTranslation('admin')
  const figures = [
    ['voided', formatNumber(answer.voided)],
    ['resettled', formatNumber(answer.resettled)],
    ['changed', formatNumber(answer.changed)],
    ['totalNewPayout', formatMoney(answer.totalNewPayout)],
  ] as const
  return (
    <div className="flex w-full max-w-xl flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} className="min-w-0 rounded-md border bg-background p-2">
            <dt className="text-muted-foreground text-xs leading-tight">{t(`resettle.answer.${key}`)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`resettle-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {answer.negativeBalances.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="font-medium text-destructive text-sm">
            {t('resettle.answer.negative', { count: answer.negativeBalances.length })}
          </p>
          <ul className="divide-y rounded-md border bg-background text-sm" data-testid="resettle-negative">
            {answer.negativeBalances.map((member) => (
              <li key={member.userId} className="flex items-center justify-between gap-3 px-2 py-1.5">
                <span className="truncate font-medium">{member.loginId}</span>
                <span className="font-semibold text-destructive tabular-nums">
                  {formatMoney(member.moneyBal)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{t('resettle.answer.noNegative')}</p>
      )}
    </div>
  )
}
