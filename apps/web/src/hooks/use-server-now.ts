import { type QueryClient, QueryObserver, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { trpc } from '../trpc/client'

const syncIntervalMs = 300_000
const tickMs = 200

/*
 * One ticker for the whole page. It reports the server's time (the local clock plus the measured
 * offset, docs/product.md §4.7) floored to the second, and wakes React only when that second changes, so every
 * countdown on screen moves together and never skips or repeats a second.
 */
let offsetMs = 0
let second = Math.floor(Date.now() / 1000)
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function tick() {
  const next = Math.floor((Date.now() + offsetMs) / 1000)
  if (next === second) return
  second = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  timer ??= setInterval(tick, tickMs)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const snapshot = () => second * 1000

/** The measured offset of the server's clock from this one, in ms (0 until the first answer). */
export const serverOffsetMs = () => offsetMs

const wholeSeconds = (now: number) => now

/** The server's current time in ms (whole seconds), ticking every second; re-measured every 5 minutes. */
export function useServerNow(): number {
  return useServerNowAs(wholeSeconds)
}

/**
 * What `pick` makes of the server's time (a date, a five-minute mark, whether a moment has passed).
 * The component draws again only when that changes, not every second: `pick` must return a value
 * that compares equal with Object.is while it means the same (a string, number or boolean).
 */
export function useServerNowAs<T>(pick: (now: number) => T): T {
  const queryClient = useQueryClient()
  useEffect(() => keepOffsetMeasured(queryClient), [queryClient])
  const current = () => pick(snapshot())
  return useSyncExternalStore(subscribe, current, current)
}

let offsetWatch: { stop: () => void; readers: number } | undefined

/**
 * Measures the offset from the server's answer while a clock is shown: one watch for the page, however
 * many components read the clock, as there is one ticker. The answer is watched outside the render:
 * a component reading the clock draws again when what it picks changes, not when the answer arrives
 * (in the console's frame that answer redrew the whole page once more).
 */
function keepOffsetMeasured(queryClient: QueryClient) {
  offsetWatch ??= { stop: watchOffset(queryClient), readers: 0 }
  const watch = offsetWatch
  watch.readers += 1
  return () => {
    watch.readers -= 1
    if (watch.readers > 0) return
    watch.stop()
    offsetWatch = undefined
  }
}

function watchOffset(queryClient: QueryClient) {
  const observer = new QueryObserver(
    queryClient,
    trpc.health.check.queryOptions(undefined, { staleTime: syncIntervalMs, refetchInterval: syncIntervalMs }),
  )
  const measure = ({ data, dataUpdatedAt }: ReturnType<typeof observer.getCurrentResult>) => {
    if (!data) return
    offsetMs = Date.parse(data.timestamp) - dataUpdatedAt
    tick()
  }
  measure(observer.getCurrentResult())
  return observer.subscribe(measure)
}

/** The server's time now (whole seconds), read once: for a moment recorded, not one drawn. */
export const serverNow = snapshot

/** Measures the offset again, e.g. when the server's view of the round differs from ours. */
export function resyncServerClock(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: trpc.health.check.queryKey() })
}
