import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { trpc } from '../../trpc/client'
import { type GameClock, useGameClock } from './use-game-clock'

/** A late beacon pauses betting at any moment and raises no event: the page asks this often. */
const pauseCheckMs = 15_000
const askAfterMs = 1_000

/**
 * The round on the server's clock, and what only the server knows about it: betting paused while
 * the beacon is late (the clock then reads closed), a result the operator set for the round being
 * bet on (known from the moment it opens), and the last round's result waiting for its beacon.
 */
export function useBettingClock() {
  const clock = useGameClock()
  const current = useQuery({ ...trpc.game.current.queryOptions(), refetchInterval: pauseCheckMs })
  const { refetch } = current
  // A new round, or its opening: what the server says about it changes then (asked a moment later,
  // so a clock a little ahead of the server's does not ask too early).
  const moment = `${clock.round}:${clock.open}`
  const seen = useRef(moment)
  useEffect(() => {
    if (seen.current === moment) return
    seen.current = moment
    const timer = setTimeout(() => void refetch(), askAfterMs)
    return () => clearTimeout(timer)
  }, [moment, refetch])

  // An answer about another round (the clock moved on before the refetch) says nothing of this one.
  const now = current.data?.round === clock.round ? current.data : undefined
  const paused = now?.paused === true
  const betting: GameClock = useMemo(
    () => (paused && clock.open ? { ...clock, open: false, paused: true } : clock),
    [clock, paused],
  )
  return {
    clock: betting,
    manualResult: now?.manualResult ?? null,
    resultDelayed: now?.resultDelayed === true,
  }
}

export type RoundDisclosures = Omit<ReturnType<typeof useBettingClock>, 'clock'>
