import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import {
  adjustBalanceInput,
  adjustPointsInput,
  adminPointsInput,
  listRequestsInput,
  myRequestsInput,
  pointConvertInput,
  requestStatusInput,
  topupInput,
  withdrawalInput,
} from '@pb/contract/inputs/cashier'
import { createMemberInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { adjustBalance, adjustPoints } from '@pb/core/cashier/adjust'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { listPointLedger, pointHistory } from '@pb/core/cashier/point-history'
import { listRequests, myRequests, pendingCounts } from '@pb/core/cashier/request-lists'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import { setRequestStatus } from '@pb/core/cashier/set-request-status'
import { useCaseContext } from '@pb/core/context'
import { canReceive } from '@pb/core/events/audience'
import { updateSettings } from '@pb/core/operator-settings'
import { createMember } from '@pb/core/users/create-member'
import { auditLog, type Database, type MoneyLedgerType, moneyLedger, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { and, eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  createSeededDb,
  expectDomainError,
  fundedMember,
  gameDeps,
  granting,
  ledgerMismatches,
  walletOf,
} from './support'

let database: Database
let superAdmin: Actor
let hq: Actor
let shop: Actor
let game: Awaited<ReturnType<typeof gameDeps>>
const now = new Date('2026-11-26T03:00:00Z')

beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  hq = await actorOf(database, 'hq1')
  shop = await actorOf(database, 'shop1')
}, 60_000)
afterAll(() => database.close())
beforeEach(async () => {
  game = await gameDeps(database, now)
  expect(await ledgerMismatches(database)).toEqual([])
})

const topup = (member: Actor, body: unknown) =>
  requestTopup(useCaseContext(game.deps, member), topupInput.parse(body))
const withdraw = (member: Actor, body: unknown) =>
  requestWithdrawal(useCaseContext(game.deps, member), withdrawalInput.parse(body))
const decide = (admin: Actor, body: unknown) =>
  setRequestStatus(
    granting(useCaseContext(game.deps, admin), 'cashier.decide'),
    requestStatusInput.parse(body),
  )
const account = (loginId: string) => ({
  loginId,
  password: 'pass1234',
  bankName: '국민은행',
  accountNumber: '123456',
  accountHolder: '홍길동',
})
const ledgerOf = (userId: number, type: MoneyLedgerType) =>
  database.db
    .select()
    .from(moneyLedger)
    .where(and(eq(moneyLedger.userId, userId), eq(moneyLedger.type, type)))

describe(`cashier on ${testDriver}`, () => {
  test('a top-up credits nothing until approved, then exactly once', async () => {
    const member = await fundedMember(database, 0)
    const request = await topup(member, { amount: 50_000, note: '입금했습니다' })
    expect(request).toMatchObject({ transactionType: 'TOPUP', amount: 50_000, statusCode: 'PENDING' })
    expect((await walletOf(database, member.loginId)).money).toBe(0)
    expect(game.events.map((e) => e.type)).toEqual(['TRANSACTION_REQUESTED'])

    const approved = await decide(shop, { type: 'topup', id: request.id, action: 'approve' })
    expect(approved).toMatchObject({
      statusCode: 'APPROVED',
      statusName: '승인',
      requestAmount: 50_000,
      loginId: member.loginId,
      approverName: '역삼매장장',
    })
    expect((await walletOf(database, member.loginId)).money).toBe(50_000)
    expect(await ledgerOf(member.userId, 'TOPUP')).toMatchObject([
      { amount: 50_000, balanceAfter: 50_000, refId: String(request.id), actorId: shop.userId },
    ])
    expect(game.events.find((e) => e.type === 'BALANCE_UPDATED')).toEqual({
      type: 'BALANCE_UPDATED',
      userId: member.userId,
      moneyBal: 50_000,
      pointBal: 0,
      cause: 'CASHIER_REQUEST',
      version: expect.any(Number),
    })

    await expectDomainError(
      decide(shop, { type: 'topup', id: request.id, action: 'approve' }),
      'REQUEST_ALREADY_PROCESSED',
    )
    await expectDomainError(
      decide(shop, { type: 'topup', id: request.id, action: 'reject', reason: '늦음' }),
      'REQUEST_ALREADY_PROCESSED',
    )
    expect((await walletOf(database, member.loginId)).money).toBe(50_000)
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(request.id)))
    expect(audit.map((a) => a.action)).toEqual(['TRANSACTION_APPROVE'])
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('a withdrawal holds at once; rejection releases the hold, approval pays it out', async () => {
    const member = await fundedMember(database, 100_000)
    const first = await withdraw(member, { amount: '30000' })
    expect(first).toMatchObject({ statusCode: 'PENDING', amount: 30_000, newMoneyBal: 70_000 })
    expect(await ledgerMismatches(database)).toEqual([])
    await expectDomainError(withdraw(member, { amount: 70_001 }), 'INSUFFICIENT_BALANCE')

    const rejected = await decide(shop, {
      type: 'withdrawal',
      id: first.id,
      action: 'reject',
      reason: '계좌 확인',
    })
    expect(rejected).toMatchObject({ statusCode: 'REJECTED', rejectReason: '계좌 확인' })
    expect((await walletOf(database, member.loginId)).money).toBe(100_000)
    expect(await ledgerOf(member.userId, 'WITHDRAW_RELEASE')).toMatchObject([{ amount: 30_000 }])
    await expectDomainError(
      decide(shop, { type: 'withdrawal', id: first.id, action: 'approve' }),
      'REQUEST_ALREADY_PROCESSED',
    )

    const second = await withdraw(member, { amount: 40_000 })
    await decide(hq, { type: 'withdrawal', id: second.id, action: 'approve' })
    expect((await walletOf(database, member.loginId)).money).toBe(60_000)
    expect(await ledgerOf(member.userId, 'WITHDRAW_APPROVED')).toMatchObject([
      { amount: 0, balanceAfter: 60_000 },
    ])
    expect(await ledgerMismatches(database)).toEqual([])

    const mine = await myRequests(
      useCaseContext(game.deps, member),
      myRequestsInput.parse({ type: 'withdrawal' }),
    )
    expect(mine.items.map((t) => [t.statusCode, t.amount])).toEqual([
      ['APPROVED', 40_000],
      ['REJECTED', 30_000],
    ])
    expect(mine.items[0]?.approvedAt).not.toBeNull()
    expect(mine.items[1]?.approvedAt).toBeNull()
  })

  test('a request of another type or outside the subtree is not found', async () => {
    const member = await fundedMember(database, 0)
    const request = await topup(member, { amount: 10_000 })
    await expectDomainError(
      decide(shop, { type: 'withdrawal', id: request.id, action: 'approve' }),
      'NOT_FOUND',
    )

    await createMember(
      granting(useCaseContext(game.deps, superAdmin), 'members.manage'),
      createMemberInput.parse({ ...account('rootmember'), orgId: 1 }),
    )
    const rootMember = await actorOf(database, 'rootmember', 'pass1234', 'member')
    const outside = await topup(rootMember, { amount: 10_000 })
    await expectDomainError(decide(hq, { type: 'topup', id: outside.id, action: 'approve' }), 'NOT_FOUND')
    const hqList = await listRequests(
      granting(useCaseContext(game.deps, hq), 'cashier.view'),
      listRequestsInput.parse({ type: 'topup' }),
    )
    expect(hqList.items.map((t) => t.id)).toContain(request.id)
    expect(hqList.items.map((t) => t.id)).not.toContain(outside.id)
    expect(await pendingCounts(granting(useCaseContext(game.deps, superAdmin), 'cashier.view'))).toEqual({
      topup: (await pendingCounts(granting(useCaseContext(game.deps, hq), 'cashier.view'))).topup + 1,
      withdrawal: expect.any(Number),
    })
    await decide(superAdmin, { type: 'topup', id: outside.id, action: 'reject', reason: '입금 없음' })
    expect(await pendingCounts(granting(useCaseContext(game.deps, superAdmin), 'cashier.view'))).toEqual(
      await pendingCounts(granting(useCaseContext(game.deps, hq), 'cashier.view')),
    )
    expect((await walletOf(database, 'rootmember')).money).toBe(0)
  })

  test('the admin list filters by status list, user and dates', async () => {
    const member = await fundedMember(database, 0)
    const a = await topup(member, { amount: 10_000 })
    await topup(member, { amount: 20_000 })
    await decide(shop, { type: 'topup', id: a.id, action: 'approve' })
    const list = (filter: Record<string, unknown>) =>
      listRequests(
        granting(useCaseContext(game.deps, shop), 'cashier.view'),
        listRequestsInput.parse({ type: 'TOPUP', userId: member.userId, ...filter }),
      )
    expect((await list({})).items.map((t) => t.requestAmount)).toEqual([20_000, 10_000])
    expect((await list({ order: 'asc' })).items.map((t) => t.requestAmount)).toEqual([10_000, 20_000])
    expect(() => listRequestsInput.parse({ type: 'topup', order: 'sideways' })).toThrow()
    expect((await list({ status: 'PENDING' })).items.map((t) => t.requestAmount)).toEqual([20_000])
    expect((await list({ status: 'APPROVED,REJECTED' })).items.map((t) => t.requestAmount)).toEqual([10_000])
    expect((await list({ startDate: '2026-11-26', endDate: '2026-11-26' })).pagination.total).toBe(2)
    expect((await list({ startDate: '2026-11-27' })).pagination.total).toBe(0)
    expect(() => listRequestsInput.parse({ type: 'topup', status: 'PENDING,DONE' })).toThrow()
  })

  test('points convert 1:1 into money, never beyond the points held', async () => {
    const member = await fundedMember(database, 0)
    await adjustPoints(
      granting(useCaseContext(game.deps, shop), 'wallets.adjust'),
      adjustPointsInput.parse({ id: member.userId, amount: 5_000, note: '이벤트' }),
    )
    await expectDomainError(
      convertPoints(useCaseContext(game.deps, member), pointConvertInput.parse({ pointAmount: 5_001 })),
      'INSUFFICIENT_POINTS',
    )
    const converted = await convertPoints(
      useCaseContext(game.deps, member),
      pointConvertInput.parse({ pointAmount: 1_200 }),
    )
    expect(converted).toMatchObject({
      transactionType: 'POINT_CONVERT',
      statusCode: 'APPROVED',
      moneyAmount: 1_200,
      pointAmount: 1_200,
      newMoneyBal: 1_200,
      newPointBal: 3_800,
    })
    const history = await pointHistory(useCaseContext(game.deps, member), { page: 1, limit: 20 })
    expect(history.items.map((row) => [row.type, row.amount, row.ledgerType])).toEqual([
      ['use', 1_200, 'POINT_CONVERT_IN'],
      ['earn', 5_000, 'POINT_ADJUST'],
    ])
    expect(history.items[0]).toMatchObject({ date: '2026-11-26', time: '12:00:00' })
    const mine = await myRequests(
      useCaseContext(game.deps, member),
      myRequestsInput.parse({ type: 'point_convert' }),
    )
    expect(mine.items).toHaveLength(1)
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('the conversion password is checked only while the setting requires it', async () => {
    const member = await fundedMember(database, 0)
    await adjustPoints(
      granting(useCaseContext(game.deps, superAdmin), 'wallets.adjust'),
      adjustPointsInput.parse({ id: member.userId, amount: 100 }),
    )
    const convert = (password?: string) =>
      convertPoints(useCaseContext(game.deps, member), pointConvertInput.parse({ pointAmount: 10, password }))
    await convert('anything')
    await updateSettings(granting(useCaseContext(game.deps, superAdmin), 'settings.propose'), {
      pointConvertPasswordRequired: true,
    })
    try {
      await expectDomainError(convert('1234'), 'POINT_PASSWORD_NOT_SET')
      const hash = await Bun.password.hash('4321', { algorithm: 'argon2id' })
      await database.db.update(users).set({ pointPasswordHash: hash }).where(eq(users.id, member.userId))
      await expectDomainError(convert(), 'POINT_PASSWORD_REQUIRED')
      await expectDomainError(convert('1234'), 'POINT_PASSWORD_MISMATCH')
      expect((await convert('4321')).newPointBal).toBe(80)
    } finally {
      await updateSettings(granting(useCaseContext(game.deps, superAdmin), 'settings.propose'), {
        pointConvertPasswordRequired: false,
      })
    }
  })

  test('adjustments move money and points of managed users only, never below 0, audited', async () => {
    const member = await fundedMember(database, 10_000)
    const credit = await adjustBalance(
      granting(useCaseContext(game.deps, shop), 'wallets.adjust'),
      adjustBalanceInput.parse({ id: member.userId, amount: 5_000, note: '보너스' }),
    )
    expect(credit).toMatchObject({ type: 'ADJUST_CREDIT', moneyBal: 15_000 })
    await expectDomainError(
      adjustBalance(
        granting(useCaseContext(game.deps, shop), 'wallets.adjust'),
        adjustBalanceInput.parse({ id: member.userId, amount: -15_001 }),
      ),
      'INSUFFICIENT_BALANCE',
    )
    const debit = await adjustBalance(
      granting(useCaseContext(game.deps, shop), 'wallets.adjust'),
      adjustBalanceInput.parse({ id: member.userId, amount: -15_000, type: 'ADJUST_DEBIT' }),
    )
    expect(debit).toMatchObject({ type: 'ADJUST_DEBIT', moneyBal: 0 })
    expect(() => adjustBalanceInput.parse({ id: 1, amount: 5_000, type: 'ADJUST_DEBIT' })).toThrow()
    expect(() => adjustBalanceInput.parse({ id: 1, amount: 0 })).toThrow()
    await expectDomainError(
      adjustPoints(
        granting(useCaseContext(game.deps, shop), 'wallets.adjust'),
        adjustPointsInput.parse({ id: member.userId, amount: -1 }),
      ),
      'INSUFFICIENT_POINTS',
    )
    // A shop cannot reach the HQ administrator above it.
    await expectDomainError(
      adjustBalance(
        granting(useCaseContext(game.deps, shop), 'wallets.adjust'),
        adjustBalanceInput.parse({ id: hq.userId, amount: 1_000 }),
      ),
      'NOT_FOUND',
    )
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(member.userId)))
    expect(audit.map((a) => a.action).filter((a) => a === 'BALANCE_ADJUST')).toHaveLength(2)
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('the admin point list filters by type and user and stays in the subtree', async () => {
    const member = await fundedMember(database, 0)
    await adjustPoints(
      granting(useCaseContext(game.deps, shop), 'wallets.adjust'),
      adjustPointsInput.parse({ id: member.userId, amount: 700 }),
    )
    await convertPoints(useCaseContext(game.deps, member), pointConvertInput.parse({ pointAmount: 300 }))
    const list = (actor: Actor, filter: Record<string, unknown>) =>
      listPointLedger(
        granting(useCaseContext(game.deps, actor), 'points.view'),
        adminPointsInput.parse({ userId: member.userId, ...filter }),
      )
    const all = await list(shop, {})
    expect(all.items.map((e) => [e.ledgerType, e.typeName, e.amount, e.pointBalAfter])).toEqual([
      ['POINT_CONVERT_IN', '전환', -300, 400],
      ['POINT_ADJUST', '조정', 700, 700],
    ])
    expect((await list(shop, { type: 'CONVERT' })).items).toHaveLength(1)
    expect((await list(shop, { type: 'EARN' })).items).toHaveLength(0)
    await adjustPoints(
      granting(useCaseContext(game.deps, superAdmin), 'wallets.adjust'),
      adjustPointsInput.parse({ id: hq.userId, amount: 10 }),
    )
    const shopView = await listPointLedger(
      granting(useCaseContext(game.deps, shop), 'points.view'),
      adminPointsInput.parse({ limit: 200 }),
    )
    expect(shopView.items.map((e) => e.loginId)).not.toContain('hq1')
    expect(shopView.items.map((e) => e.loginId)).toContain('member1')
  })

  test('an Idempotency-Key replays the first answer; another body with it is a conflict', async () => {
    const member = await fundedMember(database, 50_000)
    const body = { amount: 20_000, idempotencyKey: 'w-1' }
    const first = await withdraw(member, body)
    const again = await withdraw(member, body)
    expect(again).toEqual(first)
    expect((await walletOf(database, member.loginId)).money).toBe(30_000)
    await expectDomainError(withdraw(member, { ...body, amount: 10_000 }), 'IDEMPOTENCY_CONFLICT')
    // The same key on another call is another body.
    await expectDomainError(topup(member, body), 'IDEMPOTENCY_CONFLICT')

    const approve = { type: 'withdrawal', id: first.id, action: 'approve', idempotencyKey: 'a-1' }
    const approved = await decide(shop, approve)
    expect(await decide(shop, approve)).toEqual(approved)
    await expectDomainError(
      decide(shop, { ...approve, action: 'reject', reason: 'x' }),
      'IDEMPOTENCY_CONFLICT',
    )
    expect(await ledgerOf(member.userId, 'WITHDRAW_APPROVED')).toHaveLength(1)
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('new requests reach only administrators whose subtree holds the member', async () => {
    const member = await fundedMember(database, 20_000)
    await withdraw(member, { amount: 10_000 })
    const requested = game.events.find((e) => e.type === 'TRANSACTION_REQUESTED')
    const balance = game.events.find((e) => e.type === 'BALANCE_UPDATED')
    if (!requested || !balance) throw new Error('events missing')
    expect(requested).toMatchObject({
      transactionType: 'WITHDRAWAL',
      memberId: member.userId,
      amount: 10_000,
    })
    for (const admin of [superAdmin, hq, shop]) expect(canReceive(admin, requested)).toBe(true)
    const otherShop = { ...shop, userId: -1, orgPath: '/1/999/' }
    expect(canReceive(otherShop, requested)).toBe(false)
    expect(canReceive(member, requested)).toBe(false)
    expect(canReceive({ ...hq, area: 'member' }, requested)).toBe(false)
    expect(canReceive(member, balance)).toBe(true)
    expect(canReceive(shop, balance)).toBe(false)
  })
})
