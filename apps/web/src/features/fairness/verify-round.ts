import { type DrawnBalls, drawFromSeed, seedsChain, verifySeed } from '@pb/game'
import { nextTask } from '../../lib/next-task'
import type { Fairness } from '../../trpc/types'

export type FairnessRound = Fairness['rounds'][number]

/**
 * What the browser concludes about a round (docs/game-rules.md §2, docs/game-rules.md §2a): its seed chains to the day's
 * anchor, a version 2 round's beacon is the chain's signature of the right beacon round, and the
 * draw follows from the seed (and the beacon's randomness); a manual result is told apart from a
 * mismatch. A voided round has no draw to compare: its seed is checked ('void' when it chains), and
 * the result a late beacon would have given, when one came.
 */
export type Verdict = 'verified' | 'manual' | 'void' | 'mismatch' | 'unavailable'

/** One check and whether it passed; `beaconRound` names the round the beacon must be. */
interface Check {
  name: 'seed' | 'beaconSignature' | 'beaconRound' | 'draw' | 'drawSeedOnly' | 'lateDraw'
  ok: boolean
  beaconRound?: number
}

export interface Verification {
  verdict: Verdict
  checks: Check[]
}

const unavailable: Verification = { verdict: 'unavailable', checks: [] }

export const isVoided = (result: { status: string }) => result.status === 'VOID'

/** Web Crypto exists only in secure contexts (https or localhost). */
export const canVerify = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined

const sameBalls = (drawn: DrawnBalls, drawOrder: number[], powerball: number | null) =>
  drawn.powerball === powerball &&
  drawn.drawOrder.length === drawOrder.length &&
  drawn.drawOrder.every((ball, index) => ball === drawOrder[index])

/** The beacon's checks, with the BLS code fetched the first time a round needs it. */
async function beaconChecks(round: FairnessRound, day: Fairness): Promise<Check[] | null> {
  if (!round.beacon || !day.beacon) return null
  const { checkBeacon } = await import('./beacon-check')
  const checked = checkBeacon(round, day.beacon)
  return [
    { name: 'beaconSignature', ok: checked.signature },
    { name: 'beaconRound', ok: checked.round, beaconRound: checked.expectedRound },
  ]
}

async function verificationOf(
  round: FairnessRound,
  day: Fairness,
  seed: string,
  seedOk: boolean,
): Promise<Verification> {
  const checks: Check[] = [{ name: 'seed', ok: seedOk }]
  if (!seedOk) return { verdict: 'mismatch', checks }
  const beacon = await beaconChecks(round, day)
  if (round.beacon && !beacon) return { verdict: 'unavailable', checks }
  if (beacon) checks.push(...beacon)
  const randomness = round.beacon?.randomness

  if (isVoided(round)) {
    const late = round.lateResult
    if (late && randomness !== undefined) {
      const drawn = await drawFromSeed(seed, round.round, randomness)
      checks.push({ name: 'lateDraw', ok: sameBalls(drawn, late.drawOrder, late.powerball) })
    }
    return { verdict: checks.every((check) => check.ok) ? 'void' : 'mismatch', checks }
  }

  // Version 2 draws salt the seed with the beacon; version 1 (and a manual round) use the seed alone.
  const salted = round.drawVersion === 2 && randomness !== undefined
  const drawn = await drawFromSeed(seed, round.round, salted ? randomness : undefined)
  const drawOk = sameBalls(drawn, round.drawOrder, round.powerball)
  checks.push({ name: salted ? 'draw' : 'drawSeedOnly', ok: drawOk })
  const others = checks.filter((check) => check.name !== 'draw' && check.name !== 'drawSeedOnly')
  if (!others.every((check) => check.ok)) return { verdict: 'mismatch', checks }
  if (drawOk) return { verdict: 'verified', checks }
  // A result the operator set differs from the draw by design; with no beacon there is nothing to salt.
  if (round.source === 'MANUAL') return { verdict: 'manual', checks }
  return { verdict: 'mismatch', checks }
}

/** One round against its day: SHA-256ᵏ(s_k) = A_D, the beacon, then the draw. */
export async function verifyRound(round: FairnessRound, day: Fairness): Promise<Verification> {
  if (!round.seed || !day.anchor || !canVerify()) return unavailable
  return verificationOf(round, day, round.seed, await verifySeed(round.seed, round.todayRound, day.anchor))
}

/**
 * A whole day at once: each seed, a voided round's too, is checked against the seed revealed just
 * before it (one hash), and only a round whose predecessor is missing walks back to the anchor.
 */
export async function verifyDay(
  day: Fairness,
  onProgress?: (done: number) => void,
): Promise<Map<number, Verification>> {
  const verifications = new Map<number, Verification>()
  const byToday = new Map(day.rounds.map((round) => [round.todayRound, round]))
  for (const round of day.rounds) {
    const previous = byToday.get(round.todayRound - 1)
    if (!round.seed || !day.anchor || !canVerify()) {
      verifications.set(round.round, unavailable)
    } else {
      const seedOk = previous?.seed
        ? verifications.get(previous.round)?.checks[0]?.ok !== false &&
          (await seedsChain(round.seed, previous.seed))
        : await verifySeed(round.seed, round.todayRound, day.anchor)
      verifications.set(round.round, await verificationOf(round, day, round.seed, seedOk))
    }
    onProgress?.(verifications.size)
    // The page paints between rounds: a beacon's signature takes tens of milliseconds.
    await nextTask()
  }
  return verifications
}
