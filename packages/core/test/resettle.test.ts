import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { pointConvertInput, requestStatusInput, withdrawalInput } from '@pb/contract/inputs/cashier'
import type { Actor } from '@pb/core/auth/actor'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { requestWithdrawal } from '@pb/core/cashier/requests'
import { setRequestStatus } from '@pb/core/cashier/set-request-status'
import { useCaseContext } from '@pb/core/context'
import type { GameEvent } from '@pb/core/events/types'
import { drawRound } from '@pb/core/game/draw-round'
import { setManualResult } from '@pb/core/game/manual-result'
import { resettleRound } from '@pb/core/game/resettle-round'
import { resettleInput } from '@pb/core/game/schemas'
import { settleRound } from '@pb/core/game/settle-round'
import { voidRound } from '@pb/core/game/void-round'
import { auditLog, betItems, bets, type Database, moneyLedger, pointLedger, queryRows, rounds } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { beaconRoundOf, drawAt, payoutOf, pointsOf, roundOfDay } from '@pb/game'
import { and, eq, inArray, sql } from 'drizzle-orm'
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
/** A new member's point rate: 3 %, lowered to what the minimum edge leaves beside the demo's 1.2 % rolling (1.3 %). */
const RATE = 13
const secondsBeforeDraw = (round: number, seconds: number) =>
  new Date(drawAt(round).getTime() - seconds * 1000)

beforeAll(async () => {
  database = await createSeededDb()
  admin = await actorOf(database, 'admin', ADMIN_PASSWORD, 'admin')
}, 60_000)
afterAll(() => database.close())

type Game = Awaited<ReturnType<typeof gameDeps>>

async function bet(game: Game, actor: Actor, round: number, items: [string, number][]) {
  const placed = await placeBet(
    useCaseContext(game.deps, actor),
    placeBetInput.parse({
      roundNo: round,
      items: items.map(([selectionCode, stake]) => ({ selectionCode, stake })),
    }),
  )
  return placed.purchaseNo
}

/** What a second SUPER's approval records of the proposal it applies. */
const approval = () => ({ proposedBy: admin.userId, reason: '입력 정정' })

/**
 * The operator's result for a round, entered (and approved) before it opens for betting, as a result
 * can only be entered then; the clock goes back to where it was.
 */
async function enterResult(game: Game, round: number, normalBalls: number[], powerBall: number) {
  const now = game.clock.now()
  game.clock.set(secondsBeforeDraw(round, 290))
  await setManualResult(
    granting(useCaseContext(game.deps, admin), 'rounds.propose'),
    { roundNo: round, normalBalls, powerBall },
    approval(),
  )
  game.clock.set(now)
}

/** Draws the round (on the result entered before it opened) and settles it. */
async function drawAndSettle(game: Game, round: number) {
  game.clock.set(afterDraw(round))
  expect(await drawRound(game.deps, round, game.clock.now())).toBe(true)
  expect(await settleRound(database, round, game.clock.now())).not.toBeNull()
}

function resettle(game: Game, input: unknown, actor = admin) {
  return resettleRound(
    granting(useCaseContext(game.deps, actor), 'rounds.propose'),
    resettleInput.parse(input),
    approval(),
  )
}

async function purchase(purchaseNo: string) {
  const [row] = await database.db.select().from(bets).where(eq(bets.purchaseNo, purchaseNo))
  if (!row) throw new Error(`no purchase ${purchaseNo}`)
  const items = await database.db.select().from(betItems).where(eq(betItems.betId, row.id))
  return { ...row, items }
}

async function ledgerCounts() {
  const [row] = await queryRows<{ money: string; points: string }>(
    database.db,
    sql`select (select count(*) from money_ledger) as money, (select count(*) from point_ledger) as points`,
  )
  return { money: Number(row?.money), points: Number(row?.points) }
}

const ledgerOf = async (userId: number) => ({
  money: await database.db
    .select({ type: moneyLedger.type, amount: moneyLedger.amount })
    .from(moneyLedger)
    .where(eq(moneyLedger.userId, userId))
    .orderBy(moneyLedger.id),
  points: await database.db
    .select({ type: pointLedger.type, amount: pointLedger.amount })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId))
    .orderBy(pointLedger.id),
})

describe(`re-settling a round by time range on ${testDriver}`, () => {
  const round = roundOfDay('2026-11-27', 100)
  // The range holds the bets placed 200 s before the draw; the bets at 250 s and 100 s lie outside.
  const inRange = secondsBeforeDraw(round, 200)
  const timeRange = {
    start: new Date(inRange.getTime() - 1_000).toISOString(),
    end: new Date(inRange.getTime() + 1_000).toISOString(),
  }
  // Drawn: powerball 1 (odd, under), balls summing to 16 (even, under, small). Corrected: powerball 2.
  const drawn = { normalBalls: [1, 2, 3, 4, 6], powerBall: 1 }
  const corrected = { normalBalls: [6, 1, 2, 3, 4], powerBall: 2 }
  const purchases = { a: '', b: '', d: '', e: '', f: '', cBefore: '', cAfter: '' }
  const members: Record<string, Actor> = {}
  let game: Game

  beforeAll(async () => {
    game = await gameDeps(database, secondsBeforeDraw(round, 250))
    await enterResult(game, round, drawn.normalBalls, drawn.powerBall)
    for (const [name, money] of Object.entries({
      a: 100_000,
      b: 100_000,
      c: 100_000,
      d: 50_000,
      e: 100_000,
      f: 100_000,
    }))
      members[name] = await fundedMember(database, money)
    const m = (name: string) => members[name] as Actor
    purchases.cBefore = await bet(game, m('c'), round, [['PB_ODD', 20_000]])
    game.clock.set(inRange)
    purchases.a = await bet(game, m('a'), round, [['PB_ODD', 10_000]])
    purchases.b = await bet(game, m('b'), round, [['PB_EVEN', 10_000]])
    purchases.d = await bet(game, m('d'), round, [['PB_ODD', 50_000]])
    purchases.e = await bet(game, m('e'), round, [
      ['PB_ODD', 10_000],
      ['NB_EVEN', 10_000],
    ])
    purchases.f = await bet(game, m('f'), round, [['NB_EVEN', 10_000]])
    game.clock.set(secondsBeforeDraw(round, 100))
    purchases.cAfter = await bet(game, m('c'), round, [['PB_EVEN', 20_000]])
    await drawAndSettle(game, round)

    // d takes the winnings away before the correction: the money into a withdrawal, the points into money.
    const d = useCaseContext(game.deps, m('d'))
    await requestWithdrawal(d, withdrawalInput.parse({ amount: payoutOf(50_000, 193) }))
    await convertPoints(d, pointConvertInput.parse({ pointAmount: pointsOf(50_000, RATE) }))
    game.events.length = 0
  }, 60_000)

  test('the purchases of the range that the corrected result changes are reversed and settled again', async () => {
    const wallets = async () => {
      const entries = Object.entries(members).map(async ([name, actor]) => {
        const { money, points } = await walletOf(database, actor.loginId)
        return [name, { money, points }] as const
      })
      return Object.fromEntries(await Promise.all(entries))
    }
    const before = await wallets()
    game.clock.set(new Date(drawAt(round).getTime() + 600_000))

    const answer = await resettle(game, { roundNo: round, timeRange, newResult: corrected })

    const won = payoutOf(10_000, 193)
    // Every settled purchase of the range counts; f's, which the correction leaves as it was, moves nothing.
    expect(answer).toEqual({
      voided: 5,
      resettled: 5,
      changed: 4,
      totalNewPayout: won + won,
      negativeBalances: [
        {
          userId: members.d?.userId ?? 0,
          loginId: members.d?.loginId ?? '',
          moneyBal: pointsOf(50_000, RATE) - payoutOf(50_000, 193),
        },
      ],
    })
    const after = await wallets()
    // Win → lose, lose → win, a two-item purchase that keeps one win, and untouched purchases.
    expect(after.a).toEqual({ money: (before.a?.money ?? 0) - won, points: before.a?.points ?? 0 })
    expect(after.b).toEqual({ money: (before.b?.money ?? 0) + won, points: before.b?.points ?? 0 })
    expect(after.e).toEqual({ money: (before.e?.money ?? 0) - won, points: before.e?.points ?? 0 })
    expect(after.c).toEqual(before.c as { money: number; points: number })
    expect(after.f).toEqual(before.f as { money: number; points: number })
    expect(after.d).toEqual({ money: pointsOf(50_000, RATE) - payoutOf(50_000, 193), points: 0 })
    expect(await ledgerMismatches(database)).toEqual([])

    expect(await purchase(purchases.a)).toMatchObject({ status: 'LOST', totalPayout: 0 })
    const b = await purchase(purchases.b)
    expect(b).toMatchObject({ status: 'WON', totalPayout: won })
    expect(b.items).toMatchObject([{ status: 'WON', payout: won, points: pointsOf(10_000, RATE) }])
    const e = await purchase(purchases.e)
    expect(e).toMatchObject({ status: 'WON', totalPayout: won })
    expect(e.items.map((i) => [i.selectionCode, i.status, i.payout])).toEqual([
      ['PB_ODD', 'LOST', 0],
      ['NB_EVEN', 'WON', won],
    ])
    // Outside the range, c's bets stay settled on the drawn result.
    expect(await purchase(purchases.cBefore)).toMatchObject({ status: 'WON' })
    expect(await purchase(purchases.cAfter)).toMatchObject({ status: 'LOST' })
    expect(await purchase(purchases.f)).toMatchObject({ status: 'WON', totalPayout: won })
  })

  test('the old ledger rows stay; the reversal and the new settlement are rows of their own', async () => {
    const a = await ledgerOf(members.a?.userId ?? 0)
    const won = payoutOf(10_000, 193)
    const earned = pointsOf(10_000, RATE)
    expect(a.money.map((row) => [row.type, row.amount]).slice(-3)).toEqual([
      ['BET_STAKE', -10_000],
      ['BET_PAYOUT', won],
      ['BET_PAYOUT_REVERSAL', -won],
    ])
    expect(a.points.map((row) => [row.type, row.amount])).toEqual([
      ['POINT_EARN', earned],
      ['POINT_EARN_REVERSAL', -earned],
      ['POINT_EARN', earned],
    ])
    // A lost purchase had no payout to take back: only its points are reversed and earned again.
    const b = await ledgerOf(members.b?.userId ?? 0)
    expect(b.money.map((row) => row.type).slice(-2)).toEqual(['BET_STAKE', 'BET_PAYOUT'])
    expect(b.points.map((row) => row.type)).toEqual(['POINT_EARN', 'POINT_EARN_REVERSAL', 'POINT_EARN'])
  })

  test('members hear their settlements and balances; the others hear nothing', () => {
    const settled = game.events.filter(
      (event): event is Extract<GameEvent, { type: 'BET_SETTLED' }> => event.type === 'BET_SETTLED',
    )
    expect(settled.map((event) => event.purchaseNo).sort()).toEqual(
      [purchases.a, purchases.b, purchases.d, purchases.e].sort(),
    )
    expect(settled.find((event) => event.purchaseNo === purchases.b)).toMatchObject({
      userId: members.b?.userId,
      status: 'WON',
      payout: payoutOf(10_000, 193),
      roundNo: round,
    })
    const balances = game.events.filter(
      (event): event is Extract<GameEvent, { type: 'BALANCE_UPDATED' }> => event.type === 'BALANCE_UPDATED',
    )
    expect(balances.map((event) => event.userId).sort()).toEqual(
      [members.a, members.b, members.d, members.e].map((m) => m?.userId ?? 0).sort(),
    )
    expect(balances.find((event) => event.userId === members.d?.userId)?.moneyBal).toBeLessThan(0)
    expect(
      game.events.every((event) => event.type === 'BET_SETTLED' || event.type === 'BALANCE_UPDATED'),
    ).toBe(true)
  })

  test('the round shows the corrected result as MANUAL, by whom, with its seed still revealed; audited', async () => {
    const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, round))
    expect(row).toMatchObject({
      status: 'SETTLED',
      source: 'MANUAL',
      manualBy: admin.userId,
      manualApprovedBy: admin.userId,
      manualReason: '입력 정정',
      drawOrder: corrected.normalBalls,
      powerball: 2,
      numberSum: 16,
      powerballOddEven: 'EVEN',
      powerballUnderOver: 'UNDER',
      numberSize: 'SMALL',
    })
    expect(row?.seed).toMatch(/^[0-9a-f]{64}$/)
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ROUND_RESETTLE'), eq(auditLog.targetId, String(round))))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      actorId: admin.userId,
      targetType: 'round',
      before: { normalBalls: drawn.normalBalls, powerBall: 1, source: 'MANUAL' },
      after: {
        normalBalls: corrected.normalBalls,
        powerBall: 2,
        source: 'MANUAL',
        proposedBy: admin.userId,
        reason: '입력 정정',
        voided: 5,
        resettled: 5,
        changed: 4,
        totalNewPayout: 2 * payoutOf(10_000, 193),
        negativeBalances: 1,
      },
    })
  })

  test('the same correction again changes nothing: nothing reversed, no ledger rows, zeros', async () => {
    const ledgers = await ledgerCounts()
    game.events.length = 0
    // The same range, written as KST wall-clock times.
    const kst = (iso: string) =>
      new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
    const again = await resettle(game, {
      roundNo: round,
      timeRange: { start: kst(timeRange.start), end: kst(timeRange.end) },
      newResult: corrected,
    })
    expect(again).toEqual({ voided: 5, resettled: 5, changed: 0, totalNewPayout: 0, negativeBalances: [] })
    expect(await ledgerCounts()).toEqual(ledgers)
    expect(game.events).toEqual([])
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('a member below 0 cannot bet or withdraw until the balance is back to 0 or more', async () => {
    const d = members.d as Actor
    const next = round + 5
    game.clock.set(secondsBeforeDraw(next, 200))
    const ctx = useCaseContext(game.deps, d)
    await expectDomainError(
      placeBet(
        ctx,
        placeBetInput.parse({ roundNo: next, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      ),
      'NEGATIVE_BALANCE',
    )
    await expectDomainError(
      requestWithdrawal(ctx, withdrawalInput.parse({ amount: 10_000 })),
      'INSUFFICIENT_BALANCE',
    )

    // The operator turns down the pending withdrawal: the held winnings return and cover the debt.
    const [pending] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from cash_transactions where user_id = ${d.userId} and status = 'PENDING'`,
    )
    await setRequestStatus(
      granting(useCaseContext(game.deps, admin), 'cashier.decide'),
      requestStatusInput.parse({
        type: 'withdrawal',
        id: Number(pending?.id),
        action: 'reject',
        reason: '재정산',
      }),
    )
    expect((await walletOf(database, d.loginId)).money).toBe(pointsOf(50_000, RATE))
    await bet(game, d, next, [['PB_ODD', 500]])
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('correcting back to the drawn result restores every purchase of the range', async () => {
    const answer = await resettle(game, { roundNo: round, timeRange, newResult: drawn })
    expect(answer).toMatchObject({ voided: 5, resettled: 5, changed: 4 })
    expect(await purchase(purchases.a)).toMatchObject({
      status: 'WON',
      totalPayout: payoutOf(10_000, 193),
    })
    expect(await purchase(purchases.b)).toMatchObject({ status: 'LOST', totalPayout: 0 })
    expect(await ledgerMismatches(database)).toEqual([])
  })
})

describe(`which rounds can be re-settled, on ${testDriver}`, () => {
  const round = roundOfDay('2026-11-28', 50)
  const everything = { start: '2026-11-27T00:00:00Z', end: '2026-11-29T00:00:00Z' }
  const result = { normalBalls: [10, 11, 12, 13, 14], powerBall: 5 }

  test('an open, closed or void round is refused with 409; a round that never ran is not found', async () => {
    const game = await gameDeps(database, secondsBeforeDraw(round, 200))
    const member = await fundedMember(database, 10_000)
    await bet(game, member, round, [['PB_ODD', 1_000]])
    const input = (roundNo: number) => ({ roundNo, timeRange: everything, newResult: result })
    await expectDomainError(resettle(game, input(round)), 'ROUND_NOT_DRAWN')
    await voidRound(granting(useCaseContext(game.deps, admin), 'rounds.propose'), {
      roundNo: round + 1,
      reason: '점검',
    })
    await expectDomainError(resettle(game, input(round + 1)), 'ROUND_NOT_DRAWN')
    await expectDomainError(resettle(game, input(round - 100)), 'NOT_FOUND')
    const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, round))
    expect(row?.source).toBeNull()
  })

  test('a drawn round not yet settled takes the corrected result, and its settlement pays on it', async () => {
    const game = await gameDeps(database, secondsBeforeDraw(round + 2, 200))
    await enterResult(game, round + 2, [1, 2, 3, 4, 5], 0)
    const member = await fundedMember(database, 10_000)
    const placed = await bet(game, member, round + 2, [['PB_OVER', 1_000]])
    game.clock.set(afterDraw(round + 2))
    await drawRound(game.deps, round + 2, game.clock.now())
    const answer = await resettle(game, { roundNo: round + 2, timeRange: everything, newResult: result })
    expect(answer).toEqual({ voided: 0, resettled: 0, changed: 0, totalNewPayout: 0, negativeBalances: [] })
    await settleRound(database, round + 2, game.clock.now())
    expect(await purchase(placed)).toMatchObject({ status: 'WON', totalPayout: payoutOf(1_000, 193) })
  })

  test('a round drawn from its seed and beacon settles again only on that result', async () => {
    const drawnRound = round + 4
    const game = await gameDeps(database, secondsBeforeDraw(drawnRound, 200))
    const member = await fundedMember(database, 10_000)
    await bet(game, member, drawnRound, [['PB_ODD', 1_000]])
    game.clock.set(afterDraw(drawnRound))
    const source = await createLocalSource(database.db, game.clock)
    const beacon = await source.round(beaconRoundOf(drawnRound, source.chain))
    if (!beacon) throw new Error('the local beacon signs every published round')
    expect(
      await drawRound(game.deps, drawnRound, game.clock.now(), {
        chainHash: source.chain.chainHash,
        beacon,
      }),
    ).toBe(true)
    await settleRound(database, drawnRound, game.clock.now())
    const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, drawnRound))
    const own = { normalBalls: row?.drawOrder ?? [], powerBall: row?.powerball ?? 0 }
    const other =
      own.normalBalls.join() === '1,2,3,4,5'
        ? { normalBalls: [6, 7, 8, 9, 10], powerBall: 0 }
        : { normalBalls: [1, 2, 3, 4, 5], powerBall: 0 }
    const ledgers = await ledgerCounts()
    await expectDomainError(
      resettle(game, { roundNo: drawnRound, timeRange: everything, newResult: other }),
      'RESULT_VERIFIABLE',
    )
    for (const input of [
      { roundNo: drawnRound, timeRange: everything },
      { roundNo: drawnRound, timeRange: everything, newResult: own },
    ]) {
      expect(await resettle(game, input)).toEqual({
        voided: 1,
        resettled: 1,
        changed: 0,
        totalNewPayout: 0,
        negativeBalances: [],
      })
    }
    expect(await ledgerCounts()).toEqual(ledgers)
    const [after] = await database.db.select().from(rounds).where(eq(rounds.roundNo, drawnRound))
    expect(after).toMatchObject({ source: 'RNG', drawOrder: own.normalBalls, manualResult: null })
  })

  test('only SUPER re-settles; the input is checked with Korean messages', async () => {
    const game = await gameDeps(database, afterDraw(round + 2))
    const hq = await actorOf(database, 'hq1')
    await expectDomainError(
      resettle(game, { roundNo: round + 2, timeRange: everything, newResult: result }, hq),
      'FORBIDDEN',
    )
    const messages = (input: unknown) => resettleInput.safeParse(input).error?.issues.map((i) => i.message)
    const valid = { roundNo: round, timeRange: everything, newResult: result }
    // The result is for correcting an operator's entry: a drawn round settles again on its own.
    expect(messages({})).toEqual(Array(2).fill('모든 항목을 입력해주세요.'))
    expect(messages({ roundNo: round, timeRange: everything })).toBeUndefined()
    expect(messages({ ...valid, timeRange: { start: everything.start } })).toEqual([
      '모든 항목을 입력해주세요.',
    ])
    expect(messages({ ...valid, newResult: { normalBalls: [1, 2, 3, 4, 5] } })).toEqual([
      '모든 항목을 입력해주세요.',
    ])
    expect(messages({ ...valid, timeRange: { start: everything.end, end: everything.start } })).toEqual([
      '시작 시각은 종료 시각보다 늦을 수 없습니다.',
    ])
    expect(messages({ ...valid, timeRange: { ...everything, end: '2026-02-30 10:00' } })).toEqual([
      '존재하지 않는 날짜 또는 시각입니다.',
    ])
    expect(messages({ ...valid, newResult: { normalBalls: [1, 2, 3, 4, 4], powerBall: 1 } })).toEqual([
      '일반볼은 서로 달라야 합니다.',
    ])
    expect(messages({ ...valid, newResult: { normalBalls: [1, 2, 3, 4, 5], powerBall: 10 } })).toEqual([
      '파워볼은 0~9 사이입니다.',
    ])
    const kst = resettleInput.parse({
      ...valid,
      timeRange: { start: '2026-11-28 09:00', end: '2026-11-28 09:00:30' },
    })
    expect(kst.timeRange).toEqual({
      start: new Date('2026-11-28T00:00:00Z'),
      end: new Date('2026-11-28T00:00:30Z'),
    })
  })
})

describe(`concurrent re-settlements on ${testDriver}`, () => {
  test('the same correction sent twice at once re-settles each purchase once', async () => {
    const round = roundOfDay('2026-11-29', 10)
    const game = await gameDeps(database, secondsBeforeDraw(round, 200))
    const bettors = await Promise.all(Array.from({ length: 5 }, () => fundedMember(database, 50_000)))
    await enterResult(game, round, [20, 21, 22, 23, 24], 3)
    for (const bettor of bettors)
      await bet(game, bettor, round, [
        ['PB_ODD', 10_000],
        ['BIG', 5_000],
      ])
    await drawAndSettle(game, round)
    const input = {
      roundNo: round,
      timeRange: { start: '2026-11-28T00:00:00Z', end: '2026-11-30T00:00:00Z' },
      newResult: { normalBalls: [1, 2, 3, 4, 5], powerBall: 4 },
    }
    const answers = await Promise.all([resettle(game, input), resettle(game, input)])
    expect(answers.map((a) => a.changed).sort()).toEqual([0, 5])
    const reversals = await database.db
      .select()
      .from(moneyLedger)
      .where(
        and(
          eq(moneyLedger.type, 'BET_PAYOUT_REVERSAL'),
          inArray(
            moneyLedger.userId,
            bettors.map((b) => b.userId),
          ),
        ),
      )
    expect(reversals).toHaveLength(5)
    for (const bettor of bettors) expect((await walletOf(database, bettor.loginId)).money).toBe(35_000)
    expect(await ledgerMismatches(database)).toEqual([])
  }, 60_000)
})
