import { createRouter } from '@tanstack/react-router'
import { PageError } from './components/page-error'
import { PagePending } from './components/page-pending'
import { queryClient } from './query-client'
import { routeTree } from './routeTree.gen'

/** The app's router, made when the app starts rather than while its modules load (src/boot.tsx). */
export const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Freshness is TanStack Query's business; the router must always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    scrollRestoration: true,
  })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
