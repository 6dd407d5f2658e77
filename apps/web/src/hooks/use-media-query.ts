import { useSyncExternalStore } from 'react'

/** The width a page rendered to HTML ahead of any window is drawn for: a phone's. */
const phoneWidthPx = 390

/**
 * How `query` is answered on a phone, for a render to HTML: its `min-width` and `max-width` conditions
 * (in px) against a phone's width, anything else false.
 */
export function matchesOnPhone(query: string): boolean {
  const width = /^\((min|max)-width:\s*(\d+)px\)$/.exec(query.trim())
  if (!width) return false
  const bound = Number(width[2])
  return width[1] === 'min' ? phoneWidthPx >= bound : phoneWidthPx <= bound
}

/**
 * Whether the CSS media query matches now; follows it as the window changes. Rendered to HTML ahead of
 * any window (apps/web/build/prerender.ts), a query is answered as on a phone (`matchesOnPhone`), so
 * the prerendered pages are drawn as a phone first shows them.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => matchesOnPhone(query),
  )
}
