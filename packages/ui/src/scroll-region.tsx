import * as React from 'react'
import { cn } from './lib/cn'

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowsSideways<Element extends HTMLElement>() {
  const ref = React.useRef<Element>(null)
  const [overflows, setOverflows] = React.useState(false)
  React.useEffect(() => {
    const box = ref.current
    if (!box) return
    // The observer also reports each box once it is first laid out: measured then, the page's first
    // layout is not forced inside React's commit (a long task on a slow phone).
    const observer = new ResizeObserver(() => setOverflows(box.scrollWidth > box.clientWidth + 1))
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return [ref, overflows] as const
}

/**
 * A box that scrolls sideways when its content is wider: a region named by `label`, which the keyboard
 * reaches (Tab) and scrolls (arrow keys) while the content overflows, and which is no extra tab stop
 * while it fits. Unnamed (`label: undefined`, only for content kept off screen for screen readers)
 * it is a plain box that never scrolls.
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: React.ComponentProps<'section'> & { label: string | undefined }) {
  const [ref, overflows] = useOverflowsSideways<HTMLElement>()
  // Named, a section is a region landmark; unnamed, a plain box.
  return (
    <section
      ref={ref}
      aria-label={label}
      tabIndex={label !== undefined && overflows ? 0 : undefined}
      className={cn(
        label !== undefined &&
          'overflow-x-auto focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
        className,
      )}
      {...props}
    />
  )
}
