import { useSyncExternalStore } from 'react'

/** How long a request that just arrived stays highlighted in the live queue. */
const highlightMs = 10_000

let ids: ReadonlySet<number> = new Set()
const listeners = new Set<() => void>()

function publish(next: ReadonlySet<number>) {
  ids = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Marks a request as just arrived, for a while. */
export function markNewRequest(id: number) {
  publish(new Set([...ids, id]))
  setTimeout(() => publish(new Set([...ids].filter((other) => other !== id))), highlightMs)
}

const currentIds = () => ids

export function useNewRequestIds(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, currentIds, currentIds)
}
