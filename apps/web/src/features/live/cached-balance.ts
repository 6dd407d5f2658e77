import type { QueryClient } from '@tanstack/react-query'
import { trpc } from '../../trpc/client'

/** Writes a new balance into every cached copy, so the bars change without a round trip. */
export function setCachedBalance(queryClient: QueryClient, balance: { moneyBal: number; pointBal?: number }) {
  const patch = <T extends { moneyBal: number; pointBal: number }>(old: T | undefined) =>
    old && { ...old, moneyBal: balance.moneyBal, pointBal: balance.pointBal ?? old.pointBal }
  queryClient.setQueryData(trpc.users.profile.queryKey(), patch)
  queryClient.setQueryData(trpc.users.wallet.queryKey(), patch)
}
