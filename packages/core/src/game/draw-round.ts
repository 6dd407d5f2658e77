import { type Db, rounds } from '@pb/db'
import { type Beacon, drawFromSeed, outcomeOf, todayRound } from '@pb/game'
import { and, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { CoreDeps } from '../context'
import type { GameEvent } from '../events/types'
import { commitWithEvents, type StepResult } from '../unit-of-work'
import { ensureRoundRow } from './rounds'
import { ensureSeedDay } from './seed-days'

/** A verified beacon value and the chain it belongs to. */
export interface Salt {
  chainHash: string
  beacon: Beacon
}

/** A draw or reveal that changed nothing, and so tells nobody. */
const unchanged: StepResult<boolean> = { answer: false, events: [] }

/**
 * Draws a round from its committed seed, salted with its beacon from draw version 2 (or from the
 * operator's manual result), and reveals the seed. Drawing a round that is already drawn, settled or
 * void changes nothing; a version 2 round without its beacon is not drawn.
 */
export async function drawRound(
  deps: Pick<CoreDeps, 'db' | 'bus'>,
  roundNo: number,
  now: Date,
  salt?: Salt | null,
): Promise<boolean> {
  return commitWithEvents(deps, async (tx) => {
    await ensureRoundRow(tx, roundNo)
    const [row] = await tx.select().from(rounds).where(eq(rounds.roundNo, roundNo)).for('update')
    if (!row || (row.status !== 'OPEN' && row.status !== 'CLOSED')) return unchanged
    const day = await ensureSeedDay(tx, row.gameDate)
    const seed = day.seeds[todayRound(roundNo) - 1]
    if (!seed) throw new Error(`no seed for round ${roundNo}`)
    const salted = row.drawVersion === 2 && !row.manualResult
    if (salted && !salt) return unchanged
    const drawn = row.manualResult
      ? { drawOrder: row.manualResult.balls, powerball: row.manualResult.powerball }
      : await drawFromSeed(seed, roundNo, salted ? salt?.beacon.randomness : undefined)
    const outcome = outcomeOf(drawn.drawOrder, drawn.powerball)
    const updated = await tx
      .update(rounds)
      .set({
        status: 'DRAWN',
        drawOrder: drawn.drawOrder,
        powerball: outcome.powerball,
        numberSum: outcome.numberSum,
        powerballOddEven: outcome.powerballOddEven,
        powerballUnderOver: outcome.powerballUnderOver,
        numberOddEven: outcome.numberOddEven,
        numberUnderOver: outcome.numberUnderOver,
        numberSize: outcome.numberSize,
        seed,
        source: row.manualResult ? 'MANUAL' : 'RNG',
        ...(salted && salt
          ? {
              beaconChainHash: salt.chainHash,
              beaconRound: salt.beacon.round,
              beaconSignature: salt.beacon.signature,
              beaconRandomness: salt.beacon.randomness,
            }
          : {}),
        drawnAt: now,
      })
      .where(and(eq(rounds.roundNo, roundNo), inArray(rounds.status, ['OPEN', 'CLOSED'])))
      .returning()
    const [drawnRow] = updated
    if (!drawnRow) return unchanged
    return { answer: true, events: [resultSaved(drawnRow)] }
  })
}

/**
 * The result as every member hears it the moment it is drawn (docs/game-rules.md §7): the settlement's
 * events follow in their own run once the round is paid.
 */
function resultSaved(round: typeof rounds.$inferSelect): GameEvent {
  return {
    type: 'RESULT_SAVED',
    roundNo: round.roundNo,
    pbValue: round.powerball ?? 0,
    pbOddEven: round.powerballOddEven ?? '',
    pbOverUnder: round.powerballUnderOver ?? '',
    drawOrder: round.drawOrder ?? [],
    numberSum: round.numberSum ?? 0,
    numberOddEven: round.numberOddEven ?? '',
    numberUnderOver: round.numberUnderOver ?? '',
    numberSize: round.numberSize ?? '',
    source: round.source ?? 'RNG',
  }
}

/**
 * A voided round is never drawn, but its seed is still part of the day's chain (docs/game-rules.md §2): at
 * its draw time it is revealed like any other, with no result, so the next round's commitment and
 * the whole day stay verifiable, and VOID_SEED_REVEALED says so. Answers whether this call revealed it; before the draw time, for a
 * round that is not void, or a second time it changes nothing.
 */
export async function revealVoidSeed(
  deps: Pick<CoreDeps, 'db' | 'bus'>,
  roundNo: number,
  now: Date,
): Promise<boolean> {
  return commitWithEvents(deps, async (tx) => {
    const unrevealed = and(
      eq(rounds.roundNo, roundNo),
      eq(rounds.status, 'VOID'),
      isNull(rounds.seed),
      lte(rounds.drawAt, now),
    )
    const [row] = await tx.select({ gameDate: rounds.gameDate }).from(rounds).where(unrevealed)
    if (!row) return unchanged
    const day = await ensureSeedDay(tx, row.gameDate)
    const seed = day.seeds[todayRound(roundNo) - 1]
    if (!seed) throw new Error(`no seed for round ${roundNo}`)
    const revealed = await tx
      .update(rounds)
      .set({ seed })
      .where(unrevealed)
      .returning({ roundNo: rounds.roundNo })
    if (revealed.length !== 1) return unchanged
    return { answer: true, events: [{ type: 'VOID_SEED_REVEALED', roundNo }] }
  })
}

/** Stops betting on a round: taken under the row lock that every bet on it holds while placing. */
export async function closeRound(db: Db, roundNo: number): Promise<void> {
  await db
    .update(rounds)
    .set({ status: 'CLOSED' })
    .where(and(eq(rounds.roundNo, roundNo), eq(rounds.status, 'OPEN')))
}
