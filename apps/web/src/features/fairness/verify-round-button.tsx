import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../trpc/client'
import { VerdictBadge } from './verdict-badge'
import type { Verification } from './verify-round'

/**
 * Checks one round in the browser against its day (anchor, beacon chain) and shows the verdict in
 * place; `onVerified` hands the checks to a view that lists them.
 */
export function VerifyRoundButton({
  result,
  onVerified,
}: {
  result: { round: number; todayRound: number; gameDate: string }
  onVerified?: (verification: Verification) => void
}) {
  const { t } = useTranslation('fairness')
  const queryClient = useQueryClient()
  const [verification, setVerification] = useState<Verification | null>(null)
  const [checking, setChecking] = useState(false)

  async function verify() {
    setChecking(true)
    try {
      const day = await queryClient.fetchQuery(trpc.game.fairness.queryOptions({ date: result.gameDate }))
      const round = day.rounds.find((candidate) => candidate.round === result.round)
      // The checks' code (hashing, the draw) comes when a round is first checked: /game starts without it.
      const { verifyRound } = await import('./verify-round')
      const verified: Verification = round
        ? await verifyRound(round, day)
        : { verdict: 'unavailable', checks: [] }
      setVerification(verified)
      onVerified?.(verified)
    } catch {
      setVerification({ verdict: 'unavailable', checks: [] })
    } finally {
      setChecking(false)
    }
  }

  return (
    <span aria-live="polite" className="inline-flex min-w-[5.5rem] justify-end">
      {verification ? (
        <VerdictBadge verdict={verification.verdict} />
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          onClick={verify}
          disabled={checking}
          aria-label={t('verifyRound', { round: result.todayRound })}
        >
          {checking ? <Spinner /> : <ShieldCheckIcon aria-hidden />}
          {t('verify')}
        </Button>
      )}
    </span>
  )
}
