import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { readEventPosition } from '../features/live/event-position'
import { loadTrpc } from '../trpc/load-client'
import { type Area, belongsToArea, homePathOf, loginPathOf } from './area'
import { isSignedIn, readSession, saveUser } from './session-store'

/** Where `/` and unknown paths lead (docs/product.md §2.1): the admin home, else the game, else the member login. */
function homePath() {
  if (isSignedIn('admin')) return homePathOf.admin
  if (isSignedIn('member')) return homePathOf.member
  return '/login'
}

/** A token without a stored user is a half-finished sign-in: ask the server who it belongs to. */
async function restoreUser(area: Area, queryClient: QueryClient) {
  try {
    const { trpc } = await loadTrpc()
    const user = await queryClient.ensureQueryData(
      trpc.auth.me.queryOptions(undefined, { trpc: { context: { area } } }),
    )
    saveUser(area, user)
  } catch {
    throw redirect({ to: loginPathOf[area] })
  }
}

/** beforeLoad guard of the member routes and the admin console. */
export async function requireSession(area: Area, queryClient: QueryClient) {
  const session = readSession(area)
  if (!session.accessToken) throw redirect({ to: loginPathOf[area] })
  if (!session.user) await restoreUser(area, queryClient)
  const user = readSession(area).user
  if (!user || !belongsToArea(user, area)) throw redirect({ to: loginPathOf[area] })
  // Every signed-in page opens the live stream; its position is read before the page's data.
  void readEventPosition(area, queryClient)
}

/** beforeLoad of `/` and of unknown paths. */
export function redirectHome(): never {
  throw redirect({ to: homePath(), replace: true })
}
