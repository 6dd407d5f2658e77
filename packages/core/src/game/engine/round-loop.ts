import { betItems, type Database, type Db, rounds } from '@pb/db'
import { CLOSES_BEFORE_DRAW_S, clockAt, drawAt, gameDate, roundRunningAt } from '@pb/game'
import { and, asc, eq, exists, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm'
import type { BeaconSource } from '../../beacon/source'
import type { EventBus } from '../../events/types'
import { refreshBetStatistics } from '../bet-statistics'
import { closeRound, drawRound, revealVoidSeed, type Salt } from '../draw-round'
import { BEACON_DEADLINE_MS, voidForLateBeacon } from '../late-beacon'
import { ensureSeedDay } from '../seed-days'
import { settleRound } from '../settle-round'
import { refundVoidRound } from '../void-round'
import { saltOf } from './beacon-salt'
import type { Job } from './leader-scheduler'

const DAY_MS = 24 * 3600 * 1000

export interface RoundLoopOptions {
  db: Db
  driver: Database['driver']
  bus: EventBus
  beacon: BeaconSource
  onError: (error: unknown, job?: string) => void
  onSettled?: (seconds: number) => void
}

/**
 * The game clock's work at every tick (docs/game-rules.md §6): publishes today's and tomorrow's
 * anchor, closes each round at its close time, finishes what a crash cut off, then draws and settles
 * every due round in order (after downtime, every missed one). A voided round's seed is revealed at
 * its draw time instead; a round of version 2 waits for its beacon and is voided and refunded when
 * it has not come 15 minutes after its draw time.
 */
export function roundLoopJob({ db, driver, bus, beacon, onError, onSettled }: RoundLoopOptions): Job {
  const deps = { db, bus }

  async function settleAndAnnounce(roundNo: number, now: Date) {
    const started = performance.now()
    const settled = await settleRound({ db, driver }, roundNo, now)
    if (settled) onSettled?.((performance.now() - started) / 1000)
    if (settled && !settled.verified)
      onError(new Error(`round ${roundNo}: settlement does not match the ledger`), 'round-loop')
    // Every instance hears the commit; this one need not wait for the wake-up to reach it.
    await bus.deliverCommitted()
  }

  async function closeDueRounds(now: Date) {
    const closing = await db
      .select({ roundNo: rounds.roundNo })
      .from(rounds)
      .where(
        and(
          eq(rounds.status, 'OPEN'),
          lte(rounds.drawAt, new Date(now.getTime() + CLOSES_BEFORE_DRAW_S * 1000)),
        ),
      )
    for (const { roundNo } of closing) await closeRound(db, roundNo)
    // Betting on them is over: the planner learns their bets before the draw settles them.
    if (closing.length > 0) await refreshBetStatistics(db)
  }

  /** Rounds drawn but not settled, and voided rounds whose refund was cut off (a crash in between). */
  async function finishCutOff(now: Date) {
    const unsettled = await db
      .select({ roundNo: rounds.roundNo })
      .from(rounds)
      .where(eq(rounds.status, 'DRAWN'))
      .orderBy(asc(rounds.roundNo))
    for (const { roundNo } of unsettled) await settleAndAnnounce(roundNo, now)

    const unrefunded = await db
      .select({ roundNo: rounds.roundNo })
      .from(rounds)
      .where(
        and(
          eq(rounds.status, 'VOID'),
          exists(
            db
              .select({ one: sql`1` })
              .from(betItems)
              .where(and(eq(betItems.roundNo, rounds.roundNo), eq(betItems.status, 'PLACED'))),
          ),
        ),
      )
    for (const { roundNo } of unrefunded) await refundVoidRound(deps, roundNo, now)
  }

  /**
   * The rounds due now whose seed is not yet revealed (undrawn, or voided), oldest first, starting
   * after the last one processed.
   */
  async function dueRounds(now: Date): Promise<number[]> {
    const latestDue = roundRunningAt(now) - 1
    const [last] = await db
      .select({ roundNo: max(rounds.roundNo) })
      .from(rounds)
      // A round voided ahead of its time, or voided while the engine was behind, counts only once
      // its seed is revealed in turn, so the engine never skips the rounds before it.
      .where(
        and(
          inArray(rounds.status, ['DRAWN', 'SETTLED', 'VOID']),
          isNotNull(rounds.seed),
          lte(rounds.drawAt, now),
        ),
      )
    const waiting = await db
      .select({ roundNo: rounds.roundNo })
      .from(rounds)
      .where(
        and(inArray(rounds.status, ['OPEN', 'CLOSED', 'VOID']), isNull(rounds.seed), lte(rounds.drawAt, now)),
      )
      .orderBy(asc(rounds.roundNo))
    const from = last?.roundNo ? last.roundNo + 1 : (waiting[0]?.roundNo ?? latestDue)
    const due = new Set(waiting.map((w) => w.roundNo))
    for (let r = from; r <= latestDue; r++) due.add(r)
    return [...due].sort((a, b) => a - b)
  }

  /** Whether a round's draw takes a beacon value: version 2, not yet drawn, no manual result. */
  async function waitsForBeacon(roundNo: number): Promise<boolean> {
    const [row] = await db
      .select({ status: rounds.status, drawVersion: rounds.drawVersion, manual: rounds.manualResult })
      .from(rounds)
      .where(eq(rounds.roundNo, roundNo))
    if (!row) return true
    return (row.status === 'OPEN' || row.status === 'CLOSED') && row.drawVersion === 2 && !row.manual
  }

  async function drawDueRounds(now: Date) {
    for (const roundNo of await dueRounds(now)) {
      if (drawAt(roundNo) > now) break
      let salt: Salt | null = null
      if (await waitsForBeacon(roundNo)) {
        salt = await saltOf(db, beacon, roundNo, now)
        if (!salt) {
          // Rounds are drawn in order: the later ones wait behind this one, until its deadline.
          if (now.getTime() < drawAt(roundNo).getTime() + BEACON_DEADLINE_MS) break
          await voidForLateBeacon(deps, roundNo, now)
        }
      }
      // The result has reached this instance's streams when the draw answers, before the settlement.
      const drawn = await drawRound(deps, roundNo, now, salt)
      if (!drawn) await revealVoidSeed(deps, roundNo, now)
      await settleAndAnnounce(roundNo, now)
    }
  }

  return {
    name: 'round-loop',
    everyMs: 0,
    async run(now) {
      await ensureSeedDay(db, gameDate(clockAt(now).round))
      await ensureSeedDay(db, gameDate(roundRunningAt(new Date(now.getTime() + DAY_MS))))
      await closeDueRounds(now)
      await finishCutOff(now)
      await drawDueRounds(now)
    },
  }
}
