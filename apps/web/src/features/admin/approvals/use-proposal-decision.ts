import { toast } from '@pb/ui/toast'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { Proposal } from '../admin-types'

export type ProposalDecision = { action: 'approve' } | { action: 'reject'; reason: string }

const added = (ids: ReadonlySet<number>, id: number) => new Set([...ids, id])
const removed = (ids: ReadonlySet<number>, id: number) => new Set([...ids].filter((other) => other !== id))

/**
 * What an approval may change, refreshed at once rather than when its events arrive: the list and
 * counter, and the views the applied change moves (odds, settings, the round, members' money).
 */
function refreshAfterDecision(queryClient: QueryClient) {
  for (const key of [
    trpc.admin.approvals.pathKey(),
    trpc.admin.odds.pathKey(),
    trpc.admin.settings.pathKey(),
    trpc.admin.users.pathKey(),
    trpc.game.current.pathKey(),
  ])
    void queryClient.invalidateQueries({ queryKey: key })
}

/**
 * Approves or rejects proposals. A refusal (the proposer's own, one decided or expired meanwhile,
 * or the state refusing the change, which leaves it FAILED) stays on screen, said in the reader's
 * language, until dismissed or the next decision.
 */
export function useProposalDecision() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const approve = useMutation(trpc.admin.approvals.approve.mutationOptions())
  const reject = useMutation(trpc.admin.approvals.reject.mutationOptions())
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set())
  const [failure, setFailure] = useState<string>()

  async function decide(proposal: Proposal, decision: ProposalDecision): Promise<boolean> {
    setBusyIds((ids) => added(ids, proposal.id))
    try {
      if (decision.action === 'approve') await approve.mutateAsync({ id: proposal.id })
      else await reject.mutateAsync({ id: proposal.id, reason: decision.reason })
      setFailure(undefined)
      const done = decision.action === 'approve' ? 'approvals.approved' : 'approvals.rejected'
      toast.success(t(done, { id: proposal.id }))
      return true
    } catch (error) {
      setFailure(t('approvals.failedWith', { id: proposal.id, message: sayRefusal(error) }))
      return false
    } finally {
      setBusyIds((ids) => removed(ids, proposal.id))
      refreshAfterDecision(queryClient)
    }
  }

  return { decide, busyIds, failure, dismissFailure: () => setFailure(undefined) }
}
