import { toast } from '@pb/ui/toast'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { formatMoney } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { CashierRequestType } from '../../../trpc/types'
import type { AdminCashRequest } from '../admin-types'
import { isProposed } from '../approvals/proposed'
import { announce } from '../live/console-channel'

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string }

const added = (ids: ReadonlySet<number>, id: number) => new Set([...ids, id])
const removed = (ids: ReadonlySet<number>, id: number) => new Set([...ids].filter((other) => other !== id))

/**
 * Everything a decision changes, refreshed at once rather than when its event arrives: the queues
 * and histories with the header counters (one path), and the members' balances.
 */
function refreshAfterDecision(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: trpc.admin.requests.pathKey() })
  void queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() })
  announce({ type: 'requests-changed' })
}

/**
 * Approves or rejects requests of one type, several at a time if the operator is quick. A decided
 * request leaves the queue at once; a refused one (docs/product.md §8) leaves the banner 'processing failed:
 * <the refusal>' — also when another operator was first (409) — and the queue is reloaded. Approving
 * a withdrawal above the operator's limit proposes it instead (docs/money.md §11): the request stays
 * pending, marked with its proposal until a SUPER approves it.
 */
export function useRequestDecision(type: CashierRequestType) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const setStatus = useMutation(trpc.admin.requests.setStatus.mutationOptions())
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set())
  const [decidedIds, setDecidedIds] = useState<ReadonlySet<number>>(new Set())
  /** Request id → the proposal its approval became. */
  const [proposals, setProposals] = useState<ReadonlyMap<number, number>>(new Map())
  const [failure, setFailure] = useState<string>()

  async function decide(request: AdminCashRequest, decision: Decision) {
    setBusyIds((ids) => added(ids, request.id))
    try {
      const answer = await setStatus.mutateAsync({ type, id: request.id, ...decision })
      setFailure(undefined)
      const words = { loginId: request.loginId, amount: formatMoney(request.requestAmount) }
      if (isProposed(answer)) {
        setProposals((current) => new Map([...current, [request.id, answer.id]]))
        toast.success(t('cashier.live.proposed', { ...words, id: answer.id }))
        return
      }
      setDecidedIds((ids) => added(ids, request.id))
      const done = decision.action === 'approve' ? 'cashier.live.approved' : 'cashier.live.rejected'
      toast.success(t(done, words))
    } catch (error) {
      setFailure(t('cashier.live.processingFailed', { message: sayRefusal(error) }))
    } finally {
      setBusyIds((ids) => removed(ids, request.id))
      refreshAfterDecision(queryClient)
    }
  }

  return { decide, busyIds, decidedIds, proposals, failure, dismissFailure: () => setFailure(undefined) }
}
