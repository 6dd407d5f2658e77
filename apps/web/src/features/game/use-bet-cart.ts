import { useCallback, useState } from 'react'

/**
 * The single-item cart of the game page (docs/product.md §2.3): choosing the selected button again empties
 * it, choosing another replaces it, and a new round clears it.
 */
export function useBetCart(round: number) {
  const [heldRound, setHeldRound] = useState(round)
  const [selection, setSelection] = useState<string | null>(null)
  const [stake, setStake] = useState(0)

  if (heldRound !== round) {
    setHeldRound(round)
    setSelection(null)
    setStake(0)
  }

  // Stable, so the board (memoised) is not drawn again each second the clock moves.
  const toggle = useCallback(
    (code: string) => setSelection((current) => (current === code ? null : code)),
    [],
  )
  return {
    selection,
    stake,
    toggle,
    addStake: (amount: number) => setStake((current) => current + amount),
    setStake,
    resetStake: () => setStake(0),
  }
}

export type BetCart = ReturnType<typeof useBetCart>
