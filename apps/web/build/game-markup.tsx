import './browser-stand-in'
import './open-round-clock'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { clearSession, saveSession } from '../src/auth/session-store'
import { loadFairnessCatalog } from '../src/features/fairness/i18n/load-fairness-catalog'
import { GamePage } from '../src/features/game/game-page'
import { routeTree } from '../src/routeTree.gen'
import type { SessionUser } from '../src/trpc/types'
import '../src/i18n/i18n'

/**
 * Who the prerendered game page is drawn for: the header keeps the place of a member's id and
 * balances, which the HTML never shows (`data-app-value`), so these figures are never seen.
 */
const standInMember = { id: 0, loginId: 'member', roleCode: 'MEMBER', moneyBal: 0, pointBal: 0 }

/**
 * The game page's first screen as HTML, in Korean, as the app's first render draws it on a phone
 * before its calls answer: the header, the tabs and the board without its odds. Written into the
 * page's entry so a phone paints the board before any script has loaded. Importing this module
 * installs browser stand-ins and a fixed clock in the global scope: only ever in a process of its own.
 */
export async function gameMarkup(): Promise<string> {
  await loadFairnessCatalog()
  // Nothing is fetched here, so nothing is ever collected: no timer keeps the build's process alive.
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: ['/game'] }),
  })
  saveSession('member', {
    accessToken: '',
    refreshToken: '',
    user: standInMember as unknown as SessionUser,
  })
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterContextProvider router={router}>
          <GamePage />
        </RouterContextProvider>
      </QueryClientProvider>,
    )
  } finally {
    clearSession('member')
  }
}
