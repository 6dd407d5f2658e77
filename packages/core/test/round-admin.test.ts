import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Actor } from '@pb/core/auth/actor'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { drawRound } from '@pb/core/game/draw-round'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { fairnessOf } from '@pb/core/game/fairness'
import { setManualResult } from '@pb/core/game/manual-result'
import { recentResults } from '@pb/core/game/recent-results'
import { manualResultInput } from '@pb/core/game/schemas'
import { settleRound } from '@pb/core/game/settle-round'
import { voidRound } from '@pb/core/game/void-round'
import { auditLog, betItems, bets, type Database, memberRoundStakes, moneyLedger, rounds } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, drawFromSeed, payoutOf, roundOfDay, seedsChain, verifySeed } from '@pb/game'
import { and, eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  afterDraw,
  createSeededDb,
  expectDomainError,
  fundedMember,
  gameDeps,
  granting,
  ledgerMismatches,
  walletOf,
} from './support'

let database: Database
let admin: Actor
const openAt = (round: number) => new Date(drawAt(round).getTime() - 150_000)
const stakeOn = (round: number, selectionCode: string, stake: number) =>
  placeBetInput.parse({ roundNo: round, items: [{ selectionCode, stake }] })

beforeAll(async () => {
  database = await createSeededDb()
  admin = await actorOf(database, 'admin', ADMIN_PASSWORD, 'admin')
}, 60_000)
afterAll(() => database.close())

async function roundRow(round: number) {
  const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, round))
  return row
}

describe(`manual results on ${testDriver}`, () => {
  const round = roundOfDay('2026-11-24', 100)
  /** Before the round opens for betting (270 s before its draw). */
  const beforeOpen = (roundNo: number) => new Date(drawAt(roundNo).getTime() - 290_000)
  const approval = () => ({ proposedBy: admin.userId, reason: '이벤트 회차' })
  const enter = (game: Awaited<ReturnType<typeof gameDeps>>, roundNo: number) =>
    setManualResult(
      granting(useCaseContext(game.deps, admin), 'rounds.propose'),
      { roundNo, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
      approval(),
    )

  test('entered before the round opens, the draw uses it, marks it MANUAL, still reveals the seed, and pays on it', async () => {
    const game = await gameDeps(database, beforeOpen(round))
    const entered = manualResultInput.parse({
      roundNo: round,
      normalBalls: [3, 9, 14, 20, 27],
      powerBall: 7,
    })
    const answer = await setManualResult(
      granting(useCaseContext(game.deps, admin), 'rounds.propose'),
      entered,
      approval(),
    )
    expect(answer).toMatchObject({ roundNo: round, powerball: 7, numberSum: 73, source: 'MANUAL' })
    game.clock.set(openAt(round))
    const member = await fundedMember(database, 100_000)
    await placeBet(useCaseContext(game.deps, member), stakeOn(round, 'PB_ODD', 10_000))
    await placeBet(useCaseContext(game.deps, member), stakeOn(round, 'PB_EVEN', 10_000))

    game.clock.set(afterDraw(round))
    expect(await drawRound(game.deps, round, game.clock.now())).toBe(true)
    await settleRound(database, round, game.clock.now())
    const row = await roundRow(round)
    expect(row).toMatchObject({
      status: 'SETTLED',
      source: 'MANUAL',
      manualBy: admin.userId,
      manualApprovedBy: admin.userId,
      manualReason: '이벤트 회차',
      powerball: 7,
    })
    expect(row?.drawOrder).toEqual([3, 9, 14, 20, 27])
    const fromSeed = await drawFromSeed(row?.seed ?? '', round)
    const fairness = await fairnessOf(useCaseContext(game.deps, null), { date: '2026-11-24' })
    expect(fairness.rounds.find((r) => r.round === round)?.seed).toBe(row?.seed ?? 'missing')
    expect(fromSeed.powerball === 7 && fromSeed.drawOrder.join() === '3,9,14,20,27').toBe(false)

    const placed = await database.db.select().from(betItems).where(eq(betItems.userId, member.userId))
    const won = placed.find((i) => i.selectionCode === 'PB_ODD')
    expect(won?.status).toBe('WON')
    expect((await walletOf(database, member.loginId)).money).toBe(
      80_000 + payoutOf(10_000, won?.oddsTaken ?? 0),
    )
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'MANUAL_RESULT'), eq(auditLog.targetId, String(round))))
    expect(audit).toMatchObject({
      actorId: admin.userId,
      after: { balls: [3, 9, 14, 20, 27], powerball: 7, proposedBy: admin.userId, reason: '이벤트 회차' },
    })
  })

  test('a round with a bet, a round open for betting, a drawn round, one too far ahead or long past are refused', async () => {
    const withBet = round + 3
    const game = await gameDeps(database, openAt(withBet))
    const member = await fundedMember(database, 10_000)
    await placeBet(useCaseContext(game.deps, member), stakeOn(withBet, 'PB_ODD', 1_000))
    await expectDomainError(enter(game, withBet), 'ROUND_HAS_BETS')
    // Open a second before the window closes, without a bet: too late too.
    game.clock.set(new Date(drawAt(withBet + 1).getTime() - 269_000))
    await expectDomainError(enter(game, withBet + 1), 'ROUND_ALREADY_OPEN')
    game.clock.set(afterDraw(round))
    await expectDomainError(enter(game, round), 'ROUND_ALREADY_DRAWN')
    await expectDomainError(enter(game, round + 300), 'ROUND_OUT_OF_RANGE')
    await expectDomainError(enter(game, round - 50), 'ROUND_OUT_OF_RANGE')
    expect(await roundRow(round - 50)).toBeUndefined()
    expect((await roundRow(withBet))?.manualResult).toBeNull()
  })

  test('the entry form is checked: five distinct balls of 1 to 28 and a powerball of 0 to 9', () => {
    const bad = [
      { roundNo: round, normalBalls: [1, 2, 3, 4], powerBall: 1 },
      { roundNo: round, normalBalls: [1, 2, 3, 4, 4], powerBall: 1 },
      { roundNo: round, normalBalls: [0, 2, 3, 4, 5], powerBall: 1 },
      { roundNo: round, normalBalls: [1, 2, 3, 4, 29], powerBall: 1 },
      { roundNo: round, normalBalls: [1, 2, 3, 4, 5], powerBall: 10 },
      { roundNo: 0, normalBalls: [1, 2, 3, 4, 5], powerBall: 1 },
    ]
    for (const input of bad) expect(manualResultInput.safeParse(input).success).toBe(false)
  })
})

describe(`voiding a round on ${testDriver}`, () => {
  const round = roundOfDay('2026-11-24', 150)

  test('every stake returns with BET_REFUND, items and purchases turn VOID, and members hear it', async () => {
    const game = await gameDeps(database, openAt(round))
    const first = await fundedMember(database, 100_000)
    const second = await fundedMember(database, 50_000)
    await placeBet(useCaseContext(game.deps, first), stakeOn(round, 'PB_ODD', 10_000))
    await placeBet(useCaseContext(game.deps, first), stakeOn(round, 'BIG', 25_000))
    await placeBet(useCaseContext(game.deps, second), stakeOn(round, 'NB_UNDER', 30_000))
    game.events.length = 0
    const stakesOnRound = () =>
      database.db.select().from(memberRoundStakes).where(eq(memberRoundStakes.roundNo, round))
    expect((await stakesOnRound()).map((s) => s.staked).sort()).toEqual([10_000, 25_000, 30_000])

    const answer = await voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
      roundNo: round,
      reason: '추첨 장비 점검',
    })
    expect(answer).toEqual({ roundNo: round, refundedBets: 3, refundedAmount: 65_000 })
    expect((await walletOf(database, first.loginId)).money).toBe(100_000)
    expect((await walletOf(database, second.loginId)).money).toBe(50_000)
    expect(await ledgerMismatches(database)).toEqual([])
    const refunds = await database.db
      .select()
      .from(moneyLedger)
      .where(and(eq(moneyLedger.userId, first.userId), eq(moneyLedger.type, 'BET_REFUND')))
    expect(refunds.map((r) => r.amount).sort()).toEqual([10_000, 25_000])
    expect(Math.max(...refunds.map((r) => r.balanceAfter))).toBe(100_000)
    const items = await database.db.select().from(betItems).where(eq(betItems.roundNo, round))
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['VOID']))
    const purchases = await database.db.select().from(bets).where(eq(bets.roundNo, round))
    expect(new Set(purchases.map((b) => b.status))).toEqual(new Set(['VOID']))
    expect((await roundRow(round))?.status).toBe('VOID')
    expect(await stakesOnRound()).toEqual([])

    const types = game.events.map((e) => e.type)
    expect(types.filter((t) => t === 'BET_SETTLED')).toHaveLength(3)
    expect(game.events).toContainEqual({
      type: 'BALANCE_UPDATED',
      userId: second.userId,
      moneyBal: 50_000,
      pointBal: 0,
      cause: 'VOID',
      version: expect.any(Number),
    })
    expect(types.at(-1)).toBe('ROUND_VOIDED')
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ROUND_VOID'), eq(auditLog.targetId, String(round))))
    expect(audit?.after).toMatchObject({ status: 'VOID', reason: '추첨 장비 점검' })
  })

  test('a void round takes no bets, is not drawn or settled, and cannot be voided twice', async () => {
    const game = await gameDeps(database, openAt(round))
    const member = await fundedMember(database, 10_000)
    await expectDomainError(
      placeBet(useCaseContext(game.deps, member), stakeOn(round, 'PB_ODD', 1_000)),
      'BETTING_CLOSED',
    )
    await expectDomainError(
      voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
        roundNo: round,
        reason: 'again',
      }),
      'ROUND_ALREADY_DRAWN',
    )
    expect(await drawRound(game.deps, round, afterDraw(round))).toBe(false)
    expect(await settleRound(database, round, afterDraw(round))).toBeNull()
    expect((await walletOf(database, member.loginId)).money).toBe(10_000)
  })

  test('bets racing the void are either refunded or refused, never lost', async () => {
    const raced = round + 10
    const game = await gameDeps(database, openAt(raced))
    const members = await Promise.all(Array.from({ length: 6 }, () => fundedMember(database, 40_000)))
    const outcomes = await Promise.allSettled([
      ...members.flatMap((m) => [
        placeBet(useCaseContext(game.deps, m), stakeOn(raced, 'PB_ODD', 10_000)),
        placeBet(useCaseContext(game.deps, m), stakeOn(raced, 'NB_ODD', 10_000)),
        placeBet(useCaseContext(game.deps, m), stakeOn(raced, 'BIG', 10_000)),
      ]),
      voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
        roundNo: raced,
        reason: 'race',
      }),
    ])
    const refusals = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as { code?: string }).code] : [],
    )
    expect(refusals.filter((code) => code !== 'BETTING_CLOSED')).toEqual([])
    for (const member of members) expect((await walletOf(database, member.loginId)).money).toBe(40_000)
    expect(await ledgerMismatches(database)).toEqual([])
  }, 60_000)

  test('a refund cut off after the void is finished by the engine, once', async () => {
    const cut = round + 20
    const game = await gameDeps(database, openAt(cut))
    const member = await fundedMember(database, 30_000)
    await placeBet(useCaseContext(game.deps, member), stakeOn(cut, 'PB_UNDER', 20_000))
    // The state a crash between the void's two steps leaves: the round VOID, its purchase still PLACED.
    await database.db.update(rounds).set({ status: 'VOID' }).where(eq(rounds.roundNo, cut))
    const engine = createRoundEngine({
      database,
      bus: game.bus,
      clock: game.clock,
      beacon: await createLocalSource(database.db, game.clock),
    })
    await engine.tick()
    await engine.tick()
    await engine.stop()
    expect((await walletOf(database, member.loginId)).money).toBe(30_000)
    expect(await ledgerMismatches(database)).toEqual([])
    expect(game.events.filter((e) => e.type === 'ROUND_VOIDED' && e.roundNo === cut)).toHaveLength(1)
  })

  test('a round voided ahead of time does not make the engine skip the rounds before it', async () => {
    // A day before the other tests' rounds, so the engine has no backlog to catch up first.
    const first = roundOfDay('2026-11-23', 10)
    const game = await gameDeps(database, openAt(first))
    const engine = createRoundEngine({
      database,
      bus: game.bus,
      clock: game.clock,
      beacon: await createLocalSource(database.db, game.clock),
      onError: (e) => {
        throw e
      },
    })
    await engine.tick()
    await voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
      roundNo: first + 2,
      reason: 'ahead',
    })
    game.clock.set(afterDraw(first + 1))
    await engine.tick()
    expect((await roundRow(first))?.status).toBe('SETTLED')
    expect((await roundRow(first + 1))?.status).toBe('SETTLED')
    expect((await roundRow(first + 2))?.status).toBe('VOID')
    await engine.stop()
  })
})

describe(`a voided round's seed on ${testDriver}`, () => {
  const engineOn = async (game: Awaited<ReturnType<typeof gameDeps>>) =>
    createRoundEngine({
      database,
      bus: game.bus,
      clock: game.clock,
      beacon: await createLocalSource(database.db, game.clock),
      onError: (e) => {
        throw e
      },
    })
  const seedRevealed = (game: Awaited<ReturnType<typeof gameDeps>>, round: number) =>
    game.events.filter((e) => e.type === 'VOID_SEED_REVEALED' && e.roundNo === round)

  test('stays hidden until its draw time, is revealed at it with no result, and closes the chain', async () => {
    // Days before the other tests' rounds, so the engine has no backlog to catch up first.
    const date = '2026-11-22'
    const drawn = roundOfDay(date, 20)
    const voided = drawn + 1
    const game = await gameDeps(database, openAt(drawn))
    const engine = await engineOn(game)
    await engine.tick()
    await voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
      roundNo: voided,
      reason: '점검 예정',
    })

    // The round before it draws; the voided one still shows nothing, to the last millisecond.
    game.clock.set(new Date(drawAt(voided).getTime() - 1))
    await engine.tick()
    expect((await roundRow(drawn))?.status).toBe('SETTLED')
    expect((await roundRow(voided))?.seed).toBeNull()
    const before = await fairnessOf(useCaseContext(game.deps, null), { date })
    expect(before.rounds.map((r) => r.round)).not.toContain(voided)
    expect(seedRevealed(game, voided)).toEqual([])

    game.clock.set(drawAt(voided))
    await engine.tick()
    await engine.tick()
    const row = await roundRow(voided)
    expect(row).toMatchObject({
      status: 'VOID',
      drawOrder: null,
      powerball: null,
      numberSum: null,
      numberSize: null,
      source: null,
      drawnAt: null,
    })
    expect(row?.seed).toMatch(/^[0-9a-f]{64}$/)
    expect(seedRevealed(game, voided)).toHaveLength(1)

    game.clock.set(afterDraw(voided + 1))
    await engine.tick()
    await engine.stop()
    const fairness = await fairnessOf(useCaseContext(game.deps, null), { date })
    const listed = new Map(fairness.rounds.map((r) => [r.round, r]))
    expect(listed.get(voided)).toMatchObject({
      status: 'VOID',
      todayRound: 21,
      seed: row?.seed ?? 'missing',
      powerball: null,
      powerballOddEven: null,
      numberSum: null,
      number: [],
      drawOrder: [],
      source: null,
    })
    const [previous, next] = [listed.get(drawn)?.seed ?? '', listed.get(voided + 1)?.seed ?? '']
    expect(listed.get(voided + 1)?.status).toBe('SETTLED')
    expect(await seedsChain(row?.seed ?? '', previous)).toBe(true)
    expect(await seedsChain(next, row?.seed ?? '')).toBe(true)
    expect(await verifySeed(row?.seed ?? '', 21, fairness.anchor ?? '')).toBe(true)

    // Everything that shows results still leaves the voided round out.
    const recent = await recentResults(useCaseContext(game.deps, null), { limit: 1_000 })
    const shown = recent.map((r) => r.round).filter((r) => r >= drawn - 1 && r <= voided + 1)
    expect(shown).toEqual([voided + 1, drawn, drawn - 1])
  })

  test('after downtime it is revealed in turn, and a round voided past its draw time is revealed too', async () => {
    const date = '2026-11-21'
    const first = roundOfDay(date, 30)
    const game = await gameDeps(database, openAt(first))
    const engine = await engineOn(game)
    await engine.tick()
    await voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
      roundNo: first + 1,
      reason: 'ahead',
    })
    await engine.stop()

    // The engine is down for four rounds; the first of them has no row, as nobody bet on it.
    game.clock.set(afterDraw(first + 3))
    const restarted = await engineOn(game)
    game.events.length = 0
    await restarted.tick()
    const order = game.events.flatMap((e) =>
      e.type === 'RESULT_SAVED' || e.type === 'VOID_SEED_REVEALED' ? [`${e.type} ${e.roundNo}`] : [],
    )
    expect(order).toEqual([
      `RESULT_SAVED ${first}`,
      `VOID_SEED_REVEALED ${first + 1}`,
      `RESULT_SAVED ${first + 2}`,
      `RESULT_SAVED ${first + 3}`,
    ])

    // Void is for undrawn rounds, and one whose draw time just passed is still undrawn while the
    // engine has not come round to it: its seed is revealed on the engine's next pass.
    const late = first + 4
    game.clock.set(new Date(drawAt(late).getTime() + 200))
    await voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
      roundNo: late,
      reason: 'late',
    })
    expect((await roundRow(late))?.seed).toBeNull()
    await restarted.tick()
    await restarted.stop()
    expect(await roundRow(late)).toMatchObject({ status: 'VOID', powerball: null })
    expect(seedRevealed(game, late)).toHaveLength(1)

    const fairness = await fairnessOf(useCaseContext(game.deps, null), { date })
    const day = fairness.rounds.filter((r) => r.round >= first - 1)
    expect(day.map((r) => [r.todayRound, r.status])).toEqual([
      [29, 'SETTLED'],
      [30, 'SETTLED'],
      [31, 'VOID'],
      [32, 'SETTLED'],
      [33, 'SETTLED'],
      [34, 'VOID'],
    ])
    for (const [earlier, later] of day.slice(0, -1).map((r, i) => [r, day[i + 1]] as const)) {
      expect(await seedsChain(later?.seed ?? '', earlier.seed ?? '')).toBe(true)
    }
  })
})
