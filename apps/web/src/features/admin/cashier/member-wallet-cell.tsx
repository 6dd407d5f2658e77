import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import { useFallbackRefetchMs } from '../live/stream-health'

/**
 * The requesting member's balance now, and what is held for their pending withdrawals. The request
 * rows do not carry the wallet, so each member is looked up once (rows of one member share the
 * query, and one render's look-ups travel in one batch); every request event refreshes them.
 */
export function MemberWalletCell({ userId }: { userId: number }) {
  const { t } = useTranslation('admin')
  const member = useQuery(
    trpc.admin.users.byId.queryOptions({ id: userId }, { refetchInterval: useFallbackRefetchMs() }),
  )
  if (member.isError) return <span className="text-muted-foreground">{t('cashier.wallet.unavailable')}</span>
  // The placeholder keeps the cell's two-line height, so the row does not grow when it fills in.
  if (!member.data) return <span className="ml-auto block h-8 w-24 rounded bg-muted" />
  const { moneyBal, heldBal } = member.data
  return (
    <span className="flex flex-col items-end whitespace-nowrap leading-tight">
      <span>{formatMoney(moneyBal)}</span>
      <span className="text-muted-foreground text-xs">
        {t('cashier.wallet.held', { amount: formatMoney(heldBal) })}
      </span>
    </span>
  )
}
