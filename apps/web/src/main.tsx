import './index.css'
import './theme/theme'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { languageReady } from './i18n/i18n'
import { loadRefusalCatalog } from './i18n/load-refusal-catalog'
import { queryClient } from './query-client'
import { router } from './router'

// The font's ~120 subset rules (most of the stylesheet's bytes) load beside the app instead of
// blocking the first paint; text shows in a system font until they apply (font-display: swap), and the
// two subsets the first screen needs most are preloaded by index.html.
void import('@fontsource-variable/noto-sans-kr')

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// An English reader's words load first, so the first screen is never in the wrong language. The first
// render is a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree, so a slow phone stays responsive while the page builds.
void languageReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
)
// Beside the first render, not before it: no screen needs the refusals' words to show.
void loadRefusalCatalog()
