import { todayRound } from '@pb/game'
import { Badge, type BadgeVariant } from '@pb/ui/badge'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../../hooks/use-refusal-text'
import { formatDateTime, formatMoney } from '../../../../lib/format'
import { selectionLabel } from '../../../../lib/labels'
import { trpc } from '../../../../trpc/client'
import type { BetStatus } from '../../../../trpc/types'
import type { AdminMemberBet } from '../../admin-types'
import { type RecentColumn, RecentTable } from './recent-table'

const recentCount = 10

const statusVariant: Record<BetStatus, BadgeVariant> = {
  PLACED: 'secondary',
  WON: 'success',
  LOST: 'outline',
  VOID: 'warning',
}

/** The member's latest bets (admin.bets.list for this member), newest first. */
export function RecentBets({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const bets = useQuery(trpc.admin.bets.list.queryOptions({ userId: memberId, page: 1, limit: recentCount }))
  const columns: RecentColumn<AdminMemberBet>[] = [
    { header: t('members.detail.recentLedger.occurredAt'), cell: (bet) => formatDateTime(bet.placedAt) },
    {
      header: t('members.detail.recentBets.round'),
      cell: (bet) => t('members.detail.recentBets.roundValue', { round: todayRound(bet.roundNo) }),
    },
    {
      header: t('members.detail.recentBets.selection'),
      grow: true,
      cell: (bet) => selectionLabel(bet.selectionCode),
    },
    { header: t('members.detail.recentBets.stake'), cell: (bet) => formatMoney(bet.stake), numeric: true },
    {
      header: t('members.detail.recentBets.payout'),
      cell: (bet) => formatMoney(bet.actualPayout),
      numeric: true,
    },
    {
      header: t('members.detail.recentBets.result'),
      cell: (bet) => (
        <Badge variant={statusVariant[bet.statusCode]}>
          {t(`members.detail.recentBets.status.${bet.statusCode}`)}
        </Badge>
      ),
    },
  ]
  return (
    <RecentTable
      title={t('members.detail.recentBets.title')}
      rows={bets.data?.items}
      columns={columns}
      rowKey={(bet) => bet.id}
      empty={t('members.detail.recentBets.empty')}
      error={bets.isError ? sayRefusal(bets.error, t('members.detail.recentBets.loadFailed')) : undefined}
      limit={recentCount}
      testId="recent-bets"
    />
  )
}
