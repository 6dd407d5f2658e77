import { type Db, rounds } from '@pb/db'
import { drawFromSeed } from '@pb/game'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { CoreDeps } from '../context'
import type { Salt } from './draw-round'
import { refundVoidRound } from './void-round'

/** How long after its draw time a round waits for its beacon before it is voided. */
export const BEACON_DEADLINE_MS = 15 * 60_000

/**
 * A round whose beacon has not come 15 minutes after its draw time is voided and every stake
 * refunded (docs/game-rules.md §2a); the operator never substitutes a value of its own.
 */
export async function voidForLateBeacon(
  deps: Pick<CoreDeps, 'db' | 'bus'>,
  roundNo: number,
  now: Date,
): Promise<void> {
  const voided = await deps.db
    .update(rounds)
    .set({ status: 'VOID', voidReason: 'BEACON_LATE', settledAt: now })
    .where(and(eq(rounds.roundNo, roundNo), inArray(rounds.status, ['OPEN', 'CLOSED'])))
    .returning({ roundNo: rounds.roundNo })
  if (voided.length > 0) await refundVoidRound(deps, roundNo, now)
}

/**
 * The beacon of a round voided for lateness, come after all: kept with the round with the result
 * it would have given, so a pattern of voided rounds can be checked. Answers whether it was new.
 */
export async function recordLateResult(db: Db, roundNo: number, salt: Salt): Promise<boolean> {
  const [row] = await db
    .select({ seed: rounds.seed })
    .from(rounds)
    .where(and(eq(rounds.roundNo, roundNo), eq(rounds.voidReason, 'BEACON_LATE'), isNull(rounds.beaconRound)))
  if (!row?.seed) return false
  const lateResult = await drawFromSeed(row.seed, roundNo, salt.beacon.randomness)
  const kept = await db
    .update(rounds)
    .set({
      beaconChainHash: salt.chainHash,
      beaconRound: salt.beacon.round,
      beaconSignature: salt.beacon.signature,
      beaconRandomness: salt.beacon.randomness,
      lateResult,
    })
    .where(and(eq(rounds.roundNo, roundNo), isNull(rounds.beaconRound)))
    .returning({ roundNo: rounds.roundNo })
  return kept.length === 1
}
