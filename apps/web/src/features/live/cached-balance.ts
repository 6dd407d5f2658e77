import type { QueryClient } from '@tanstack/react-query'
import { trpc } from '../../trpc/client'
import { createBalanceOrder } from './balance-order'

const orders = new WeakMap<QueryClient, ReturnType<typeof createBalanceOrder>>()

function orderOf(queryClient: QueryClient) {
  let order = orders.get(queryClient)
  if (!order) {
    order = createBalanceOrder()
    orders.set(queryClient, order)
  }
  return order
}

/** Writes a new balance into every cached copy, so the bars change without a round trip. */
function writeBalance(queryClient: QueryClient, balance: { moneyBal: number; pointBal?: number }) {
  const patch = <T extends { moneyBal: number; pointBal: number }>(old: T | undefined) =>
    old && { ...old, moneyBal: balance.moneyBal, pointBal: balance.pointBal ?? old.pointBal }
  queryClient.setQueryData(trpc.users.profile.queryKey(), patch)
  queryClient.setQueryData(trpc.users.wallet.queryKey(), patch)
}

/** A BALANCE_UPDATED, unless a newer one came first. Answers whether it was applied. */
export function applyBalanceEvent(
  queryClient: QueryClient,
  event: { moneyBal: number; pointBal: number; version: number },
): boolean {
  if (!orderOf(queryClient).acceptEvent(event.version)) return false
  writeBalance(queryClient, event)
  return true
}

/** The balance a call answered (a bet, a withdrawal request, a conversion), unless an event is newer. */
export function applyAnsweredBalance(
  queryClient: QueryClient,
  balance: { moneyBal: number; pointBal?: number },
  sentAt: number,
) {
  if (orderOf(queryClient).acceptAnswer(sentAt)) writeBalance(queryClient, balance)
}
