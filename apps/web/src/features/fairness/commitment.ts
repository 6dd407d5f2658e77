import type { Fairness } from '../../trpc/types'

/**
 * The commitment to a round before its draw: SHA-256 of its seed, which is the seed revealed by the
 * round before it (drawn, or voided and past its draw time), or the day's anchor for round 1.
 */
export function commitmentOf(fairness: Fairness | undefined, todayRound: number): string | null {
  if (!fairness) return null
  if (todayRound === 1) return fairness.anchor
  return fairness.rounds.find((round) => round.todayRound === todayRound - 1)?.seed ?? null
}
