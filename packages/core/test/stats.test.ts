import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  adjustBalanceInput,
  adjustPointsInput,
  pointConvertInput,
  requestStatusInput,
  topupInput,
  withdrawalInput,
} from '@pb/contract/inputs/cashier'
import { createMemberInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { listAdminBets } from '@pb/core/betting/admin-bets'
import { placeBet } from '@pb/core/betting/place-bet'
import { adminBetsInput, placeBetInput } from '@pb/core/betting/schemas'
import { adjustBalance, adjustPoints } from '@pb/core/cashier/adjust'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import { setRequestStatus } from '@pb/core/cashier/set-request-status'
import { useCaseContext } from '@pb/core/context'
import { drawRound } from '@pb/core/game/draw-round'
import { setManualResult } from '@pb/core/game/manual-result'
import { manualResultInput } from '@pb/core/game/schemas'
import { settleRound } from '@pb/core/game/settle-round'
import { voidRound } from '@pb/core/game/void-round'
import { updateSettings } from '@pb/core/operator-settings'
import { adminStats } from '@pb/core/stats/admin-stats'
import { statsAggregate } from '@pb/core/stats/aggregate'
import { adminStatsInput, statsAggregateInput } from '@pb/core/stats/schemas'
import { createMember } from '@pb/core/users/create-member'
import { type Database, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, payoutOf, pointsOf, roundOfDay } from '@pb/game'
import { eq } from 'drizzle-orm'
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

/**
 * Bets, settlements, top-ups, withdrawals, adjustments and conversions across several KST days, for
 * members inside and outside shop1's subtree. The test books every movement it makes itself, and each
 * statistics figure is checked against a sum of that bookkeeping.
 */

const DAYS = ['2030-03-31', '2030-04-01', '2030-04-02'] as const
const [D0, D1, D2] = DAYS
const DAY_MS = 24 * 3600 * 1000
const kst = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`)
const kstDay = (instant: Date) => new Date(instant.getTime() + 9 * 3600 * 1000).toISOString().slice(0, 10)
/** Members' point rate: the default 3 %, lowered to what the minimum edge leaves beside the demo's rolling. */
const POINT_RATE = 13

interface BookedBet {
  userId: number
  round: number
  selection: 'PB_ODD' | 'PB_EVEN'
  placedAt: Date
  stake: number
  status: 'PLACED' | 'WON' | 'LOST' | 'VOID'
  payout: number
  settledAt: Date | null
}
interface BookedRequest {
  userId: number
  type: 'TOPUP' | 'WITHDRAWAL'
  amount: number
  requestedAt: Date
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  processedAt: Date | null
}
interface Movement {
  userId: number
  at: Date
  money: number
  points: number
}

const book = {
  bets: [] as BookedBet[],
  requests: [] as BookedRequest[],
  adjustments: [] as { userId: number; amount: number; at: Date }[],
  movements: [] as Movement[],
  /** Each user's balances before anything in this file happened. */
  baseline: new Map<number, { money: number; points: number }>(),
  archivedThrough: new Map<number, Date>(),
}

let database: Database
let game: Awaited<ReturnType<typeof gameDeps>>
let admin: Actor
let hq: Actor
let shop: Actor
const members: Record<'in1' | 'in2' | 'out1' | 'out2', Actor> = {} as never
let shopScope: number[] = []
let allUsers: number[] = []
let shopOrgId = 0
let hqOrgId = 0

const as = (actor: Actor) => useCaseContext(game.deps, actor)
const move = (userId: number, at: Date, money: number, points = 0) =>
  book.movements.push({ userId, at, money, points })

async function newMember(creator: Actor, loginId: string): Promise<Actor> {
  await createMember(
    granting(as(creator), 'members.manage'),
    createMemberInput.parse({
      loginId,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: loginId,
    }),
  )
  return actorOf(database, loginId, 'pass1234', 'member')
}

async function adjust(by: Actor, member: Actor, amount: number, at: Date) {
  game.clock.set(at)
  await adjustBalance(
    granting(as(by), 'wallets.adjust'),
    adjustBalanceInput.parse({ id: member.userId, amount }),
  )
  book.adjustments.push({ userId: member.userId, amount, at })
  move(member.userId, at, amount)
}

/** A round of `day` whose powerball is entered as 7 (odd) before its bets, so PB_ODD wins. */
async function oddRound(day: string, k: number) {
  const round = roundOfDay(day, k)
  // Entered before the round opens for betting, as a result can only be entered then.
  game.clock.set(new Date(drawAt(round).getTime() - 290_000))
  await setManualResult(
    granting(as(admin), 'rounds.propose'),
    manualResultInput.parse({ roundNo: round, normalBalls: [3, 9, 14, 20, 27], powerBall: 7 }),
    { proposedBy: admin.userId, reason: '통계 검사' },
  )
  return round
}

/** One purchase of `items` on `round`, placed 150 s before its draw. */
async function bet(member: Actor, round: number, items: [selection: 'PB_ODD' | 'PB_EVEN', stake: number][]) {
  const placedAt = new Date(drawAt(round).getTime() - 150_000)
  game.clock.set(placedAt)
  await placeBet(
    as(member),
    placeBetInput.parse({
      roundNo: round,
      items: items.map(([selectionCode, stake]) => ({ selectionCode, stake })),
    }),
  )
  move(member.userId, placedAt, -items.reduce((sum, [, stake]) => sum + stake, 0))
  for (const [selection, stake] of items) {
    book.bets.push({
      userId: member.userId,
      placedAt,
      stake,
      status: 'PLACED',
      payout: 0,
      settledAt: null,
      selection,
      round,
    })
  }
}

/** Draws and settles an odd round at `at`: PB_ODD items win stake × 1.93, the rest lose; all earn points. */
async function settleOdd(round: number, at: Date) {
  expect(await drawRound(game.deps, round, at)).toBe(true)
  expect(await settleRound(database, round, at)).not.toBeNull()
  for (const item of book.bets) {
    if (item.round !== round) continue
    item.status = item.selection === 'PB_ODD' ? 'WON' : 'LOST'
    item.payout = item.status === 'WON' ? payoutOf(item.stake, 193) : 0
    item.settledAt = at
    move(item.userId, at, item.payout, pointsOf(item.stake, POINT_RATE))
  }
}

async function voidBets(round: number, at: Date) {
  game.clock.set(at)
  await voidRound(granting(as(admin), 'rounds.propose'), { roundNo: round, reason: '점검' })
  for (const item of book.bets) {
    if (item.round !== round) continue
    item.status = 'VOID'
    item.settledAt = at
    move(item.userId, at, item.stake)
  }
}

async function topup(member: Actor, amount: number, at: Date) {
  game.clock.set(at)
  const row = await requestTopup(as(member), topupInput.parse({ amount }))
  const booked: BookedRequest = {
    userId: member.userId,
    type: 'TOPUP',
    amount,
    requestedAt: at,
    status: 'PENDING',
    processedAt: null,
  }
  book.requests.push(booked)
  return { id: row.id, booked }
}

async function withdraw(member: Actor, amount: number, at: Date) {
  game.clock.set(at)
  const row = await requestWithdrawal(as(member), withdrawalInput.parse({ amount }))
  move(member.userId, at, -amount)
  const booked: BookedRequest = {
    userId: member.userId,
    type: 'WITHDRAWAL',
    amount,
    requestedAt: at,
    status: 'PENDING',
    processedAt: null,
  }
  book.requests.push(booked)
  return { id: row.id, booked }
}

async function decide(
  by: Actor,
  request: { id: number; booked: BookedRequest },
  action: 'approve' | 'reject',
  at: Date,
) {
  game.clock.set(at)
  const type = request.booked.type === 'TOPUP' ? 'topup' : 'withdrawal'
  await setRequestStatus(
    granting(as(by), 'cashier.decide'),
    requestStatusInput.parse({
      type,
      id: request.id,
      action,
      reason: action === 'reject' ? '확인 불가' : undefined,
    }),
  )
  request.booked.status = action === 'approve' ? 'APPROVED' : 'REJECTED'
  request.booked.processedAt = at
  const { type: kind, amount, userId } = request.booked
  if (kind === 'TOPUP' && action === 'approve') move(userId, at, amount)
  if (kind === 'WITHDRAWAL' && action === 'reject') move(userId, at, amount)
}

beforeAll(async () => {
  database = await createSeededDb()
  game = await gameDeps(database, kst(D0, '08:00'))
  admin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  hq = await actorOf(database, 'hq1')
  shop = await actorOf(database, 'shop1')
  shopOrgId = shop.orgId
  hqOrgId = hq.orgId
  await updateSettings(granting(as(admin), 'settings.propose'), { pointConvertPasswordRequired: false })

  members.in1 = await newMember(shop, 'statsin1')
  members.in2 = await newMember(shop, 'statsin2')
  members.out1 = await newMember(hq, 'statsout1')
  members.out2 = await newMember(admin, 'statsout2')
  const demo = await Promise.all(['member1', 'member2', 'member3'].map((id) => actorOf(database, id)))
  shopScope = [...demo.map((m) => m.userId), members.in1.userId, members.in2.userId]
  const everyone = await database.db.select({ id: users.id, loginId: users.loginId }).from(users)
  allUsers = everyone.map((u) => u.id)
  for (const user of everyone) {
    const wallet = await walletOf(database, user.loginId)
    book.baseline.set(user.id, { money: wallet.money, points: wallet.points })
  }

  // Day 0: funding, a settled round with a won and a lost item in one purchase, a void round, a round
  // placed late in the evening and settled the next morning, requests and a conversion.
  await adjust(shop, members.in1, 1_000_000, kst(D0, '08:00'))
  await adjust(shop, members.in2, 1_000_000, kst(D0, '08:01'))
  await adjust(hq, members.out1, 1_000_000, kst(D0, '08:02'))
  await adjust(admin, members.out2, 1_000_000, kst(D0, '08:03'))
  const r0a = await oddRound(D0, 110)
  await bet(members.in1, r0a, [
    ['PB_ODD', 10_000],
    ['PB_EVEN', 5_000],
  ])
  await bet(members.in2, r0a, [['PB_EVEN', 20_000]])
  await bet(members.out1, r0a, [['PB_ODD', 30_000]])
  await bet(members.out2, r0a, [['PB_EVEN', 40_000]])
  await settleOdd(r0a, new Date(drawAt(r0a).getTime() + 1_000))
  const r0b = roundOfDay(D0, 130)
  await bet(members.in1, r0b, [['PB_ODD', 7_000]])
  await voidBets(r0b, new Date(drawAt(r0b).getTime() - 60_000))
  const r0c = await oddRound(D0, 280)
  await bet(members.in2, r0c, [['PB_ODD', 11_000]])

  const in1Topup = await topup(members.in1, 50_000, kst(D0, '13:00'))
  await decide(shop, in1Topup, 'approve', kst(D0, '13:10'))
  const in2Topup = await topup(members.in2, 60_000, kst(D0, '14:00'))
  const out1Withdrawal = await withdraw(members.out1, 20_000, kst(D0, '15:00'))
  await decide(hq, out1Withdrawal, 'approve', kst(D0, '15:30'))
  await withdraw(members.in1, 30_000, kst(D0, '16:00'))
  const in2Withdrawal = await withdraw(members.in2, 15_000, kst(D0, '17:00'))
  game.clock.set(kst(D0, '18:00'))
  await convertPoints(as(members.in1), pointConvertInput.parse({ pointAmount: 100 }))
  move(members.in1.userId, kst(D0, '18:00'), 100, -100)
  await adjust(shop, members.in2, -5_000, kst(D0, '19:00'))

  // Day 1: the evening round settles, a top-up is rejected, another round, a point grant, an approved
  // top-up, a rejected withdrawal.
  await settleOdd(r0c, kst(D1, '09:00'))
  await decide(shop, in2Topup, 'reject', kst(D1, '09:30'))
  const r1 = await oddRound(D1, 150)
  await bet(members.in1, r1, [['PB_EVEN', 12_000]])
  await bet(members.in2, r1, [['PB_ODD', 13_000]])
  await settleOdd(r1, new Date(drawAt(r1).getTime() + 1_000))
  game.clock.set(kst(D1, '15:00'))
  await adjustPoints(
    granting(as(admin), 'wallets.adjust'),
    adjustPointsInput.parse({ id: members.in2.userId, amount: 1_000 }),
  )
  move(members.in2.userId, kst(D1, '15:00'), 0, 1_000)
  const out2Topup = await topup(members.out2, 100_000, kst(D1, '16:00'))
  await decide(admin, out2Topup, 'approve', kst(D1, '16:05'))
  const in1Withdrawal = await withdraw(members.in1, 12_000, kst(D1, '17:00'))
  await decide(shop, in1Withdrawal, 'reject', kst(D1, '17:30'))

  // Day 2: a withdrawal from day 0 approved, bets still waiting for their draw, a pending and a rejected
  // top-up, a credit.
  await decide(shop, in2Withdrawal, 'approve', kst(D2, '09:00'))
  const r2 = roundOfDay(D2, 200)
  await bet(members.in1, r2, [
    ['PB_ODD', 9_000],
    ['PB_EVEN', 1_000],
  ])
  await bet(members.out1, r2, [['PB_EVEN', 8_000]])
  await bet(members.out2, r2, [
    ['PB_ODD', 4_000],
    ['PB_EVEN', 4_000],
  ])
  await topup(members.in1, 70_000, kst(D2, '20:00'))
  const out1Topup = await topup(members.out1, 40_000, kst(D2, '20:30'))
  await decide(hq, out1Topup, 'reject', kst(D2, '20:40'))
  await adjust(shop, members.in1, 3_000, kst(D2, '21:00'))

  // A settlement of statsin2 through the morning of day 1 archives what finished until then.
  const through = kst(D1, '10:00')
  await database.db.update(users).set({ archivedThrough: through }).where(eq(users.id, members.in2.userId))
  book.archivedThrough.set(members.in2.userId, through)
}, 120_000)
afterAll(() => database.close())

// ---- expected figures, from the bookkeeping only ----

const isLive = (userId: number, finishedAt: Date | null) => {
  const through = book.archivedThrough.get(userId)
  return !finishedAt || !through || finishedAt > through
}
const labelOf = (instant: Date, granularity: string) =>
  kstDay(instant).slice(0, granularity === 'daily' ? 10 : granularity === 'monthly' ? 7 : 4)

interface Window {
  from: Date
  to: Date
}
const inside = (instant: Date | null, window: Window) =>
  instant !== null && instant >= window.from && instant < window.to
const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0)

/** The flows of `scope` whose dates fall in `window`, and the balances when it ends. */
function expectedFigures(scope: number[], window: Window) {
  const mine = <T extends { userId: number }>(rows: T[]) => rows.filter((row) => scope.includes(row.userId))
  const bets = mine(book.bets).filter((b) => inside(b.placedAt, window) && isLive(b.userId, b.settledAt))
  const made = mine(book.requests).filter(
    (r) => inside(r.requestedAt, window) && isLive(r.userId, r.processedAt),
  )
  const approved = mine(book.requests).filter(
    (r) => r.status === 'APPROVED' && inside(r.processedAt, window) && isLive(r.userId, r.processedAt),
  )
  const counted = bets.filter((b) => b.status !== 'VOID')
  const topups = sum(
    approved.filter((r) => r.type === 'TOPUP'),
    (r) => r.amount,
  )
  const withdrawals = sum(
    approved.filter((r) => r.type === 'WITHDRAWAL'),
    (r) => r.amount,
  )
  const stake = sum(counted, (b) => b.stake)
  const win = sum(counted, (b) => b.payout)
  const moved = mine(book.movements).filter((m) => m.at < window.to)
  return {
    REQ_CNT: made.length,
    DONE_CNT: made.filter((r) => r.status !== 'PENDING').length,
    MONEY_BAL: sum(scope, (id) => book.baseline.get(id)?.money ?? 0) + sum(moved, (m) => m.money),
    POINT_BAL: sum(scope, (id) => book.baseline.get(id)?.points ?? 0) + sum(moved, (m) => m.points),
    HOLDING_BET_AMT: sum(
      bets.filter((b) => b.status === 'PLACED'),
      (b) => b.stake,
    ),
    TOPUP_AMT: topups,
    WITHDRAW_AMT: withdrawals,
    INOUT_PL: topups - withdrawals,
    BET_STAKE: stake,
    BET_WIN: win,
    BET_LOSE: sum(
      bets.filter((b) => b.status === 'LOST'),
      (b) => b.stake,
    ),
    BET_PL: stake - win,
  }
}

/** The rows a statistics call should answer for `scope` over KST days `from`..`to`. */
function expectedRows(
  scope: number[],
  from: string,
  to: string,
  granularity: 'daily' | 'monthly' | 'yearly',
) {
  const range = { from: kst(from, '00:00'), to: new Date(kst(to, '00:00').getTime() + DAY_MS) }
  const labels: string[] = []
  for (let day = range.from; day < range.to; day = new Date(day.getTime() + DAY_MS)) {
    const label = labelOf(day, granularity)
    if (!labels.includes(label)) labels.push(label)
  }
  const items = labels.map((label) => {
    const days = []
    for (let day = range.from; day < range.to; day = new Date(day.getTime() + DAY_MS)) {
      if (labelOf(day, granularity) === label) days.push(day)
    }
    const window = {
      from: days[0] as Date,
      to: new Date((days.at(-1) as Date).getTime() + DAY_MS),
    }
    return { D: label, ...expectedFigures(scope, window) }
  })
  return { items, totals: { D: `${from}~${to}`, ...expectedFigures(scope, range) } }
}

const aggregate = (actor: Actor, input: Record<string, unknown>) =>
  statsAggregate(granting(as(actor), 'stats.view'), statsAggregateInput.parse(input))

describe(`statistics agree with the bookkeeping, on ${testDriver}`, () => {
  test('the books are balanced and the archive changes what is counted', async () => {
    expect(await ledgerMismatches(database)).toEqual([])
    // The scenario exercises the archive: without it statsin2's figures would differ.
    const withArchive = expectedFigures([members.in2.userId], {
      from: kst(D0, '00:00'),
      to: kst('2030-04-03', '00:00'),
    })
    book.archivedThrough.clear()
    const without = expectedFigures([members.in2.userId], {
      from: kst(D0, '00:00'),
      to: kst('2030-04-03', '00:00'),
    })
    book.archivedThrough.set(members.in2.userId, kst(D1, '10:00'))
    expect(withArchive.BET_STAKE).toBeLessThan(without.BET_STAKE)
    expect(withArchive.DONE_CNT).toBeLessThan(without.DONE_CNT)
    expect(withArchive.MONEY_BAL).toBe(without.MONEY_BAL)
  })

  test("shop1's daily statistics: its members only, a quiet day included, every field", async () => {
    const answer = await aggregate(shop, { granularity: 'daily', start: '2030-03-30', end: D2 })
    const expected = expectedRows(shopScope, '2030-03-30', D2, 'daily')
    expect(answer.items).toEqual(expected.items)
    expect(answer.totals).toEqual(expected.totals)
    expect(answer.items.map((row) => row.D)).toEqual(['2030-03-30', D0, D1, D2])
    // Sanity of the scenario itself: something happened in every field.
    for (const [field, value] of Object.entries(expected.totals)) {
      if (field !== 'D') expect(`${field}: ${value !== 0}`).toBe(`${field}: true`)
    }
  })

  test('an org inside the subtree gives the same figures to an administrator above it', async () => {
    const answer = await aggregate(hq, {
      granularity: 'daily',
      start: '2030-03-30',
      end: D2,
      orgId: shopOrgId,
    })
    const expected = expectedRows(shopScope, '2030-03-30', D2, 'daily')
    expect(answer.items).toEqual(expected.items)
    expect(answer.totals).toEqual(expected.totals)
  })

  test("SUPER's monthly and yearly statistics over everyone", async () => {
    const monthly = await aggregate(admin, { granularity: 'monthly', start: '2030-03-01', end: '2030-04-30' })
    const expectedMonthly = expectedRows(allUsers, '2030-03-01', '2030-04-30', 'monthly')
    expect(monthly.items.map((row) => row.D)).toEqual(['2030-03', '2030-04'])
    expect(monthly.items).toEqual(expectedMonthly.items)
    expect(monthly.totals).toEqual(expectedMonthly.totals)
    const yearly = await aggregate(admin, { granularity: 'yearly', start: '2030-01-01', end: '2030-12-31' })
    const expectedYearly = expectedRows(allUsers, '2030-01-01', '2030-12-31', 'yearly')
    expect(yearly.items).toEqual(expectedYearly.items)
    expect(yearly.totals).toEqual(expectedYearly.totals)
  })

  test('one member, and one row per member', async () => {
    const one = await aggregate(admin, { start: D0, end: D2, userId: members.out2.userId })
    expect(one.items).toEqual(expectedRows([members.out2.userId], D0, D2, 'daily').items)

    const perMember = await aggregate(shop, { groupBy: 'member', start: D0, end: D1 })
    expect(perMember.groupBy).toBe('member')
    expect(perMember.items.map((row) => ('userId' in row ? row.userId : 0)).sort()).toEqual(
      [...shopScope].sort(),
    )
    for (const row of perMember.items) {
      const userId = 'userId' in row ? row.userId : 0
      expect(row).toMatchObject(expectedRows([userId], D0, D1, 'daily').totals)
    }
    expect(perMember.totals).toEqual(expectedRows(shopScope, D0, D1, 'daily').totals)
  })

  test('the default range is the first of this month to today', async () => {
    game.clock.set(kst(D1, '12:00'))
    const answer = await aggregate(shop, {})
    expect(answer).toMatchObject({ start: '2030-04-01', end: D1, granularity: 'daily', groupBy: 'period' })
    expect(answer.items).toEqual(expectedRows(shopScope, '2030-04-01', D1, 'daily').items)
  })

  test('an org or member outside the subtree is not found, and absurd ranges are refused', async () => {
    await expectDomainError(aggregate(shop, { orgId: hqOrgId }), 'NOT_FOUND')
    await expectDomainError(aggregate(hq, { orgId: 1 }), 'NOT_FOUND')
    await expectDomainError(aggregate(shop, { userId: members.out1.userId }), 'NOT_FOUND')
    await expectDomainError(aggregate(hq, { orgId: shopOrgId, userId: members.out1.userId }), 'NOT_FOUND')
    await expectDomainError(aggregate(shop, { orgId: 2_000_000_000 }), 'NOT_FOUND')
    await expectDomainError(aggregate(shop, { start: '1900-01-01', end: '2030-01-01' }), 'VALIDATION')
    expect(() => statsAggregateInput.parse({ start: D2, end: D0 })).toThrow()
    expect(() => statsAggregateInput.parse({ granularity: 'weekly' })).toThrow()
    // A start after today, with no end given, is a reversed range.
    game.clock.set(kst(D0, '12:00'))
    await expectDomainError(aggregate(shop, { start: D2 }), 'VALIDATION')
  })

  test('the summary bar: today by default, or a range; the wallets as they are now', async () => {
    const totalsOf = (scope: number[], from: string, to: string) => {
      const window = { from: kst(from, '00:00'), to: new Date(kst(to, '00:00').getTime() + DAY_MS) }
      const figures = expectedFigures(scope, window)
      const adjustment = sum(
        book.adjustments.filter(
          (a) => scope.includes(a.userId) && inside(a.at, window) && isLive(a.userId, a.at),
        ),
        (a) => a.amount,
      )
      const now = expectedFigures(scope, { from: window.from, to: new Date(8.64e15) })
      return {
        startDate: from,
        endDate: to,
        deposit: figures.TOPUP_AMT,
        withdrawal: figures.WITHDRAW_AMT,
        profit: figures.INOUT_PL,
        adjustment,
        betting: figures.BET_STAKE,
        winning: figures.BET_WIN,
        balance: now.MONEY_BAL,
        points: now.POINT_BAL,
      }
    }
    game.clock.set(kst(D1, '23:00'))
    expect(await adminStats(granting(as(shop), 'stats.view'), adminStatsInput.parse({}))).toEqual(
      totalsOf(shopScope, D1, D1),
    )
    expect(
      await adminStats(
        granting(as(shop), 'stats.view'),
        adminStatsInput.parse({ startDate: D0, endDate: D2 }),
      ),
    ).toEqual(totalsOf(shopScope, D0, D2))
    const everyone = await adminStats(
      granting(as(admin), 'stats.view'),
      adminStatsInput.parse({ startDate: D0, endDate: D2 }),
    )
    expect(everyone).toEqual(totalsOf(allUsers, D0, D2))
    expect(everyone.adjustment).not.toBe(0)
    expect(everyone.deposit).toBe(50_000 + 100_000)
    expect(everyone.withdrawal).toBe(20_000 + 15_000)
  })
})

describe(`the back office's bet list, on ${testDriver}`, () => {
  const list = (actor: Actor, input: Record<string, unknown>) =>
    listAdminBets(granting(as(actor), 'bets.view'), adminBetsInput.parse(input))
  const liveItemsOf = (scope: number[]) =>
    book.bets.filter((b) => scope.includes(b.userId) && isLive(b.userId, b.settledAt))

  test("shop1 sees its members' live items only, one row per item, newest first, with sums", async () => {
    const answer = await list(shop, { limit: 200 })
    const expected = liveItemsOf(shopScope)
    expect(answer.items).toHaveLength(expected.length)
    expect(answer.pagination).toEqual({ page: 1, limit: 200, total: expected.length, totalPages: 1 })
    expect(new Set(answer.items.map((row) => row.userId))).toEqual(
      new Set([members.in1.userId, members.in2.userId]),
    )
    const placed = answer.items.map((row) => Date.parse(row.placedAt))
    expect(placed).toEqual([...placed].sort((a, b) => b - a))
    expect(answer.sums.total).toEqual({
      stake: sum(expected, (b) => b.stake),
      payout: sum(expected, (b) => b.payout),
    })
    expect(answer.sums.page).toEqual(answer.sums.total)
    const won = answer.items.find((row) => row.betResult === 'WIN')
    expect(won).toMatchObject({
      statusCode: 'WON',
      odds: 1.93,
      oddsTaken: 1.93,
      betItem: '파워볼 홀',
      gameTypeName: '파워볼 홀짝',
    })
    expect(won?.actualPayout).toBe(payoutOf(won?.stake ?? 0, 193))
    expect(won?.expectedWin).toBe(won?.actualPayout)
  })

  test('filters: result, round, member, login id and dates; the page sums follow the page', async () => {
    const wins = await list(admin, { result: 'WIN', limit: 200 })
    expect(wins.items.every((row) => row.statusCode === 'WON')).toBe(true)
    expect(wins.items).toHaveLength(
      book.bets.filter((b) => b.status === 'WON' && isLive(b.userId, b.settledAt)).length,
    )
    const pending = await list(admin, { result: 'PENDING' })
    expect(pending.sums.total.stake).toBe(
      sum(
        book.bets.filter((b) => b.status === 'PLACED'),
        (b) => b.stake,
      ),
    )
    const voided = await list(shop, { result: 'VOID' })
    expect(voided.items.map((row) => row.stake)).toEqual([7_000])
    const r2 = roundOfDay(D2, 200)
    const onR2 = await list(admin, { roundNo: r2 })
    expect(onR2.items.map((row) => row.roundNo)).toEqual(
      book.bets.filter((b) => b.round === r2).map(() => r2),
    )
    const mine = await list(admin, { userId: members.out1.userId })
    expect(mine.items.map((row) => row.loginId)).toEqual(['statsout1', 'statsout1'])
    expect((await list(admin, { loginId: 'statsout1' })).items).toEqual(mine.items)
    const day1 = await list(admin, { startDate: D1, endDate: D1 })
    expect(day1.items.every((row) => kstDay(new Date(row.placedAt)) === D1)).toBe(true)
    expect(day1.items.length).toBe(book.bets.filter((b) => kstDay(b.placedAt) === D1).length)

    const firstPage = await list(admin, { limit: 10, page: 1 })
    expect(firstPage.sums.page.stake).toBe(sum(firstPage.items, (row) => row.stake))
    expect(firstPage.sums.total.stake).toBeGreaterThan(firstPage.sums.page.stake)
  })

  test('archived items are left out; out-of-scope members are not found; the limit is clamped', async () => {
    const in2 = await list(shop, { userId: members.in2.userId })
    const expected = liveItemsOf([members.in2.userId])
    expect(in2.items.map((row) => row.stake).sort()).toEqual(expected.map((b) => b.stake).sort())
    expect(expected.length).toBeLessThan(book.bets.filter((b) => b.userId === members.in2.userId).length)
    await expectDomainError(list(shop, { userId: members.out1.userId }), 'NOT_FOUND')
    await expectDomainError(list(shop, { loginId: 'statsout2' }), 'NOT_FOUND')
    await expectDomainError(list(shop, { loginId: 'nobody-at-all' }), 'NOT_FOUND')
    expect((await list(shop, { limit: 3 })).pagination.limit).toBe(10)
    expect((await list(shop, { limit: '5000' })).pagination.limit).toBe(200)
    expect(() => adminBetsInput.parse({ limit: 'many' })).toThrow()
    expect(() => adminBetsInput.parse({ result: 'WON' })).toThrow()
  })
})
