import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Area } from '../../auth/area'
import { loadTrpc } from '../../trpc/load-client'

type Trpc = Awaited<ReturnType<typeof loadTrpc>>['trpc']
type Position = { lastEventId: string }

/**
 * The newest event's id as the page read it, once per signed-in visit (docs/api-conventions.md §8):
 * the live stream opens from it and replays what changed after the page's first reads.
 */
const eventPositionOptions = (trpc: Trpc, area: Area) =>
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

/** Positions a stream has already opened from. */
const opened = new WeakSet<Position>()

/**
 * Where the live stream opens: from the page's first position, once. A stream opened again later in
 * the same visit (its component mounted anew) gets null and catches up by reading again instead, so
 * no event is replayed twice (no second chime, no second toast). Undefined while the position is on
 * its way; `markOpened` is called once the stream has started from it.
 */
export function useStreamStart(trpc: Trpc, area: Area) {
  const position = useQuery(eventPositionOptions(trpc, area))
  const [openedFrom, setOpenedFrom] = useState<string | null>()
  if (openedFrom === undefined && !position.isPending)
    setOpenedFrom(position.data && !opened.has(position.data) ? position.data.lastEventId : null)
  return {
    openedFrom,
    markOpened: () => {
      if (position.data) opened.add(position.data)
    },
  }
}
