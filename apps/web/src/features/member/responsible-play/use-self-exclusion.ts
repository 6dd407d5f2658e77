import { serverNow, useServerNowAs } from '../../../hooks/use-server-now'
import { useMemberUser } from '../use-member-user'
import { type ActiveExclusion, activeExclusion } from './active-exclusion'

/**
 * The signed-in member's running time-out or self-exclusion, on the server's clock; null when none.
 * Its readers draw again when it ends, not at every second of the clock.
 */
export function useSelfExclusion(): ActiveExclusion | null {
  const until = useMemberUser()?.selfExcludedUntil
  const runs = useServerNowAs((now) => activeExclusion(until, now) !== null)
  return runs ? activeExclusion(until, serverNow()) : null
}
