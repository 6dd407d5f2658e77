import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Every client hears a draw at the same moment; each asks again at its own time within this. */
const maxJitterMs = 20_000

const waiting = new Map<string, ReturnType<typeof setTimeout>>()

/**
 * Refetches the queries under `queryKey` once, after a random delay of up to 20 seconds, instead of
 * at once on every client: what a draw changes for everyone (the statistics) is then asked for
 * spread over time. A second call while one is waiting changes nothing.
 */
export function refreshSoon(
  queryClient: QueryClient,
  queryKey: QueryKey,
  random: () => number = Math.random,
) {
  const id = JSON.stringify(queryKey)
  if (waiting.has(id)) return
  const timer = setTimeout(
    () => {
      waiting.delete(id)
      void queryClient.invalidateQueries({ queryKey })
    },
    Math.floor(random() * maxJitterMs),
  )
  waiting.set(id, timer)
}
