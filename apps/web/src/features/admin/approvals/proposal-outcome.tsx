import { CircleCheckIcon, CircleXIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { formatMoney, formatOdds } from '../../../lib/format'
import type { Proposal } from '../admin-types'
import { ResettleResult } from '../results/resettle-answer'
import { appliedResultOf } from './read-proposal'

/** What a decided proposal came to: what it did once applied, or the state's refusal. */
export function ProposalOutcome({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  if (proposal.status === 'FAILED' && proposal.failure) {
    return (
      <p className="flex items-start gap-1.5 text-destructive text-sm" data-testid="proposal-failure">
        <CircleXIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('approvals.failure', { message: sayRefusal(proposal.failure) })}
      </p>
    )
  }
  const result = appliedResultOf(proposal)
  if (!result) return null
  if (result.kind === 'resettled') return <ResettleResult answer={result} />
  return (
    <p className="flex items-start gap-1.5 text-sm" data-testid="proposal-result">
      <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
      {result.kind === 'refunded'
        ? t('approvals.result.refunded', { count: result.count, amount: formatMoney(result.amount) })
        : result.kind === 'odds'
          ? t('approvals.result.odds', { odds: formatOdds(result.odds) })
          : t('approvals.result.applied')}
    </p>
  )
}
