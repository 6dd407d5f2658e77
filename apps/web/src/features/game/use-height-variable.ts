import { type RefObject, useCallback, useLayoutEffect } from 'react'

/** The last height each variable's element reported, and the elements holding the variable. */
const heights = new Map<string, number>()
const holders = new Map<string, Set<HTMLElement>>()

function hold(element: HTMLElement, variable: string) {
  const height = heights.get(variable)
  if (height === undefined) element.style.removeProperty(variable)
  else element.style.setProperty(variable, `${height}px`)
}

/**
 * Measures the element's height into a CSS variable, so what sticks below a header of varying height
 * (it wraps on a phone, and with the language) sticks right under it. The variable is held by the
 * elements that read it (`useHeightVariable`), not by the document: a variable changed on the
 * document restyles every element of the page, one more whole style pass in the game page's first
 * load.
 *
 * The height is the one the observer reports, not read back from the element: the game page has two
 * such elements, and reading the second's height after the first wrote its variable would make the
 * browser lay out the page once more.
 */
export function useMeasuredHeight(ref: RefObject<HTMLElement | null>, variable: string) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      for (const holder of holders.get(variable) ?? []) hold(holder, variable)
    }
    const observer = new ResizeObserver(([entry]) => {
      // A browser without the observer's box sizes (Safari before 15.4) reads the height back.
      heights.set(variable, entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight)
      update()
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      heights.delete(variable)
      update()
    }
  }, [ref, variable])
}

/** A ref for an element that reads `variable` (measured by `useMeasuredHeight`): it holds it while drawn. */
export function useHeightVariable(variable: string) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      const elements = holders.get(variable) ?? new Set()
      holders.set(variable, elements)
      elements.add(element)
      hold(element, variable)
      return () => {
        elements.delete(element)
      }
    },
    [variable],
  )
}
