import { useQueryClient } from '@tanstack/react-query'
import { trpc } from '../../../trpc/client'

/**
 * After any change to a member: the list, the open detail and its ledger (one path), and the lists
 * a change can touch beside them (bets after a settlement, points after an adjustment).
 */
export function useRefreshMembers() {
  const queryClient = useQueryClient()
  return () => {
    for (const queryKey of [
      trpc.admin.users.pathKey(),
      trpc.admin.bets.pathKey(),
      trpc.admin.points.pathKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey })
    }
  }
}
