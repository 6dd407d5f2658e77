import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { fetchAfterFirstScreen } from '../lib/first-screen'

/**
 * A dialog whose code (and the dialog library's) is fetched once the first screen has settled (one
 * dialog at a time), or when it first opens if that comes sooner: no page's first load carries it.
 * Render it inside `OnceOpened`.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const fetchDialog = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // Fetched afresh when it first opens, should the early fetch have failed (a dropped link).
        loading = undefined
        throw error
      },
    )
    return loading
  }
  fetchAfterFirstScreen(fetchDialog).catch(() => undefined)
  return lazy(fetchDialog)
}

/**
 * Renders a lazy dialog from the moment it first opens, and keeps it mounted after, so it closes with
 * its animation and gives the focus back to what opened it, as a dialog loaded with the page does.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return <Suspense fallback={null}>{children}</Suspense>
}
