import { drawFromSeed, seedsChain, verifySeed } from '@pb/game'
import type { DrawResult, Fairness } from '../../trpc/types'

/**
 * What the browser concludes about a round (game-rules §2): its seed chains to the day's anchor and
 * the draw follows from the seed; a manual result is told apart from a mismatch.
 */
export type Verdict = 'verified' | 'manual' | 'mismatch' | 'unavailable'

/** Web Crypto exists only in secure contexts (https or localhost). */
export const canVerify = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined

async function drawMatches(result: DrawResult, seed: string): Promise<boolean> {
  const drawn = await drawFromSeed(seed, result.round)
  return (
    drawn.powerball === result.powerball &&
    drawn.drawOrder.length === result.drawOrder.length &&
    drawn.drawOrder.every((ball, index) => ball === result.drawOrder[index])
  )
}

function verdictOf(result: DrawResult, seedOk: boolean, drawOk: boolean): Verdict {
  if (!seedOk) return 'mismatch'
  if (drawOk) return 'verified'
  return result.source === 'MANUAL' ? 'manual' : 'mismatch'
}

/** One round against the anchor: SHA-256ᵏ(s_k) = A_D, then the draw from s_k. */
export async function verifyRound(result: DrawResult, anchor: string | null): Promise<Verdict> {
  if (!result.seed || !anchor || !canVerify()) return 'unavailable'
  const seedOk = await verifySeed(result.seed, result.todayRound, anchor)
  return verdictOf(result, seedOk, await drawMatches(result, result.seed))
}

/**
 * A whole day at once: each seed is checked against the seed revealed just before it (one hash), and
 * only a round whose predecessor is missing walks back to the anchor.
 */
export async function verifyDay(fairness: Fairness): Promise<Map<number, Verdict>> {
  const verdicts = new Map<number, Verdict>()
  const byToday = new Map(fairness.rounds.map((round) => [round.todayRound, round]))
  for (const result of fairness.rounds) {
    const previous = byToday.get(result.todayRound - 1)
    if (!result.seed || !fairness.anchor || !canVerify()) {
      verdicts.set(result.round, 'unavailable')
      continue
    }
    const seedOk = previous?.seed
      ? verdicts.get(previous.round) !== 'mismatch' && (await seedsChain(result.seed, previous.seed))
      : await verifySeed(result.seed, result.todayRound, fairness.anchor)
    verdicts.set(result.round, verdictOf(result, seedOk, await drawMatches(result, result.seed)))
  }
  return verdicts
}

/**
 * The commitment to a round before its draw: SHA-256 of its seed, which is the seed revealed by the
 * round before it, or the day's anchor for round 1.
 */
export function commitmentOf(fairness: Fairness | undefined, todayRound: number): string | null {
  if (!fairness) return null
  if (todayRound === 1) return fairness.anchor
  return fairness.rounds.find((round) => round.todayRound === todayRound - 1)?.seed ?? null
}
