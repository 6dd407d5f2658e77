import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { Area } from '../src/auth/area'
import { clearSession, saveSession } from '../src/auth/session-store'
import { routeTree } from '../src/routeTree.gen'
import type { SessionUser } from '../src/trpc/types'
import '../src/i18n/i18n'

/** Who a prerendered page is drawn for: only the fields its screen reads, none of which the HTML shows. */
export type StandIn = Pick<SessionUser, 'id' | 'loginId' | 'roleCode'> & Partial<SessionUser>

/**
 * `page` (the screen at `path`) as HTML, in Korean, as the app's first render draws it for `user`
 * signed in to `area` before any call answers. Its query client fetches nothing, so nothing is ever
 * collected and no timer keeps the build's process alive; its router (for the screen's links) runs on
 * a memory history. The stand-in session is cleared again afterwards.
 */
export function renderSignedIn({
  area,
  user,
  path,
  page,
}: {
  area: Area
  user: StandIn
  path: string
  page: ReactNode
}): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  saveSession(area, { accessToken: '', refreshToken: '', user: user as SessionUser })
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterContextProvider router={router}>{page}</RouterContextProvider>
      </QueryClientProvider>,
    )
  } finally {
    clearSession(area)
  }
}
