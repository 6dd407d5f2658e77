import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps a CSS variable on the document at the element's height, so what sticks below a header of
 * varying height (it wraps on a phone, and with the language) sticks right under it.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, variable: string) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty(variable, `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(variable)
    }
  }, [ref, variable])
}
