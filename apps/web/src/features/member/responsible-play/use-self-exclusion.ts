import { useServerNow } from '../../../hooks/use-server-now'
import { useMemberUser } from '../use-member-user'
import { type ActiveExclusion, activeExclusion } from './active-exclusion'

/** The signed-in member's running time-out or self-exclusion, on the server's clock; null when none. */
export function useSelfExclusion(): ActiveExclusion | null {
  const user = useMemberUser()
  const now = useServerNow()
  return activeExclusion(user?.selfExcludedUntil, now)
}
