import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { areaOfPath, belongsToArea } from '../auth/area'
import { useSession } from '../auth/session-store'
import { useLiveGeneration } from '../features/live/live-status'
import { useTheme } from '../theme/theme'

export interface RouterContext {
  queryClient: QueryClient
}

// Loaded only once a member is signed in, so the login page does not carry it.
const MemberLiveEvents = lazy(() => import('../features/live/member-live-events'))
// Toasts follow what a user does, never the first paint: the sign-in screens load without them.
const Toaster = lazy(() => import('@pb/ui/toaster').then(({ Toaster }) => ({ default: Toaster })))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  const theme = useTheme()
  return (
    <>
      <Outlet />
      <LiveEventsWhileSignedIn />
      <Suspense fallback={null}>
        <Toaster theme={theme} />
      </Suspense>
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
