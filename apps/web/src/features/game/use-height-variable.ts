import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps a CSS variable on the document at the element's height, so what sticks below a header of
 * varying height (it wraps on a phone, and with the language) sticks right under it.
 *
 * The height is the one the observer reports, not read back from the element: the game page has two
 * such elements, and reading the second's height after the first wrote its variable would make the
 * browser restyle and lay out the whole page once more, in the middle of the first load.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, variable: string) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) => {
      // A browser without the observer's box sizes (Safari before 15.4) reads the height back.
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight
      root.style.setProperty(variable, `${height}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(variable)
    }
  }, [ref, variable])
}
