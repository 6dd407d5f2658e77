import './theme/theme'
import { prepareCn } from '@pb/ui/lib/cn'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { languageReady } from './i18n/i18n'
import { loadRefusalCatalog } from './i18n/load-refusal-catalog'
import { restOfFontDue } from './lib/first-screen'
import { nextTask } from './lib/next-task'

/**
 * The page's prerendered markup (build/prerender.ts) where the reader sees it: not for an English
 * reader, nor for a visitor the page is not for (src/index.css hides it from both).
 */
function shownMarkup(root: HTMLElement): HTMLElement | null {
  const markup = root.querySelector<HTMLElement>(':scope > [data-prerendered]')
  const html = document.documentElement
  return markup && html.lang !== 'en' && !html.hasAttribute('data-signed-out') ? markup : null
}

/** Once the app has attached to the markup, the markup is the live page: no longer inert, no spinner behind it. */
function ownMarkup(markup: HTMLElement) {
  markup.removeAttribute('inert')
  markup.removeAttribute('data-prerendered')
  for (const spinner of markup.parentElement?.querySelectorAll(':scope > [data-boot]') ?? []) spinner.remove()
}

function OnFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run])
  return children
}

/**
 * What both entries (the app's and the sign-in screens') do to start: render the app `start` makes
 * into #root once the reader's words are in, and fetch what no first screen needs beside it. `start`
 * runs in a task after the one evaluating the entry's modules: on a slow phone the two together were
 * one long task, which kept the page from answering a tap.
 *
 * An English reader's words load first, so the first screen is never in the wrong language. The first
 * render is a transition: React yields to the browser every few milliseconds instead of holding the
 * main thread for the whole tree, so a slow phone stays responsive while the page builds.
 *
 * With `takeOver`, the app is the very tree the page's prerendered markup was rendered from: React
 * attaches to that markup (hydration) instead of drawing the page again, so the phone neither builds
 * nor lays out a second copy. Where the markup is not shown, the app is drawn as on any page.
 */
export function boot(
  start: () => ReactNode | Promise<ReactNode>,
  { takeOver = false }: { takeOver?: boolean } = {},
) {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  void Promise.all([nextTask().then(start), languageReady]).then(([app]) => {
    const markup = takeOver ? shownMarkup(root) : null
    startTransition(() => {
      if (!markup) return void createRoot(root).render(<StrictMode>{app}</StrictMode>)
      hydrateRoot(
        markup,
        <StrictMode>
          <OnFirstCommit run={() => ownMarkup(markup)}>{app}</OnFirstCommit>
        </StrictMode>,
      )
    })
  })
  // In a task of its own while the page's code is on its way, not inside the first render.
  void nextTask().then(prepareCn)
  // Beside the first render, not before it: no screen needs the refusals' words to show.
  void loadRefusalCatalog()
  // The font's other subsets (~120 rules, a file each): until they are in, the subsets each page
  // holds inline draw what they cover and a system font the rest (font-display: swap).
  void restOfFontDue.then(() => import('@fontsource-variable/noto-sans-kr'))
}
