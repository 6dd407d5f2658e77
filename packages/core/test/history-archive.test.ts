import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  adjustBalanceInput,
  adjustPointsInput,
  adminPointsInput,
  listRequestsInput,
  myRequestsInput,
  pointConvertInput,
  pointHistoryInput,
  requestStatusInput,
  topupInput,
  withdrawalInput,
} from '@pb/contract/inputs/cashier'
import { createMemberInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { betDetail, betHistory } from '@pb/core/betting/history'
import { placeBet } from '@pb/core/betting/place-bet'
import { betHistoryInput, placeBetInput } from '@pb/core/betting/schemas'
import { adjustBalance, adjustPoints } from '@pb/core/cashier/adjust'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { listPointLedger, pointHistory } from '@pb/core/cashier/point-history'
import { listRequests, myRequests, pendingCounts } from '@pb/core/cashier/request-lists'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import { setRequestStatus } from '@pb/core/cashier/set-request-status'
import { type UseCaseContext, useCaseContext } from '@pb/core/context'
import { DomainError } from '@pb/core/errors'
import { drawRound } from '@pb/core/game/draw-round'
import { settleRound } from '@pb/core/game/settle-round'
import { archiveEveryone } from '@pb/core/history-archive/archive-everyone'
import { listArchives } from '@pb/core/history-archive/archive-list'
import { archiveMember } from '@pb/core/history-archive/archive-member'
import { archivedHistory } from '@pb/core/history-archive/archived-history'
import type { ClearedCounts } from '@pb/core/history-archive/newly-archived'
import { archiveEveryoneInput, archiveInput, archiveListInput } from '@pb/core/history-archive/schemas'
import { localSalt } from '@pb/core/testing'
import { createMember } from '@pb/core/users/create-member'
import { myMoneyLedger } from '@pb/core/wallet/my-money-ledger'
import { auditLog, type Database, historyArchives, queryRows, users } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundRunningAt } from '@pb/game'
import { and, eq, isNull, sql } from 'drizzle-orm'
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
} from './support'

let database: Database
let superAdmin: Actor
let hq: Actor
let agency: Actor
let shop: Actor
let member: Actor
// Rounds a little ahead of the real clock, so rows stamped with real time (funding) come before them.
const round = roundRunningAt(new Date()) + 3
const openAt = (roundNo: number) => new Date(drawAt(roundNo).getTime() - 150_000)
let game: Awaited<ReturnType<typeof gameDeps>>
const as = (actor: Actor): UseCaseContext => useCaseContext(game.deps, actor)

let settledBetId = 0
let pendingBetId = 0
let pendingTopupId = 0
let pendingWithdrawalId = 0

/** Rows of the member's history as the database holds them, archived or not. */
async function rowsOf(userId: number) {
  const [row] = await queryRows<Record<string, string>>(
    database.db,
    sql`select
      (select count(*) from money_ledger where user_id = ${userId}) as money,
      (select count(*) from point_ledger where user_id = ${userId}) as points,
      (select count(*) from bets where user_id = ${userId}) as bets,
      (select count(*) from cash_transactions where user_id = ${userId}) as requests`,
  )
  return {
    money: Number(row?.money),
    points: Number(row?.points),
    bets: Number(row?.bets),
    requests: Number(row?.requests),
  }
}

async function walletsOfAll() {
  return queryRows<{ user_id: number; money: string; points: string; held: string }>(
    database.db,
    sql`select user_id, money, points, held from wallets order by user_id`,
  )
}

/** Everything the member and their shop see in the everyday lists. */
async function everydayLists(userId: number) {
  const transactions = (type: 'topup' | 'withdrawal') =>
    listRequests(granting(as(shop), 'cashier.view'), listRequestsInput.parse({ type, userId }))
  return {
    bets: (await betHistory(as(member), betHistoryInput.parse({ limit: 100 }))).items.map((b) => b.id),
    money: (await myMoneyLedger(as(member), { page: 1, limit: 100 })).pagination.total,
    points: (await pointHistory(as(member), pointHistoryInput.parse({ limit: 100 }))).pagination.total,
    mine: (await myRequests(as(member), myRequestsInput.parse({ limit: 100 }))).items.map((t) => t.id),
    topups: (await transactions('topup')).items.map((t) => t.id),
    withdrawals: (await transactions('withdrawal')).items.map((t) => t.id),
    adminPoints: (
      await listPointLedger(granting(as(shop), 'points.view'), adminPointsInput.parse({ userId }))
    ).pagination.total,
  }
}

beforeAll(async () => {
  database = await createSeededDb()
  game = await gameDeps(database, openAt(round))
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  hq = await actorOf(database, 'hq1')
  agency = await actorOf(database, 'agency1')
  shop = await actorOf(database, 'shop1')
  member = await fundedMember(database, 500_000)

  // A settled purchase of two items, a whole range of requests, a conversion and adjustments.
  const placed = await placeBet(
    as(member),
    placeBetInput.parse({
      roundNo: round,
      items: [
        { selectionCode: 'PB_ODD', stake: 10_000 },
        { selectionCode: 'PB_EVEN', stake: 20_000 },
      ],
    }),
  )
  game.clock.set(afterDraw(round))
  expect(await drawRound(game.deps, round, game.clock.now(), await localSalt(database.db, round))).toBe(true)
  await settleRound(database, round, game.clock.now())
  const decide = (type: 'topup' | 'withdrawal', id: number, action: 'approve' | 'reject') =>
    setRequestStatus(
      granting(as(shop), 'cashier.decide'),
      requestStatusInput.parse({ type, id, action, reason: '확인' }),
    )
  const topup = () => requestTopup(as(member), topupInput.parse({ amount: 10_000 }))
  const withdrawal = () => requestWithdrawal(as(member), withdrawalInput.parse({ amount: 10_000 }))
  await decide('topup', (await topup()).id, 'approve')
  await decide('topup', (await topup()).id, 'reject')
  pendingTopupId = (await topup()).id
  await decide('withdrawal', (await withdrawal()).id, 'approve')
  await decide('withdrawal', (await withdrawal()).id, 'reject')
  pendingWithdrawalId = (await withdrawal()).id
  await convertPoints(as(member), pointConvertInput.parse({ pointAmount: 100 }))
  await adjustBalance(
    granting(as(shop), 'wallets.adjust'),
    adjustBalanceInput.parse({ id: member.userId, amount: 1_000 }),
  )
  await adjustPoints(
    granting(as(shop), 'wallets.adjust'),
    adjustPointsInput.parse({ id: member.userId, amount: 50 }),
  )

  // A purchase on the next round stays PLACED through the settlement.
  game.clock.set(openAt(round + 1))
  const pending = await placeBet(
    as(member),
    placeBetInput.parse({ roundNo: round + 1, items: [{ selectionCode: 'NB_ODD', stake: 5_000 }] }),
  )
  const ids = (await betHistory(as(member), betHistoryInput.parse({}))).items
  settledBetId = ids.find((b) => b.purchaseNo === placed.purchaseNo)?.id ?? 0
  pendingBetId = ids.find((b) => b.purchaseNo === pending.purchaseNo)?.id ?? 0
  game.clock.advance(10_000)
}, 60_000)
afterAll(() => database.close())

describe(`settling a member archives their history on ${testDriver}`, () => {
  test('the answer counts what it archived; the everyday lists keep only pending rows; nothing is lost', async () => {
    const stored = await rowsOf(member.userId)
    const walletsBefore = await walletsOfAll()
    const before = await everydayLists(member.userId)
    expect(before.bets.sort()).toEqual([settledBetId, pendingBetId].sort())
    expect(before.mine).toHaveLength(7)

    const { cleared } = await archiveMember(granting(as(shop), 'archive.member'), {
      id: member.userId,
    })
    expect(cleared).toEqual({
      betItems: 2,
      bets: 1,
      // Every ledger row was written by now, the pending purchase's stake among them.
      ledgers: stored.money + stored.points,
      topups: 2,
      withdrawals: 2,
      pointConversions: 1,
    })

    expect(await everydayLists(member.userId)).toEqual({
      bets: [pendingBetId],
      money: 0,
      points: 0,
      mine: [pendingWithdrawalId, pendingTopupId],
      topups: [pendingTopupId],
      withdrawals: [pendingWithdrawalId],
      adminPoints: 0,
    })
    await expectDomainError(betDetail(as(member), { id: String(settledBetId) }), 'NOT_FOUND')
    expect((await betDetail(as(member), { id: String(pendingBetId) }))?.statusCode).toBe('PLACED')
    expect(await pendingCounts(granting(as(shop), 'cashier.view'))).toEqual({ topup: 1, withdrawal: 1 })

    // Nothing was deleted, no wallet moved, and every balance still equals its ledger.
    expect(await rowsOf(member.userId)).toEqual(stored)
    expect(await walletsOfAll()).toEqual(walletsBefore)
    expect(await ledgerMismatches(database)).toEqual([])

    const [archive] = await database.db
      .select()
      .from(historyArchives)
      .where(eq(historyArchives.userId, member.userId))
    expect(archive).toMatchObject({ actorId: shop.userId, archivedThrough: game.clock.now(), cleared })
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'MEMBER_SETTLEMENT'), eq(auditLog.targetId, String(member.userId))))
    expect(audit).toMatchObject({
      actorId: shop.userId,
      targetType: 'user',
      before: { archivedThrough: null },
      after: { archivedThrough: game.clock.now().toISOString(), cleared },
    })
  })

  test('SUPER reads exactly the archived rows in the archive view', async () => {
    const stored = await rowsOf(member.userId)
    const archived = (kind: string) =>
      archivedHistory(
        granting(as(superAdmin), 'archive.read'),
        archiveInput.parse({ kind, userId: member.userId, limit: 200 }),
      )

    // Purchases are the view's default kind.
    const bets = await archivedHistory(
      granting(as(superAdmin), 'archive.read'),
      archiveInput.parse({ userId: member.userId }),
    )
    if (bets.kind !== 'bets') throw new Error(`${bets.kind} instead of bets`)
    expect(bets.items.map((b) => b.id)).toEqual([settledBetId])
    expect(bets.items[0]?.items).toHaveLength(2)
    expect((await archived('money')).pagination.total).toBe(stored.money)
    expect((await archived('points')).pagination.total).toBe(stored.points)
    const transactions = await archived('transactions')
    if (transactions.kind !== 'transactions') throw new Error(`${transactions.kind} instead of transactions`)
    expect(transactions.items.map((t) => `${t.transactionType}:${t.statusCode}`).sort()).toEqual([
      'POINT_CONVERT:APPROVED',
      'TOPUP:APPROVED',
      'TOPUP:REJECTED',
      'WITHDRAWAL:APPROVED',
      'WITHDRAWAL:REJECTED',
    ])

    // Nobody else's history was archived.
    const everyone = await archivedHistory(
      granting(as(superAdmin), 'archive.read'),
      archiveInput.parse({ kind: 'money', limit: 200 }),
    )
    expect(everyone.items.every((row) => row.userId === member.userId)).toBe(true)
    const settlements = await listArchives(
      granting(as(superAdmin), 'archive.read'),
      archiveListInput.parse({}),
    )
    expect(settlements.items[0]).toMatchObject({
      scope: 'MEMBER',
      userId: member.userId,
      loginId: member.loginId,
      actorId: shop.userId,
      actorLoginId: 'shop1',
      archivedThrough: game.clock.now().toISOString(),
    })
  })

  test('a second settlement archives nothing; what happens afterwards is live until the next one', async () => {
    expect(
      (await archiveMember(granting(as(shop), 'archive.member'), { id: member.userId })).cleared,
    ).toEqual({
      betItems: 0,
      bets: 0,
      ledgers: 0,
      topups: 0,
      withdrawals: 0,
      pointConversions: 0,
    })

    game.clock.set(afterDraw(round + 1))
    expect(
      await drawRound(game.deps, round + 1, game.clock.now(), await localSalt(database.db, round + 1)),
    ).toBe(true)
    await settleRound(database, round + 1, game.clock.now())
    await setRequestStatus(
      granting(as(shop), 'cashier.decide'),
      requestStatusInput.parse({ type: 'topup', id: pendingTopupId, action: 'approve' }),
    )
    const lists = await everydayLists(member.userId)
    expect(lists.bets).toEqual([pendingBetId])
    expect(lists.topups).toEqual([pendingTopupId])
    // The top-up's credit, the purchase's payout if it won, and its points.
    expect(lists.money).toBeGreaterThanOrEqual(1)
    expect(lists.points).toBe(1)

    game.clock.advance(1_000)
    const { cleared } = await archiveMember(granting(as(superAdmin), 'archive.member'), {
      id: member.userId,
    })
    expect(cleared).toMatchObject({ bets: 1, betItems: 1, topups: 1, withdrawals: 0, pointConversions: 0 })
    expect(cleared.ledgers).toBe(lists.money + lists.points)
    expect((await everydayLists(member.userId)).bets).toEqual([])
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('settlements of one member at once never archive a row twice', async () => {
    const other = await fundedMember(database, 50_000)
    await adjustPoints(
      granting(as(shop), 'wallets.adjust'),
      adjustPointsInput.parse({ id: other.userId, amount: 70 }),
    )
    const stored = await rowsOf(other.userId)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        archiveMember(granting(as(shop), 'archive.member'), { id: other.userId }),
      ),
    )
    const ledgers = answers.map((answer) => answer.cleared.ledgers)
    expect(ledgers.reduce((sum, n) => sum + n, 0)).toBe(stored.money + stored.points)
    expect(ledgers.filter((n) => n > 0)).toHaveLength(1)
  })

  test('an administrator settles only members of their own subtree', async () => {
    const outsider = await createMember(
      granting(as(hq), 'members.manage'),
      createMemberInput.parse({
        loginId: 'outsider1',
        password: 'pass1234',
        bankName: '은행',
        accountNumber: '1',
        accountHolder: '예금주',
      }),
    )
    await expectDomainError(
      archiveMember(granting(as(shop), 'archive.member'), { id: outsider.id }),
      'NOT_FOUND',
    )
    await expectDomainError(
      archiveMember(granting(as(shop), 'archive.member'), { id: agency.userId }),
      'NOT_FOUND',
    )
    await expectDomainError(
      archiveMember(granting(as(shop), 'archive.member'), { id: 2_147_483_647 }),
      'NOT_FOUND',
    )
    await expectDomainError(
      archiveMember(granting(as(member), 'archive.member'), { id: member.userId }),
      'FORBIDDEN',
    )
    expect((await archiveMember(granting(as(hq), 'archive.member'), { id: outsider.id })).cleared.bets).toBe(
      0,
    )
  })

  test('only SUPER reads the archive and the settlements', async () => {
    for (const actor of [hq, agency, shop, member]) {
      await expectDomainError(
        archivedHistory(granting(as(actor), 'archive.read'), archiveInput.parse({})),
        'FORBIDDEN',
      )
      await expectDomainError(
        listArchives(granting(as(actor), 'archive.read'), archiveListInput.parse({})),
        'FORBIDDEN',
      )
      await expectDomainError(
        listPointLedger(granting(as(actor), 'archive.read'), adminPointsInput.parse({}), 'archived'),
        'FORBIDDEN',
      )
    }
  })
})

describe(`global settlement on ${testDriver}`, () => {
  test('HQ, AGENCY and SHOP are refused, with or without confirmation', async () => {
    for (const actor of [hq, agency, shop]) {
      await expectDomainError(
        archiveEveryone(granting(as(actor), 'archive.everyone'), { confirm: true }),
        'FORBIDDEN',
      )
      await expectDomainError(archiveEveryone(granting(as(actor), 'archive.everyone'), {}), 'FORBIDDEN')
    }
  })

  test('without confirm: true it is refused with the counts it would archive, and nothing changes', async () => {
    const archivesBefore = await database.db.$count(historyArchives)
    const cutOffs = await database.db.select({ id: users.id, at: users.archivedThrough }).from(users)
    let refusal: unknown
    try {
      await archiveEveryone(
        granting(as(superAdmin), 'archive.everyone'),
        archiveEveryoneInput.parse(undefined),
      )
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(DomainError)
    const { code, status, message, details } = refusal as DomainError
    expect({ code, status }).toEqual({ code: 'CONFIRMATION_REQUIRED', status: 400 })
    expect(message).toMatch(/[가-힣]/)
    const wouldClear = details?.wouldClear as ClearedCounts
    // The seeded members' funding at least.
    expect(wouldClear.ledgers).toBeGreaterThan(0)
    await expectDomainError(
      archiveEveryone(granting(as(superAdmin), 'archive.everyone'), { confirm: false }),
      'CONFIRMATION_REQUIRED',
    )

    expect(await database.db.$count(historyArchives)).toBe(archivesBefore)
    expect(await database.db.select({ id: users.id, at: users.archivedThrough }).from(users)).toEqual(cutOffs)
    expect(await database.db.$count(auditLog, eq(auditLog.action, 'GLOBAL_SETTLEMENT'))).toBe(0)

    const settled = await archiveEveryone(granting(as(superAdmin), 'archive.everyone'), {
      confirm: true,
    })
    expect(settled.cleared).toEqual(wouldClear)
    expect(settled.message).toMatch(/[가-힣]/)
  })

  test('with confirm: true every member is archived; members, balances and points stay', async () => {
    const [archive] = await database.db.select().from(historyArchives).where(isNull(historyArchives.userId))
    expect(archive).toMatchObject({ actorId: superAdmin.userId, archivedThrough: game.clock.now() })
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'GLOBAL_SETTLEMENT'))
    expect(audit).toMatchObject({ actorId: superAdmin.userId, after: { cleared: archive?.cleared } })

    const uncut = await database.db.$count(users, isNull(users.archivedThrough))
    expect(uncut).toBe(0)
    const member1 = await actorOf(database, 'member1')
    const member1Ledger = await myMoneyLedger(as(member1), { page: 1, limit: 10 })
    expect(member1Ledger.pagination.total).toBe(0)
    const liveTopups = await listRequests(
      granting(as(superAdmin), 'cashier.view'),
      listRequestsInput.parse({ type: 'topup' }),
    )
    expect(liveTopups.items.every((t) => t.statusCode === 'PENDING')).toBe(true)
    const archivedMoney = await archivedHistory(
      granting(as(superAdmin), 'archive.read'),
      archiveInput.parse({ kind: 'money' }),
    )
    expect(archivedMoney.pagination.total).toBe(
      Number(
        (await queryRows<{ n: string }>(database.db, sql`select count(*) as n from money_ledger`))[0]?.n,
      ),
    )
    expect(await ledgerMismatches(database)).toEqual([])

    const again = await archiveEveryone(granting(as(superAdmin), 'archive.everyone'), {
      confirm: true,
    })
    expect(Object.values(again.cleared)).toEqual([0, 0, 0, 0, 0, 0])
    const settlements = await listArchives(
      granting(as(superAdmin), 'archive.read'),
      archiveListInput.parse({ limit: 1 }),
    )
    expect(settlements.items[0]).toMatchObject({ scope: 'GLOBAL', userId: null, loginId: null })
  })
})
