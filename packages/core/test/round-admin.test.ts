import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  type Actor,
  createRoundEngine,
  drawRound,
  fairnessOf,
  manualResultInput,
  placeBet,
  placeBetInput,
  setManualResult,
  settleRound,
  useCaseContext,
  voidRound,
} from '@pb/core'
import { auditLog, betItems, bets, type Database, moneyLedger, rounds } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, drawFromSeed, payoutOf, roundOfDay } from '@pb/game'
import { and, eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  createSeededDb,
  expectDomainError,
  fundedMember,
  gameDeps,
  ledgerMismatches,
  walletOf,
} from './support'

let database: Database
let admin: Actor
const openAt = (round: number) => new Date(drawAt(round).getTime() - 150_000)
const afterDraw = (round: number) => new Date(drawAt(round).getTime() + 1_000)
const stakeOn = (round: number, selectionCode: string, stakeAmount: number) =>
  placeBetInput.parse({ roundId: round, items: [{ selectionCode, stakeAmount }] })

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

  test('the draw uses the entered result, marks it MANUAL, still reveals the seed, and pays on it', async () => {
    const game = gameDeps(database, openAt(round))
    const member = await fundedMember(database, 100_000)
    await placeBet(useCaseContext(game.deps, member), stakeOn(round, 'PB_ODD', 10_000))
    await placeBet(useCaseContext(game.deps, member), stakeOn(round, 'PB_EVEN', 10_000))
    const entered = manualResultInput.parse({
      roundNumber: round,
      normalBalls: [3, 9, 14, 20, 27],
      powerBall: 7,
    })
    const answer = await setManualResult(useCaseContext(game.deps, admin), entered)
    expect(answer).toMatchObject({ roundNumber: round, powerball: 7, numberSum: 73, source: 'MANUAL' })

    game.clock.set(afterDraw(round))
    expect(await drawRound(database.db, round, game.clock.now())).toBe(true)
    await settleRound(database.db, round, game.clock.now())
    const row = await roundRow(round)
    expect(row).toMatchObject({ status: 'SETTLED', source: 'MANUAL', manualBy: admin.userId, powerball: 7 })
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
    expect(audit).toMatchObject({ actorId: admin.userId, after: { balls: [3, 9, 14, 20, 27], powerball: 7 } })
  })

  test('a drawn round, a round more than a day ahead and a past round that never ran are refused', async () => {
    const game = gameDeps(database, afterDraw(round))
    const entry = { normalBalls: [1, 2, 3, 4, 5], powerBall: 0 }
    await expectDomainError(
      setManualResult(useCaseContext(game.deps, admin), { roundNumber: round, ...entry }),
      'ROUND_ALREADY_DRAWN',
    )
    await expectDomainError(
      setManualResult(useCaseContext(game.deps, admin), { roundNumber: round + 300, ...entry }),
      'ROUND_OUT_OF_RANGE',
    )
    await expectDomainError(
      setManualResult(useCaseContext(game.deps, admin), { roundNumber: round - 50, ...entry }),
      'ROUND_OUT_OF_RANGE',
    )
    expect(await roundRow(round - 50)).toBeUndefined()
  })

  test('the entry form is checked: five distinct balls of 1 to 28 and a powerball of 0 to 9', () => {
    const bad = [
      { roundNumber: round, normalBalls: [1, 2, 3, 4], powerBall: 1 },
      { roundNumber: round, normalBalls: [1, 2, 3, 4, 4], powerBall: 1 },
      { roundNumber: round, normalBalls: [0, 2, 3, 4, 5], powerBall: 1 },
      { roundNumber: round, normalBalls: [1, 2, 3, 4, 29], powerBall: 1 },
      { roundNumber: round, normalBalls: [1, 2, 3, 4, 5], powerBall: 10 },
      { roundNumber: 0, normalBalls: [1, 2, 3, 4, 5], powerBall: 1 },
    ]
    for (const input of bad) expect(manualResultInput.safeParse(input).success).toBe(false)
  })
})

describe(`voiding a round on ${testDriver}`, () => {
  const round = roundOfDay('2026-11-24', 150)

  test('every stake returns with BET_REFUND, items and purchases turn VOID, and members hear it', async () => {
    const game = gameDeps(database, openAt(round))
    const first = await fundedMember(database, 100_000)
    const second = await fundedMember(database, 50_000)
    await placeBet(useCaseContext(game.deps, first), stakeOn(round, 'PB_ODD', 10_000))
    await placeBet(useCaseContext(game.deps, first), stakeOn(round, 'BIG', 25_000))
    await placeBet(useCaseContext(game.deps, second), stakeOn(round, 'NB_UNDER', 30_000))
    game.events.length = 0

    const answer = await voidRound(useCaseContext(game.deps, admin), {
      roundNumber: round,
      reason: '추첨 장비 점검',
    })
    expect(answer).toEqual({ roundNumber: round, refundedBets: 3, refundedAmount: 65_000 })
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

    const types = game.events.map((e) => e.type)
    expect(types.filter((t) => t === 'BET_SETTLED')).toHaveLength(3)
    expect(game.events).toContainEqual({
      type: 'BALANCE_UPDATED',
      userId: second.userId,
      moneyBal: 50_000,
      pointBal: 0,
    })
    expect(types.at(-1)).toBe('ROUND_VOIDED')
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ROUND_VOID'), eq(auditLog.targetId, String(round))))
    expect(audit?.after).toMatchObject({ status: 'VOID', reason: '추첨 장비 점검' })
  })

  test('a void round takes no bets, is not drawn or settled, and cannot be voided twice', async () => {
    const game = gameDeps(database, openAt(round))
    const member = await fundedMember(database, 10_000)
    await expectDomainError(
      placeBet(useCaseContext(game.deps, member), stakeOn(round, 'PB_ODD', 1_000)),
      'BETTING_CLOSED',
    )
    await expectDomainError(
      voidRound(useCaseContext(game.deps, admin), { roundNumber: round, reason: 'again' }),
      'ROUND_ALREADY_DRAWN',
    )
    expect(await drawRound(database.db, round, afterDraw(round))).toBe(false)
    expect(await settleRound(database.db, round, afterDraw(round))).toBeNull()
    expect((await walletOf(database, member.loginId)).money).toBe(10_000)
  })

  test('bets racing the void are either refunded or refused, never lost', async () => {
    const raced = round + 10
    const game = gameDeps(database, openAt(raced))
    const members = await Promise.all(Array.from({ length: 6 }, () => fundedMember(database, 40_000)))
    const outcomes = await Promise.allSettled([
      ...members.flatMap((m) => [
        placeBet(useCaseContext(game.deps, m), stakeOn(raced, 'PB_ODD', 10_000)),
        placeBet(useCaseContext(game.deps, m), stakeOn(raced, 'NB_ODD', 10_000)),
        placeBet(useCaseContext(game.deps, m), stakeOn(raced, 'BIG', 10_000)),
      ]),
      voidRound(useCaseContext(game.deps, admin), { roundNumber: raced, reason: 'race' }),
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
    const game = gameDeps(database, openAt(cut))
    const member = await fundedMember(database, 30_000)
    await placeBet(useCaseContext(game.deps, member), stakeOn(cut, 'PB_UNDER', 20_000))
    // The state a crash between the void's two steps leaves: the round VOID, its purchase still PLACED.
    await database.db.update(rounds).set({ status: 'VOID' }).where(eq(rounds.roundNo, cut))
    const engine = createRoundEngine({ database, bus: game.bus, clock: game.clock })
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
    const game = gameDeps(database, openAt(first))
    const engine = createRoundEngine({
      database,
      bus: game.bus,
      clock: game.clock,
      onError: (e) => {
        throw e
      },
    })
    await engine.tick()
    await voidRound(useCaseContext(game.deps, admin), { roundNumber: first + 2, reason: 'ahead' })
    game.clock.set(afterDraw(first + 1))
    await engine.tick()
    expect((await roundRow(first))?.status).toBe('SETTLED')
    expect((await roundRow(first + 1))?.status).toBe('SETTLED')
    expect((await roundRow(first + 2))?.status).toBe('VOID')
    await engine.stop()
  })
})
