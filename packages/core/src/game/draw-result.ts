import type { rounds } from '@pb/db'
import { drawAt } from '@pb/game'

type RoundRow = typeof rounds.$inferSelect

/**
 * A drawn round as every game call shows it (docs/game-rules.md §8); a voided round on the fairness list has
 * its seed, no balls and null result fields.
 */
export function toDrawResult(row: RoundRow) {
  const drawOrder = row.drawOrder ?? []
  return {
    round: row.roundNo,
    todayRound: row.todayRound,
    gameDate: row.gameDate,
    time: drawAt(row.roundNo).toISOString(),
    powerball: row.powerball,
    powerballOddEven: row.powerballOddEven,
    powerballUnderOver: row.powerballUnderOver,
    number: [...drawOrder].sort((a, b) => a - b),
    drawOrder,
    numberSum: row.numberSum,
    numberOddEven: row.numberOddEven,
    numberUnderOver: row.numberUnderOver,
    numberSize: row.numberSize,
    seed: row.seed,
    source: row.source,
    status: row.status,
    /** 1: the seed alone; 2: the seed salted with `beacon` (docs/game-rules.md §2a). */
    drawVersion: row.drawVersion,
    beacon:
      row.beaconRound === null
        ? null
        : {
            scheme: 'bls-unchained-g1-rfc9380' as const,
            chainHash: row.beaconChainHash ?? '',
            round: row.beaconRound,
            signature: row.beaconSignature ?? '',
            randomness: row.beaconRandomness ?? '',
          },
  }
}

export type DrawResult = ReturnType<typeof toDrawResult>
