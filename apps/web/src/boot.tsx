import './theme/theme'
import { type ReactNode, StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { languageReady } from './i18n/i18n'
import { loadRefusalCatalog } from './i18n/load-refusal-catalog'
import { firstScreenSettled } from './lib/first-screen'

/**
 * What both entries (the app's and the sign-in screens') do to start: render `app` into #root once
 * the reader's words and `ready` are in, and fetch what no first screen needs beside it.
 *
 * An English reader's words load first, so the first screen is never in the wrong language. The first
 * render is a transition: React yields to the browser every few milliseconds instead of holding the
 * main thread for the whole tree, so a slow phone stays responsive while the page builds.
 */
export function boot(app: ReactNode, ready: Promise<unknown> = Promise.resolve()) {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  void Promise.all([languageReady, ready]).then(() =>
    startTransition(() => createRoot(root).render(<StrictMode>{app}</StrictMode>)),
  )
  // Beside the first render, not before it: no screen needs the refusals' words to show.
  void loadRefusalCatalog()
  // The font's other subsets (~120 rules, a file each): until they are in, the two subsets each page
  // holds inline draw what they cover and a system font the rest (font-display: swap).
  void firstScreenSettled.then(() => import('@fontsource-variable/noto-sans-kr'))
}
