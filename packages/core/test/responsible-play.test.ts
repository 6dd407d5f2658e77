import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { pointConvertInput, topupInput, withdrawalInput } from '@pb/contract/inputs/cashier'
import { updateMemberInput } from '@pb/contract/inputs/members'
import { selfExclusionInput, setLimitInput } from '@pb/contract/inputs/responsible-play'
import type { Actor } from '@pb/core/auth/actor'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { drawRound } from '@pb/core/game/draw-round'
import { settleRound } from '@pb/core/game/settle-round'
import { selfLimitRefusal, spendHeadroom } from '@pb/core/responsible-play/headroom'
import { myLimits, setLimit } from '@pb/core/responsible-play/limits'
import { periodStart } from '@pb/core/responsible-play/periods'
import { excludeSelf, PERMANENT_EXCLUSION } from '@pb/core/responsible-play/self-exclusion'
import { localSalt } from '@pb/core/testing'
import { updateMember } from '@pb/core/users/update-member'
import { auditLog, type Database, type SelfLimitPeriod, type SelfLimitType, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { and, eq } from 'drizzle-orm'
import {
  actorOf,
  afterDraw,
  createSeededDb,
  expectDomainError,
  fundedMember,
  gameDeps,
  granting,
  ledgerMismatches,
  quietDeps,
  silentBus,
  walletOf,
} from './support'

let database: Database
let admin: Actor
const HOUR = 3600 * 1000
const DAY = 24 * HOUR

/** Two minutes before round `k` of a KST date is drawn: its betting window is open. */
const openAt = (date: string, k: number) => new Date(drawAt(roundOfDay(date, k)).getTime() - 120_000)

beforeAll(async () => {
  database = await createSeededDb()
  admin = await actorOf(database, 'admin', 'admin-pass-1')
}, 60_000)
afterAll(() => database.close())

/** A member's use case at an instant of the game clock. */
const at = (actor: Actor, instant: Date) =>
  useCaseContext({ db: database.db, bus: silentBus(database), clock: createManualClock(instant) }, actor)

const limit = (
  actor: Actor,
  instant: Date,
  type: SelfLimitType,
  period: SelfLimitPeriod,
  amount: number | null,
) => setLimit(at(actor, instant), setLimitInput.parse({ type, period, amount }))

const bet = (actor: Actor, instant: Date, amount: number, selection = 'PB_ODD') =>
  placeBet(at(actor, instant), placeBetInput.parse({ items: [{ selectionCode: selection, stake: amount }] }))

const topup = (actor: Actor, instant: Date, amount: number) =>
  requestTopup(at(actor, instant), topupInput.parse({ amount }))

/** What a limit of `type` counts: a bet for STAKE and LOSS, a top-up request for DEPOSIT. */
const spend = (type: SelfLimitType, actor: Actor, instant: Date, amount: number) =>
  type === 'DEPOSIT' ? topup(actor, instant, amount) : bet(actor, instant, amount)

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as { code: string; message: string; details?: Record<string, unknown> }
  }
  throw new Error('expected a refusal')
}

const viewOf = async (actor: Actor, instant: Date, type: SelfLimitType, period: SelfLimitPeriod) =>
  (await myLimits(at(actor, instant))).find((l) => l.type === type && l.period === period)

describe(`responsible play on ${testDriver}`, () => {
  test('periods are KST: the day from midnight, the week from Monday, the calendar month', () => {
    // 2026-11-25 (a Wednesday) 08:30 KST is 2026-11-24 23:30 UTC.
    const instant = new Date('2026-11-24T23:30:00Z')
    expect(periodStart('DAY', instant).toISOString()).toBe('2026-11-24T15:00:00.000Z')
    expect(periodStart('WEEK', instant).toISOString()).toBe('2026-11-22T15:00:00.000Z')
    expect(periodStart('MONTH', instant).toISOString()).toBe('2026-10-31T15:00:00.000Z')
    // A Sunday belongs to the week that began the Monday before; a Monday starts its own.
    expect(periodStart('WEEK', new Date('2026-11-29T14:00:00Z')).toISOString()).toBe(
      '2026-11-22T15:00:00.000Z',
    )
    expect(periodStart('WEEK', new Date('2026-11-29T15:00:00Z')).toISOString()).toBe(
      '2026-11-29T15:00:00.000Z',
    )
  })

  // For each period: an instant of the period before, then two of the same period.
  const periods: Record<SelfLimitPeriod, [Date, Date, Date]> = {
    DAY: [openAt('2026-11-24', 285), openAt('2026-11-25', 3), openAt('2026-11-25', 144)],
    WEEK: [openAt('2026-11-29', 285), openAt('2026-11-30', 3), openAt('2026-12-03', 144)],
    MONTH: [openAt('2026-11-30', 285), openAt('2026-12-01', 3), openAt('2026-12-20', 144)],
  }
  const labels = { DAY: '일일', WEEK: '주간', MONTH: '월간', DEPOSIT: '충전', STAKE: '베팅', LOSS: '손실' }

  for (const type of ['DEPOSIT', 'STAKE', 'LOSS'] as const) {
    for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
      test(`${type} per ${period}: the period before does not count, the current one does`, async () => {
        const member = await fundedMember(database, 1_000_000)
        const [before, start, later] = periods[period]
        await limit(member, before, type, period, 50_000)
        await spend(type, member, before, 40_000)
        await spend(type, member, start, 40_000)
        const wallet = await walletOf(database, member.loginId)
        const refused = await refusal(spend(type, member, later, 20_000))
        expect(refused.code).toBe('LIMIT_SELF')
        expect(refused.message).toBe(
          `${labels[period]} ${labels[type]} 한도 50,000원 초과 (남은 한도 10,000원)`,
        )
        expect(refused.details).toEqual({ type, period, limit: 50_000, remaining: 10_000 })
        expect(await walletOf(database, member.loginId)).toEqual(wallet)
        await spend(type, member, later, 10_000)
        expect(await viewOf(member, later, type, period)).toMatchObject({
          amount: 50_000,
          used: 50_000,
          remaining: 0,
        })
      }, 60_000)
    }
  }

  test('a decrease applies at once; an increase and a removal wait 24 hours', async () => {
    const member = await fundedMember(database, 1_000_000)
    const t0 = openAt('2026-12-07', 100)
    await limit(member, t0, 'STAKE', 'WEEK', 100_000)
    await limit(member, t0, 'STAKE', 'WEEK', 50_000)
    expect(await viewOf(member, t0, 'STAKE', 'WEEK')).toMatchObject({ amount: 50_000, pending: null })

    const raisedAt = new Date(t0.getTime() + 60_000)
    const views = await limit(member, raisedAt, 'STAKE', 'WEEK', 80_000)
    const raised = views.find((v) => v.type === 'STAKE' && v.period === 'WEEK')
    const from = new Date(raisedAt.getTime() + DAY).toISOString()
    expect(raised).toMatchObject({ amount: 50_000, pending: { amount: 80_000, from } })
    // Asking again keeps the time already running.
    await limit(member, new Date(raisedAt.getTime() + HOUR), 'STAKE', 'WEEK', 80_000)
    expect((await viewOf(member, raisedAt, 'STAKE', 'WEEK'))?.pending?.from).toBe(from)

    await bet(member, raisedAt, 50_000)
    expect((await refusal(bet(member, new Date(raisedAt.getTime() + 1_000), 10_000))).code).toBe('LIMIT_SELF')

    const dayLater = openAt('2026-12-08', 110)
    expect(dayLater.getTime()).toBeGreaterThan(raisedAt.getTime() + DAY)
    expect(await viewOf(member, dayLater, 'STAKE', 'WEEK')).toMatchObject({ amount: 80_000, pending: null })
    await bet(member, dayLater, 30_000)
    expect((await refusal(bet(member, dayLater, 1_000))).message).toBe(
      '주간 베팅 한도 80,000원 초과 (남은 한도 0원)',
    )

    // A removal waits too; a decrease meanwhile cancels it.
    await limit(member, dayLater, 'STAKE', 'WEEK', null)
    expect(await viewOf(member, dayLater, 'STAKE', 'WEEK')).toMatchObject({
      amount: 80_000,
      pending: { amount: null, from: new Date(dayLater.getTime() + DAY).toISOString() },
    })
    const removedAt = new Date(dayLater.getTime() + DAY)
    expect(await viewOf(member, removedAt, 'STAKE', 'WEEK')).toMatchObject({ amount: null, remaining: null })
    await limit(member, removedAt, 'STAKE', 'WEEK', 200_000)
    expect(await viewOf(member, removedAt, 'STAKE', 'WEEK')).toMatchObject({ amount: 200_000, pending: null })
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, member.userId), eq(auditLog.action, 'SELF_LIMIT_SET')))
    expect(audited).toHaveLength(6)
  }, 60_000)

  test('two parallel bets that together would pass a STAKE limit: exactly one is refused', async () => {
    const member = await fundedMember(database, 1_000_000)
    const t = openAt('2026-12-09', 50)
    await limit(member, t, 'STAKE', 'DAY', 50_000)
    const outcomes = await Promise.allSettled([bet(member, t, 30_000), bet(member, t, 30_000, 'PB_EVEN')])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const refused = outcomes.find((o) => o.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason.code).toBe('LIMIT_SELF')
    expect((await walletOf(database, member.loginId)).money).toBe(970_000)
    expect(await ledgerMismatches(database)).toEqual([])
  }, 60_000)

  test('purchases checked in turn against one reading spend its headroom', () => {
    const headroom = [{ type: 'STAKE', period: 'DAY', limit: 50_000, used: 20_000 } as const]
    expect(selfLimitRefusal(headroom, 30_000)).toBeNull()
    expect(selfLimitRefusal(spendHeadroom(headroom, 30_000), 1_000)?.details).toEqual({
      type: 'STAKE',
      period: 'DAY',
      limit: 50_000,
      remaining: 0,
    })
    expect(selfLimitRefusal(undefined, 1_000_000)).toBeNull()
  })

  test('a net loss counts pending stakes as lost until a payout comes back', async () => {
    const member = await fundedMember(database, 1_000_000)
    const round = roundOfDay('2026-12-10', 60)
    const t = openAt('2026-12-10', 60)
    await limit(member, t, 'LOSS', 'DAY', 20_000)
    await bet(member, t, 10_000, 'PB_ODD')
    await bet(member, t, 10_000, 'PB_EVEN')
    expect((await refusal(bet(member, t, 1_000))).message).toBe(
      '일일 손실 한도 20,000원 초과 (남은 한도 0원)',
    )
    const drawnAt = afterDraw(round)
    await drawRound(quietDeps(database, drawnAt), round, drawnAt, await localSalt(database.db, round))
    await settleRound(database, round, drawnAt)
    // One of odd and even won 19,300: the day has lost 700.
    const next = openAt('2026-12-10', 61)
    expect(await viewOf(member, next, 'LOSS', 'DAY')).toMatchObject({ used: 700, remaining: 19_300 })
    await bet(member, next, 19_000)
    expect((await refusal(bet(member, next, 1_000))).details).toMatchObject({ remaining: 300 })
  }, 60_000)

  test('a self-excluded member can withdraw but not bet, top up or convert; it only lengthens and ends by itself', async () => {
    const member = await fundedMember(database, 100_000)
    const t = openAt('2026-12-14', 100)
    const excluded = await excludeSelf(at(member, t), selfExclusionInput.parse({ days: 7 }))
    const until = new Date(t.getTime() + 7 * DAY)
    expect(excluded).toEqual({ selfExcludedUntil: until.toISOString(), permanent: false })

    const betRefused = await refusal(bet(member, t, 1_000))
    expect(betRefused.code).toBe('SELF_EXCLUDED')
    expect(betRefused.message).toContain('2026-12-21')
    await expectDomainError(topup(member, t, 10_000), 'SELF_EXCLUDED')
    await expectDomainError(
      convertPoints(at(member, t), pointConvertInput.parse({ pointAmount: 1 })),
      'SELF_EXCLUDED',
    )
    await requestWithdrawal(at(member, t), withdrawalInput.parse({ amount: 10_000 }))
    expect((await walletOf(database, member.loginId)).money).toBe(90_000)

    // A shorter request keeps the later end.
    expect(await excludeSelf(at(member, t), selfExclusionInput.parse({ days: 1 }))).toEqual(excluded)
    // No administrator's edit reaches it: the field is refused, and an edit leaves it alone.
    expect(updateMemberInput.safeParse({ id: member.userId, selfExcludedUntil: null }).success).toBe(false)
    const ctx = useCaseContext((await gameDeps(database, t)).deps, admin)
    const edited = await updateMember(
      granting(ctx, 'members.manage'),
      updateMemberInput.parse({ id: member.userId, nickname: 'x' }),
    )
    expect(edited.selfExcludedUntil).toBe(until.toISOString())

    const over = new Date(until.getTime() + 60_000)
    const afterwards = openAt('2026-12-21', 200)
    expect(afterwards.getTime()).toBeGreaterThan(over.getTime())
    await bet(member, afterwards, 1_000)
    await topup(member, afterwards, 10_000)
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, member.userId), eq(auditLog.action, 'SELF_EXCLUSION')))
    expect(audited).toHaveLength(2)
  }, 60_000)

  test('a permanent exclusion never ends', async () => {
    const member = await fundedMember(database, 10_000)
    const t = openAt('2026-12-15', 100)
    await excludeSelf(at(member, t), selfExclusionInput.parse({ days: 30 }))
    const answer = await excludeSelf(at(member, t), selfExclusionInput.parse({ permanent: true }))
    expect(answer).toEqual({ selfExcludedUntil: PERMANENT_EXCLUSION.toISOString(), permanent: true })
    const [row] = await database.db.select().from(users).where(eq(users.id, member.userId))
    expect(row?.selfExcludedUntil?.toISOString()).toBe(PERMANENT_EXCLUSION.toISOString())
    expect((await refusal(bet(member, openAt('2036-01-01', 100), 1_000))).code).toBe('SELF_EXCLUDED')
  }, 60_000)

  test('bad limits and exclusions are refused with Korean messages', () => {
    for (const bad of [
      { type: 'BONUS', period: 'DAY', amount: 10_000 },
      { type: 'STAKE', period: 'YEAR', amount: 10_000 },
      { type: 'STAKE', period: 'DAY', amount: 0 },
      { type: 'STAKE', period: 'DAY', amount: 1_500.5 },
      { type: 'STAKE', period: 'DAY', amount: '10000' },
      { type: 'STAKE', period: 'DAY' },
      { type: 'STAKE', period: 'DAY', amount: 10_000, userId: 1 },
    ]) {
      const parsed = setLimitInput.safeParse(bad)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toMatch(/[가-힣]/)
    }
    for (const bad of [{}, { days: 2 }, { days: '7' }, { permanent: false }, { days: 7, permanent: true }]) {
      const parsed = selfExclusionInput.safeParse(bad)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toMatch(/[가-힣]/)
    }
  })
})
