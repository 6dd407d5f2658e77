import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../trpc/client'
import type { DrawResult } from '../../trpc/types'
import { VerdictBadge } from './verdict-badge'
import { type Verdict, verifyRound } from './verify-round'

/** Checks one round in the browser against its day's anchor and shows the verdict in place. */
export function VerifyRoundButton({ result }: { result: DrawResult }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  const [checking, setChecking] = useState(false)

  async function verify() {
    setChecking(true)
    try {
      const day = await queryClient.fetchQuery(trpc.game.fairness.queryOptions({ date: result.gameDate }))
      setVerdict(await verifyRound(result, day.anchor))
    } catch {
      setVerdict('unavailable')
    } finally {
      setChecking(false)
    }
  }

  return (
    <span aria-live="polite" className="inline-flex min-w-[5.5rem] justify-end">
      {verdict ? (
        <VerdictBadge verdict={verdict} />
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          onClick={verify}
          disabled={checking}
          aria-label={t('fairness.verifyRound', { round: result.todayRound })}
        >
          {checking ? <Spinner /> : <ShieldCheckIcon aria-hidden />}
          {t('fairness.verify')}
        </Button>
      )}
    </span>
  )
}
