import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShieldCheckIcon } from 'lucide-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../trpc/client'
import { commitmentOf } from './commitment'
import { HexValue } from './hex-value'

/** Before the draw, the round being bet on shows what its seed is committed to (memo: the clock ticks above it). */
export const RoundCommitment = memo(function RoundCommitment({
  gameDate,
  todayRound,
}: {
  gameDate: string
  todayRound: number
}) {
  const { t } = useTranslation('fairness')
  const fairness = useQuery(trpc.game.fairness.queryOptions({ date: gameDate }))
  const commitment = commitmentOf(fairness.data, todayRound)

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border bg-card px-3 py-2 text-xs">
      <ShieldCheckIcon className="size-4 shrink-0 text-success" aria-hidden />
      <span className="text-muted-foreground" data-app-value>
        {t('commitmentOf', { round: todayRound })}
      </span>
      <span className="min-w-0 truncate" data-testid="round-commitment" data-app-value>
        {commitment ? <HexValue value={commitment} /> : t('notYet')}
      </span>
      <Link to="/fairness" className="ml-auto font-medium text-primary underline-offset-4 hover:underline">
        {t('openPage')}
      </Link>
    </div>
  )
})
