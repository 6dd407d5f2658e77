import type { TRPCRequestInfo } from '@trpc/server/http'

/** The REST placement answers 201 at `POST /api/bets` once the bets are placed. */
export const isRestPlacement = (method: string, route: string, status: number) =>
  method === 'POST' && route === '/api/bets' && status === 201

/** The calls of `bets.place` a tRPC answer placed: a batch may hold several, and fail some of them. */
export function trpcPlacements(info: TRPCRequestInfo | undefined, answers: readonly object[]): number {
  if (!info) return 0
  return info.calls.filter((call, i) => call.path === 'bets.place' && 'result' in (answers[i] ?? {})).length
}
