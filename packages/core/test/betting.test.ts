import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import type { Actor } from '@pb/core/auth/actor'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { updateOdds } from '@pb/core/game/odds'
import { settleRound } from '@pb/core/game/settle-round'
import { updateSettings } from '@pb/core/operator-settings'
import { betItems, bets, type Database, moneyLedger, rounds, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import {
  defaultCaps,
  drawAt,
  drawFromSeed,
  outcomeOf,
  payoutOf,
  pointsOf,
  roundOfDay,
  winningSelections,
} from '@pb/game'
import { asc, eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  createSeededDb,
  expectDomainError,
  gameDeps,
  granting,
  ledgerMismatches,
  walletOf,
} from './support'

let database: Database
let member: Actor
let admin: Actor
const round = roundOfDay('2026-11-22', 100)
const openAt = new Date(drawAt(round).getTime() - 200_000)
let game: Awaited<ReturnType<typeof gameDeps>>

const bet = (body: unknown, actor = member) =>
  placeBet(useCaseContext(game.deps, actor), placeBetInput.parse(body))

beforeAll(async () => {
  database = await createSeededDb()
  member = await actorOf(database, 'member1')
  admin = await actorOf(database, 'admin', ADMIN_PASSWORD)
}, 60_000)
afterAll(() => database.close())
beforeEach(async () => {
  game = await gameDeps(database, openAt)
})

async function expectNothingChanged(before: { money: number }, refuse: () => Promise<unknown>, code: string) {
  const betsBefore = (await database.db.select().from(bets)).length
  await expectDomainError(refuse(), code)
  expect((await walletOf(database, 'member1')).money).toBe(before.money)
  expect((await database.db.select().from(bets)).length).toBe(betsBefore)
}

describe(`betting on ${testDriver}`, () => {
  test('a bet in the open window debits the stake and records it', async () => {
    const before = await walletOf(database, 'member1')
    const placed = await bet({
      roundNo: round,
      items: [{ selectionCode: 'PB_ODD', stake: 10_000, odds: 1.93 }],
    })
    expect(placed).toMatchObject({ roundNo: round, totalStake: 10_000, moneyAfter: before.money - 10_000 })
    expect(placed.items).toEqual([{ selectionCode: 'PB_ODD', stake: 10_000, oddsTaken: 1.93 }])
    expect(placed.purchaseNo).toMatch(/^20261122-100-[0-9A-F]{8}$/)
    const [ledger] = await database.db.select().from(moneyLedger).where(eq(moneyLedger.type, 'BET_STAKE'))
    expect(ledger).toMatchObject({ amount: -10_000, balanceAfter: before.money - 10_000 })
    expect(game.events).toEqual([
      {
        type: 'BALANCE_UPDATED',
        userId: member.userId,
        moneyBal: before.money - 10_000,
        pointBal: before.points,
        cause: 'BET',
        version: expect.any(Number),
      },
    ])
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('a bet naming no round goes on the open round', async () => {
    const placed = await bet({ items: [{ selectionCode: 'NB_OVER', stake: 5_000, odds: 1.93 }] })
    expect(placed.roundNo).toBe(round)
  })

  test('refusals change nothing: closed window, wrong round, balance, odds', async () => {
    const before = await walletOf(database, 'member1')
    game.clock.set(new Date(drawAt(round).getTime() - 30_000))
    await expectNothingChanged(
      before,
      () => bet({ roundNo: round, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      'BETTING_CLOSED',
    )
    game.clock.set(openAt)
    await expectNothingChanged(
      before,
      () => bet({ roundNo: round + 1, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      'BETTING_CLOSED',
    )
    await expectNothingChanged(
      before,
      () => bet({ roundNo: round - 1, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      'BETTING_CLOSED',
    )
    await expectNothingChanged(
      before,
      () => bet({ roundNo: round, items: [{ selectionCode: 'PB_EVEN', stake: before.money + 1 }] }),
      'INSUFFICIENT_BALANCE',
    )
    await expectNothingChanged(
      before,
      () => bet({ roundNo: round, items: [{ selectionCode: 'BIG', stake: 1_000, odds: 2.5 }] }),
      'ODDS_CHANGED',
    )
  })

  test('the insufficient-balance message shows the balance', async () => {
    const { money } = await walletOf(database, 'member1')
    const refusal = bet({ roundNo: round, items: [{ selectionCode: 'PB_EVEN', stake: money + 1 }] })
    await expect(refusal).rejects.toThrow(
      `잔액이 부족합니다. (현재 잔액: ${money.toLocaleString('ko-KR')}원)`,
    )
  })

  test('group and total caps apply to the member per round', async () => {
    const before = await walletOf(database, 'member1')
    await bet({ roundNo: round, items: [{ selectionCode: 'SMALL', stake: 100_000 }] })
    const refusal = bet({ roundNo: round, items: [{ selectionCode: 'MID', stake: 50_001 }] })
    await expect(refusal).rejects.toThrow('대중소 한도 150,000원 초과 (현재 100,000원)')
    await bet({ roundNo: round, items: [{ selectionCode: 'MID', stake: 50_000 }] })
    await updateSettings(granting(useCaseContext(game.deps, admin), 'settings.propose'), {
      caps: { TOTAL: 200_000 },
    })
    const overTotal = bet({ roundNo: round, items: [{ selectionCode: 'NB_ODD', stake: 100_000 }] })
    await expect(overTotal).rejects.toThrow(/^총 한도 200,000원 초과/)
    await updateSettings(granting(useCaseContext(game.deps, admin), 'settings.propose'), {
      caps: defaultCaps,
    })
    expect((await walletOf(database, 'member1')).money).toBe(before.money - 150_000)
  })

  test('bet-blocked and suspended members cannot bet', async () => {
    const before = await walletOf(database, 'member1')
    await database.db.update(users).set({ betBlocked: true }).where(eq(users.id, member.userId))
    await expectNothingChanged(
      before,
      () => bet({ roundNo: round, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      'BET_BLOCKED',
    )
    await database.db
      .update(users)
      .set({ betBlocked: false, statusCode: 'SUSPENDED' })
      .where(eq(users.id, member.userId))
    await expectNothingChanged(
      before,
      () => bet({ roundNo: round, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      'ACCOUNT_DISABLED',
    )
    await database.db.update(users).set({ statusCode: 'ACTIVE' }).where(eq(users.id, member.userId))
  })

  test('bad input is refused by the schema with the messages of docs/product.md §5.2', () => {
    const message = (body: unknown) =>
      placeBetInput.safeParse(body).error?.issues.flatMap((i) => ('errors' in i ? i.errors.flat() : [i]))
    expect(placeBetInput.safeParse({ roundNo: round, items: [] }).success).toBe(false)
    expect(
      placeBetInput.safeParse({ roundNo: round, items: [{ selectionCode: 'NOPE', stake: 1 }] }).success,
    ).toBe(false)
    expect(
      placeBetInput.safeParse({ roundNo: round, items: [{ selectionCode: 'PB_ODD', stake: 0 }] }).success,
    ).toBe(false)
    expect(
      placeBetInput.safeParse({ roundNo: round, items: [{ selectionCode: 'PB_ODD', stake: 1.5 }] }).success,
    ).toBe(false)
    expect(
      placeBetInput.safeParse({ roundNo: round, items: [{ selectionCode: 'PB_ODD', stake: '100' }] }).success,
    ).toBe(false)
    expect(placeBetInput.safeParse({ items: [{ selectionCode: 'PB_ODD', stake: -5 }] }).success).toBe(false)
    expect(message({ items: [{ selectionCode: 'PB_ODD', stake: 0 }] })?.map((i) => i.message)).toContain(
      '베팅 금액을 선택해주세요.',
    )
  })

  test('an idempotency key replays the first answer and refuses another body', async () => {
    const body = {
      roundNo: round,
      items: [{ selectionCode: 'NB_EVEN', stake: 2_000 }],
      idempotencyKey: 'k-1',
    }
    const first = await bet(body)
    const money = (await walletOf(database, 'member1')).money
    expect(await bet(body)).toEqual(first)
    expect((await walletOf(database, 'member1')).money).toBe(money)
    await expectDomainError(
      bet({ ...body, items: [{ selectionCode: 'NB_EVEN', stake: 3_000 }] }),
      'IDEMPOTENCY_CONFLICT',
    )
  })

  test('odds changes apply to new bets only', async () => {
    await updateOdds(granting(useCaseContext(game.deps, admin), 'odds.propose'), {
      marketCode: 'PB_ODD_EVEN',
      selectionCode: 'PB_EVEN',
      odds: 1.9,
    })
    const placed = await bet({
      roundNo: round,
      items: [{ selectionCode: 'PB_EVEN', stake: 1_000, odds: 1.9 }],
    })
    expect(placed.items[0]?.oddsTaken).toBe(1.9)
    await updateOdds(granting(useCaseContext(game.deps, admin), 'odds.propose'), {
      marketCode: 'PB_ODD_EVEN',
      selectionCode: 'PB_EVEN',
      odds: 1.93,
    })
  })

  test('the engine draws from the committed seed and settles once, paying to the won', async () => {
    const engine = createRoundEngine({
      database,
      bus: game.bus,
      clock: game.clock,
      beacon: await createLocalSource(database.db, game.clock),
      onError: (e) => {
        throw e
      },
    })
    const before = await walletOf(database, 'member1')
    const placedItems = await database.db.select().from(betItems).where(eq(betItems.roundNo, round))
    game.clock.set(new Date(drawAt(round).getTime() + 1_000))
    await engine.tick()

    const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, round))
    expect(row?.status).toBe('SETTLED')
    const drawn = await drawFromSeed(row?.seed ?? '', round, row?.beaconRandomness ?? 'missing')
    expect(row?.drawOrder).toEqual(drawn.drawOrder)
    const winners = new Set(winningSelections(outcomeOf(drawn.drawOrder, drawn.powerball)))
    const [user] = await database.db.select().from(users).where(eq(users.id, member.userId))
    const expectedPayout = placedItems.reduce(
      (sum, i) => sum + (winners.has(i.selectionCode) ? payoutOf(i.stake, i.oddsTaken) : 0),
      0,
    )
    const expectedPoints = placedItems.reduce(
      (sum, i) => sum + pointsOf(i.stake, user?.pointRateTenths ?? 0),
      0,
    )
    const after = await walletOf(database, 'member1')
    expect(after.money - before.money).toBe(expectedPayout)
    expect(after.points - before.points).toBe(expectedPoints)
    expect(await ledgerMismatches(database)).toEqual([])

    const types = game.events.map((e) => e.type)
    expect(types[0]).toBe('RESULT_SAVED')
    expect(types.slice(-2)).toEqual(['SETTLEMENT_COMPLETED', 'VERIFICATION_COMPLETED'])
    expect(types.filter((t) => t === 'BET_SETTLED')).toHaveLength(
      new Set(placedItems.map((i) => i.betId)).size,
    )
    // The stored run is packed; unpacked, each purchase and the wallet read as the rows say.
    const purchases = await database.db
      .select()
      .from(bets)
      .where(eq(bets.roundNo, round))
      .orderBy(asc(bets.id))
    expect(game.events.filter((e) => e.type === 'BET_SETTLED')).toEqual(
      purchases.map((b) => ({
        type: 'BET_SETTLED',
        userId: b.userId,
        status: b.status as 'WON' | 'LOST',
        payout: b.totalPayout,
        purchaseNo: b.purchaseNo,
        roundNo: round,
      })),
    )
    expect(game.events.filter((e) => e.type === 'BALANCE_UPDATED')).toMatchObject([
      { userId: member.userId, moneyBal: after.money, pointBal: after.points, cause: 'SETTLEMENT' },
    ])

    game.events.length = 0
    await engine.tick()
    expect(await settleRound(database, round, game.clock.now())).toBeNull()
    expect((await walletOf(database, 'member1')).money).toBe(after.money)
    expect(game.events.filter((e) => e.type === 'SETTLEMENT_COMPLETED')).toEqual([])
    await engine.stop()
  })
})
