import { drawFromSeed, seedsChain, verifySeed } from '@pb/game'
import type { DrawResult, Fairness } from '../../trpc/types'

/**
 * What the browser concludes about a round (game-rules §2): its seed chains to the day's anchor and
 * the draw follows from the seed; a manual result is told apart from a mismatch. A voided round has
 * no draw to compare: only its seed is checked ('void' when it chains).
 */
export type Verdict = 'verified' | 'manual' | 'void' | 'mismatch' | 'unavailable'

export const isVoided = (result: DrawResult) => result.status === 'VOID'

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

async function verdictOf(result: DrawResult, seed: string, seedOk: boolean): Promise<Verdict> {
  if (!seedOk) return 'mismatch'
  if (isVoided(result)) return 'void'
  if (await drawMatches(result, seed)) return 'verified'
  return result.source === 'MANUAL' ? 'manual' : 'mismatch'
}

/** One round against the anchor: SHA-256ᵏ(s_k) = A_D, then the draw from s_k. */
export async function verifyRound(result: DrawResult, anchor: string | null): Promise<Verdict> {
  if (!result.seed || !anchor || !canVerify()) return 'unavailable'
  return verdictOf(result, result.seed, await verifySeed(result.seed, result.todayRound, anchor))
}

/**
 * A whole day at once: each seed, a voided round's too, is checked against the seed revealed just
 * before it (one hash), and only a round whose predecessor is missing walks back to the anchor.
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
    verdicts.set(result.round, await verdictOf(result, result.seed, seedOk))
  }
  return verdicts
}

/**
 * The commitment to a round before its draw: SHA-256 of its seed, which is the seed revealed by the
 * round before it (drawn, or voided and past its draw time), or the day's anchor for round 1.
 */
export function commitmentOf(fairness: Fairness | undefined, todayRound: number): string | null {
  if (!fairness) return null
  if (todayRound === 1) return fairness.anchor
  return fairness.rounds.find((round) => round.todayRound === todayRound - 1)?.seed ?? null
}
