import { betItems, type Database, rounds } from '@pb/db'
import {
  beaconRoundOf,
  beaconTimeOf,
  CLOSES_BEFORE_DRAW_S,
  clockAt,
  drawAt,
  gameDate,
  roundRunningAt,
} from '@pb/game'
import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm'
import { revokeExpiredSessions } from '../auth/end-sessions'
import { pruneSpentRows } from '../auth/prune-spent-rows'
import type { BeaconSource } from '../beacon/source'
import { announceBeacon, beaconHealth, keepBeacon, keptBeacon } from '../beacon/store'
import type { Clock } from '../clock'
import { recordEvents } from '../events/outbox'
import type { EventBus } from '../events/types'
import { refreshBetStatistics } from './bet-statistics'
import { closeRound, drawRound, revealVoidSeed, type Salt } from './draw-round'
import { BEACON_DEADLINE_MS, recordLateResult, voidForLateBeacon } from './late-beacon'
import { createLeadership, NotLeaderError } from './leadership'
import { ensureRoundRow } from './rounds'
import { ensureSeedDay } from './seed-days'
import { settlementParts, settleRound } from './settle-round'
import { refundVoidRound } from './void-round'

export interface RoundEngineOptions {
  database: Database
  bus: EventBus
  clock: Clock
  /** Where draws of version 2 get their beacon values (docs/game-rules.md §2a). */
  beacon: BeaconSource
  /** How often the leader looks at the clock. */
  tickMs?: number
  /** Names this server instance where the operator reads who leads (`engine_leadership`). */
  instanceId?: string
  onError?: (error: unknown) => void
  /** How long each settlement took, in seconds, for the metrics. */
  onSettled?: (seconds: number) => void
}

const DAY_MS = 24 * 3600 * 1000
/** How often the leader asks for the newest beacon value, and for the values of rounds voided late. */
const LATEST_BEACON_MS = 5_000
const LATE_BEACON_MS = 30_000
/** How often the leader ends the sessions past their lifetime (and so their event streams). */
const SESSION_SWEEP_MS = 60_000
/** How often the leader deletes password attempts and event tickets nothing reads any more. */
const PRUNE_MS = 60_000

/**
 * Runs the game clock: publishes each day's anchor ahead, closes, draws and settles every round on
 * time (a voided round's seed is revealed at its draw time instead), and after downtime does so for
 * every missed round in order. A round of draw version 2 waits for its beacon value (shown as
 * delayed), is voided and refunded when it has not come 15 minutes after the draw time, and while
 * the newest value is older than a minute the running round takes no bets. Once a minute it also ends
 * the sessions whose lifetime is over, which nobody else would notice, and deletes the password
 * attempts and event tickets nothing reads any more. On Postgres only the holder of an advisory
 * lock leads; another instance waits and takes over when the leader's connection ends. A leader
 * confirms the lock at every tick and writes only in transactions fenced by its epoch
 * (docs/operations.md §2), so one that lost it unnoticed stops at once and writes nothing.
 */
export function createRoundEngine({
  database,
  bus,
  clock,
  beacon,
  tickMs = 1000,
  instanceId = 'server',
  onError = console.error,
  onSettled,
}: RoundEngineOptions) {
  const leadership = createLeadership(database, instanceId)
  const db = leadership.fenced(database.db)
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> | undefined
  let leading = database.driver === 'pglite'
  /** When (real time, whatever the game clock) the last tick as the leader finished: readiness. */
  let lastLedTickAt: number | undefined

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

  const chainHash = beacon.chain.chainHash
  let lastLatest = Number.NEGATIVE_INFINITY
  let lastLate = Number.NEGATIVE_INFINITY
  let lastSweep = Number.NEGATIVE_INFINITY
  let lastPrune = Number.NEGATIVE_INFINITY
  /** Ran at most every `every` ms of the game clock (which tests move back and forth). */
  const due = (last: number, now: Date, every: number) =>
    now.getTime() - last >= every || now.getTime() < last

  /**
   * Keeps the newest published value and answers whether it is fresh. While it is not, the running
   * round is closed (made first if no bet has made it yet), so no bet waits on a beacon that may
   * not come.
   */
  let announced = false
  async function watchBeacon(now: Date) {
    if (!announced) {
      await announceBeacon(db, beacon)
      announced = true
    }
    if (due(lastLatest, now, LATEST_BEACON_MS)) {
      lastLatest = now.getTime()
      const latest = await beacon.latest()
      if (latest) await keepBeacon(db, chainHash, latest, now)
    }
    if ((await beaconHealth(db, beacon, now)).healthy) return
    const running = roundRunningAt(now)
    await ensureRoundRow(db, running)
    await closeRound(db, running)
  }

  /** The verified value a round of version 2 is salted with, once it is published and fetched. */
  async function saltOf(roundNo: number, now: Date): Promise<Salt | null> {
    const round = beaconRoundOf(roundNo, beacon.chain)
    const kept = await keptBeacon(db, chainHash, round)
    if (kept) return { chainHash, beacon: kept }
    if (beaconTimeOf(round, beacon.chain) > now.getTime()) return null
    const fetched = await beacon.round(round)
    if (!fetched) return null
    await keepBeacon(db, chainHash, fetched, now)
    return { chainHash, beacon: fetched }
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

  /** Values that came for rounds voided for lateness in the last day: their would-have-been results. */
  async function lateValues(now: Date) {
    if (!due(lastLate, now, LATE_BEACON_MS)) return
    lastLate = now.getTime()
    const waiting = await db
      .select({ roundNo: rounds.roundNo })
      .from(rounds)
      .where(
        and(
          eq(rounds.voidReason, 'BEACON_LATE'),
          isNull(rounds.beaconRound),
          isNotNull(rounds.seed),
          gt(rounds.drawAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
    for (const { roundNo } of waiting) {
      const salt = await saltOf(roundNo, now)
      if (salt) await recordLateResult(db, roundNo, salt)
    }
  }

  /** A session past its lifetime is refused anyway; ending it closes the streams it opened. */
  async function endExpiredSessions(now: Date) {
    if (!due(lastSweep, now, SESSION_SWEEP_MS)) return
    lastSweep = now.getTime()
    await db.transaction(async (tx) => recordEvents(tx, await revokeExpiredSessions(tx, now)))
  }

  /** Without it, old password attempts and spent event tickets would pile up for ever. */
  async function pruneSpent(now: Date) {
    if (!due(lastPrune, now, PRUNE_MS)) return
    lastPrune = now.getTime()
    await pruneSpentRows(db, now)
  }

  async function settleAndAnnounce(roundNo: number, now: Date) {
    const started = performance.now()
    const settled = await settleRound(db, roundNo, now, settlementParts(database.driver))
    if (settled) onSettled?.((performance.now() - started) / 1000)
    if (settled && !settled.verified)
      onError(new Error(`round ${roundNo}: settlement does not match the ledger`))
    // Every instance hears the commit; this one need not wait for the wake-up to reach it.
    await bus.deliverCommitted()
  }

  /** One pass of the clock; safe to call at any time and any number of times. */
  async function tick(): Promise<void> {
    leading = await leadership.confirm(onError)
    if (!leading) return
    const now = clock.now()
    const today = gameDate(clockAt(now).round)
    await ensureSeedDay(db, today)
    await ensureSeedDay(db, gameDate(roundRunningAt(new Date(now.getTime() + DAY_MS))))
    await watchBeacon(now)

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

    // Rounds drawn but not settled (a crash in between) are finished first.
    const unsettled = await db
      .select({ roundNo: rounds.roundNo })
      .from(rounds)
      .where(eq(rounds.status, 'DRAWN'))
      .orderBy(asc(rounds.roundNo))
    for (const { roundNo } of unsettled) await settleAndAnnounce(roundNo, now)

    // So are voided rounds whose refund was cut off.
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
    for (const { roundNo } of unrefunded) await refundVoidRound(db, roundNo, now)

    for (const roundNo of await dueRounds(now)) {
      if (drawAt(roundNo) > now) break
      let salt: Salt | null = null
      if (await waitsForBeacon(roundNo)) {
        salt = await saltOf(roundNo, now)
        if (!salt) {
          // Rounds are drawn in order: the later ones wait behind this one, until its deadline.
          if (now.getTime() < drawAt(roundNo).getTime() + BEACON_DEADLINE_MS) break
          await voidForLateBeacon(db, roundNo, now)
        }
      }
      const drawn = await drawRound(db, roundNo, now, salt)
      if (!drawn) await revealVoidSeed(db, roundNo, now)
      // The result reaches this instance's streams while the round is being settled.
      const announced = bus.deliverCommitted()
      await settleAndAnnounce(roundNo, now)
      await announced
    }
    await lateValues(now)
    await endExpiredSessions(now)
    await pruneSpent(now)
    await bus.deliverCommitted()
    lastLedTickAt = Date.now()
  }

  /** Ticks never overlap: a slow pass makes the next one wait instead of running twice. */
  function runTick(): Promise<void> {
    running ??= tick()
      .catch((error: unknown) => {
        // Another instance leads now: stop at once rather than at the next tick.
        onError(error)
        if (!(error instanceof NotLeaderError)) return
        leading = false
        return leadership.stepDown()
      })
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    tick: runTick,
    get isLeader() {
      return leading
    },
    /** When (epoch ms) this instance last finished a tick as the leader; undefined while it does not lead. */
    get lastLedTickAt() {
      return leading ? lastLedTickAt : undefined
    },
    start() {
      timer ??= setInterval(() => void runTick(), tickMs)
      return runTick()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
      await leadership.release()
      leading = database.driver === 'pglite'
    },
  }
}

export type RoundEngine = ReturnType<typeof createRoundEngine>
