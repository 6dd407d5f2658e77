import { useSyncExternalStore } from 'react'

/**
 * Whether the CSS media query matches now; follows it as the window changes. Rendered to HTML ahead of
 * any window (apps/web/build/prerender.ts) every query is answered false: the game page, the one page
 * rendered so, asks only `min-width` ones, so its HTML is drawn as on a phone.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
