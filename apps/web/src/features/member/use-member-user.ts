import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../auth/session-store'
import { trpc } from '../../trpc/client'

/** The signed-in member: the stored copy at once, replaced by the server's current profile (balances). */
export function useMemberUser() {
  const { user } = useSession('member')
  const profile = useQuery({ ...trpc.users.profile.queryOptions(), enabled: user !== null })
  return profile.data ?? user
}
