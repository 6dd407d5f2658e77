import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { areaOfPath, belongsToArea } from '../auth/area'
import { useSession } from '../auth/session-store'
import { LazyToaster } from '../components/lazy-toaster'
import { useLiveGeneration } from '../features/live/live-status'
import { watchFirstScreen } from '../lib/first-screen'

export interface RouterContext {
  queryClient: QueryClient
}

// Loaded only once a member is signed in, so the login page does not carry it.
const MemberLiveEvents = lazy(() => import('../features/live/member-live-events'))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  const queryClient = useQueryClient()
  // The root's effects run after its page's, whose calls have started by then.
  useEffect(() => watchFirstScreen(queryClient), [queryClient])
  return (
    <>
      <Outlet />
      <LiveEventsWhileSignedIn />
      <LazyToaster />
    </>
  )
}

/** docs/product.md §4.1: the live connection is open while a member is signed in, and closes on sign-out. */
function LiveEventsWhileSignedIn() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { accessToken, user } = useSession('member')
  // A manual reconnect after the stream gave up mounts the stream afresh.
  const generation = useLiveGeneration()
  const signedIn = areaOfPath(pathname) === 'member' && accessToken && user && belongsToArea(user, 'member')
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <MemberLiveEvents key={`${user.id}-${generation}`} userId={user.id} />
    </Suspense>
  )
}
