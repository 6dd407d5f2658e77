import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { trpc } from '../../../trpc/client'

/**
 * The round an action targets: by default the round being bet on, `lag` rounds back (1: the last
 * drawn one), until the operator types another, so the default follows the clock as rounds pass.
 */
export function useTargetRound(lag = 0) {
  const current = useQuery(trpc.game.current.queryOptions())
  const [typed, setTyped] = useState<string | null>(null)
  const currentRound = current.data?.round
  const defaultRound = currentRound === undefined ? undefined : currentRound - lag
  const text = typed ?? (defaultRound === undefined ? '' : String(defaultRound))
  const roundNo = /^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined
  return {
    text,
    roundNo,
    currentRound,
    defaultRound,
    setText: (text: string) => setTyped(text),
    /** Back to the default round, and following it again. */
    followCurrent: () => setTyped(null),
  }
}

export type TargetRound = ReturnType<typeof useTargetRound>
