import { useSyncExternalStore } from 'react'

/**
 * Whether the console's event stream is up. While it is down, the pending counters and live queues
 * fall back to a 3-second refresh (docs/product.md §2.5); while it is up, nothing polls.
 */
let streamUp = false
const listeners = new Set<() => void>()

export function setStreamUp(up: boolean) {
  if (up === streamUp) return
  streamUp = up
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const isUp = () => streamUp

/** The refetch interval for views the stream keeps fresh: none while it is up, 3 s while it is down. */
export function useFallbackRefetchMs(): number | false {
  const up = useSyncExternalStore(subscribe, isUp, isUp)
  return up ? false : 3000
}
