import { useSyncExternalStore } from 'react'

/** How the member's live event stream is doing, for the indicator in the headers. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'lost'

let status: LiveStatus = 'connecting'
/** Bumped to start a fresh connection after the stream gave up. */
let generation = 0
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function setLiveStatus(next: LiveStatus) {
  if (next === status) return
  status = next
  notify()
}

/** Connects again after the stream gave up (docs/product.md §4.1: at most 5 reconnects on its own). */
export function retryLiveEvents() {
  generation += 1
  status = 'connecting'
  notify()
}

const currentStatus = () => status
const currentGeneration = () => generation

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, currentStatus, currentStatus)
}

export function useLiveGeneration(): number {
  return useSyncExternalStore(subscribe, currentGeneration, currentGeneration)
}
