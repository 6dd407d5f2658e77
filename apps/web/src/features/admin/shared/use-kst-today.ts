import { useQuery } from '@tanstack/react-query'
import { formatDate } from '../../../lib/format'
import { trpc } from '../../../trpc/client'

/**
 * Today's date in Korean time by the server's clock (the one the statistics count by), from the
 * clock check the console's header already keeps; undefined until it has answered once.
 */
export function useKstToday(): string | undefined {
  const { data } = useQuery(
    trpc.health.check.queryOptions(undefined, { staleTime: 300_000, refetchInterval: 300_000 }),
  )
  return data ? formatDate(data.timestamp) : undefined
}
