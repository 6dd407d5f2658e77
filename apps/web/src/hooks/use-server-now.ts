import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { trpc } from '../trpc/client'

const syncIntervalMs = 300_000

/** The server's current time in ms, ticking every second; the offset is re-measured every 5 minutes. */
export function useServerNow(): number {
  const { data, dataUpdatedAt } = useQuery(
    trpc.health.check.queryOptions(undefined, { staleTime: syncIntervalMs, refetchInterval: syncIntervalMs }),
  )
  const offset = data ? Date.parse(data.timestamp) - dataUpdatedAt : 0
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  return now + offset
}
