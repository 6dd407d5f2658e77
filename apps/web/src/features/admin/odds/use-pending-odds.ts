import { listPageSizes } from '@pb/contract/limits'
import { useQuery } from '@tanstack/react-query'
import { trpc } from '../../../trpc/client'
import { changeOf } from '../approvals/read-proposal'

export interface PendingOdds {
  id: number
  odds: number
}

/**
 * The odds proposals waiting for a second SUPER, by selection (the newest of each): the board shows
 * them beside the odds in force. Only SUPER sees proposals.
 */
export function usePendingOdds(enabled: boolean): ReadonlyMap<string, PendingOdds> {
  const waiting = useQuery({
    ...trpc.admin.approvals.list.queryOptions({
      status: 'PENDING_APPROVAL',
      page: 1,
      limit: listPageSizes.approvals.max,
    }),
    enabled,
  })
  const pending = new Map<string, PendingOdds>()
  for (const proposal of waiting.data?.items ?? []) {
    const change = changeOf(proposal)
    if (change.kind !== 'ODDS_UPDATE' || !change.selectionCode || change.odds === null) continue
    // Newest first: the first seen of a selection is its latest proposal.
    if (!pending.has(change.selectionCode))
      pending.set(change.selectionCode, { id: proposal.id, odds: change.odds })
  }
  return pending
}
