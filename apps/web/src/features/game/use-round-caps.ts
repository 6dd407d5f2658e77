import { findSelection } from '@pb/game'
import { useQuery } from '@tanstack/react-query'
import { capExceededText } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import type { RoundCaps } from '../../trpc/types'

/**
 * The operator's caps and what the member already staked on the round (docs/game-rules.md §5.4). A new round
 * asks again; a purchase refreshes it with the rest of the member's bets.
 */
export function useRoundCaps(round: number) {
  return useQuery(trpc.bets.caps.queryOptions({ roundNo: round })).data
}

/**
 * The cap a stake would pass, in the server's own words, checked as the server does: the
 * selection's group first, then the total. Null while within both (or before the caps are known).
 */
export function capProblem(caps: RoundCaps | undefined, selectionCode: string | null, stake: number) {
  const group = selectionCode ? findSelection(selectionCode)?.capGroup : undefined
  const use = caps?.groups.find((candidate) => candidate.group === group)
  if (!caps || !use || stake <= 0) return null
  if (use.staked + stake > use.cap) return capExceededText(use.group, use.cap, use.staked)
  if (caps.total.staked + stake > caps.total.cap)
    return capExceededText('TOTAL', caps.total.cap, caps.total.staked)
  return null
}
