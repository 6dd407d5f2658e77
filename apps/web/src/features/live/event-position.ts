import type { QueryClient } from '@tanstack/react-query'
import type { Area } from '../../auth/area'
import { loadTrpc } from '../../trpc/load-client'

type Trpc = Awaited<ReturnType<typeof loadTrpc>>['trpc']

/**
 * The newest event's id as the page read it, once per signed-in visit (docs/api-conventions.md §8):
 * the live stream opens from it and replays what changed after the page's first reads.
 */
export const eventPositionOptions = (trpc: Trpc, area: Area) =>
  trpc.events.position.queryOptions(undefined, {
    trpc: { context: { area } },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

/** Started before the page renders, so the position is read before any of the page's data. */
export async function readEventPosition(area: Area, queryClient: QueryClient) {
  const { trpc } = await loadTrpc()
  void queryClient.prefetchQuery(eventPositionOptions(trpc, area))
}
