import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { adjustBalanceInput } from '@pb/contract/inputs/cashier'
import { createMemberInput } from '@pb/contract/inputs/members'
import { auditListInput, listAudit } from '@pb/core/audit-list'
import type { Actor } from '@pb/core/auth/actor'
import { adjustBalance } from '@pb/core/cashier/adjust'
import { updateOdds } from '@pb/core/game/odds'
import { changePassword } from '@pb/core/users/change-password'
import { createMember } from '@pb/core/users/create-member'
import type { Database } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { ADMIN_PASSWORD, actorOf, contextOf, createSeededDb, DEMO_PASSWORD, granting } from './support'

let database: Database
let superAdmin: Actor
let hq: Actor
let agency: Actor
let shop: Actor
let member: Actor
const created: Record<string, number> = {}

const payload = (loginId: string, orgId?: number) =>
  createMemberInput.parse({
    loginId,
    password: 'pass1234',
    bankName: '은행',
    accountNumber: '1',
    accountHolder: '예금주',
    orgId,
  })

beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  hq = await actorOf(database, 'hq1')
  agency = await actorOf(database, 'agency1')
  shop = await actorOf(database, 'shop1')
  member = await actorOf(database, 'member1')
  // One action of each kind of actor and target, in this order (oldest first).
  created.root = (
    await createMember(
      granting(contextOf(database, superAdmin), 'members.manage'),
      payload('rootmember', superAdmin.orgId),
    )
  ).id
  created.agency = (
    await createMember(granting(contextOf(database, agency), 'members.manage'), payload('agencymember'))
  ).id
  created.shop = (
    await createMember(granting(contextOf(database, shop), 'members.manage'), payload('shopmember'))
  ).id
  await adjustBalance(
    granting(contextOf(database, hq), 'wallets.adjust'),
    adjustBalanceInput.parse({ id: member.userId, amount: 1_000 }),
  )
  await updateOdds(granting(contextOf(database, superAdmin), 'odds.propose'), {
    marketCode: 'PB_ODD_EVEN',
    selectionCode: 'PB_ODD',
    odds: 1.9,
  })
  await changePassword(contextOf(database, member), {
    currentPassword: DEMO_PASSWORD,
    newPassword: 'changed1',
  })
  await adjustBalance(
    granting(contextOf(database, superAdmin), 'wallets.adjust'),
    adjustBalanceInput.parse({ id: created.root, amount: 500 }),
  )
}, 60_000)
afterAll(() => database.close())

const list = (actor: Actor, filter: Record<string, unknown> = {}) =>
  listAudit(granting(contextOf(database, actor), 'audit.view'), auditListInput.parse(filter))
const summary = async (actor: Actor, filter: Record<string, unknown> = {}) =>
  (await list(actor, filter)).items.map(
    (row) => `${row.actorLoginId} ${row.action} ${row.targetLoginId ?? row.targetId}`,
  )

describe(`the audit log on ${testDriver}`, () => {
  test('SUPER reads every row, newest first, with the actor and the target user named', async () => {
    const page = await list(superAdmin)
    expect(
      page.items.map((row) => `${row.actorLoginId} ${row.action} ${row.targetLoginId ?? row.targetId}`),
    ).toEqual([
      'admin BALANCE_ADJUST rootmember',
      'member1 PASSWORD_CHANGE member1',
      'admin ODDS_UPDATE PB_ODD',
      'hq1 BALANCE_ADJUST member1',
      'shop1 USER_CREATE shopmember',
      'agency1 USER_CREATE agencymember',
      'admin USER_CREATE rootmember',
    ])
    expect(page.pagination).toEqual({ page: 1, limit: 50, total: 7, totalPages: 1 })
    const odds = page.items.find((row) => row.action === 'ODDS_UPDATE')
    expect(odds).toEqual({
      id: expect.any(Number),
      actorId: superAdmin.userId,
      actorLoginId: 'admin',
      action: 'ODDS_UPDATE',
      targetType: 'odds',
      targetId: 'PB_ODD',
      targetLoginId: null,
      before: { odds: 1.93 },
      after: { odds: 1.9 },
      ip: '',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    })
    const ids = page.items.map((row) => row.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  test('others read their own actions and those of or on the users they manage', async () => {
    expect(await summary(hq)).toEqual([
      'member1 PASSWORD_CHANGE member1',
      'hq1 BALANCE_ADJUST member1',
      'shop1 USER_CREATE shopmember',
      'agency1 USER_CREATE agencymember',
    ])
    expect(await summary(agency)).toEqual([
      'member1 PASSWORD_CHANGE member1',
      'hq1 BALANCE_ADJUST member1',
      'shop1 USER_CREATE shopmember',
      'agency1 USER_CREATE agencymember',
    ])
    expect(await summary(shop)).toEqual([
      'member1 PASSWORD_CHANGE member1',
      'hq1 BALANCE_ADJUST member1',
      'shop1 USER_CREATE shopmember',
    ])
    expect((await list(shop)).pagination.total).toBe(3)
    // A filter narrows the scope; it never widens it.
    expect(await summary(shop, { actorLoginId: 'admin' })).toEqual([])
    expect(await summary(shop, { targetUserId: created.agency })).toEqual([])
  })

  test('filters: actor by id or login id, target user, action, KST days, pages', async () => {
    expect(await summary(superAdmin, { actorLoginId: 'hq1' })).toEqual(['hq1 BALANCE_ADJUST member1'])
    expect(await summary(superAdmin, { actorId: String(shop.userId) })).toEqual([
      'shop1 USER_CREATE shopmember',
    ])
    expect(await summary(superAdmin, { targetUserId: member.userId })).toEqual([
      'member1 PASSWORD_CHANGE member1',
      'hq1 BALANCE_ADJUST member1',
    ])
    expect(await summary(superAdmin, { action: 'USER_CREATE', actorLoginId: 'agency1' })).toEqual([
      'agency1 USER_CREATE agencymember',
    ])

    const [newest] = (await list(superAdmin)).items
    const kstDay = (instant: number) => new Date(instant + 9 * 3600_000).toISOString().slice(0, 10)
    const today = kstDay(Date.parse(newest?.createdAt ?? ''))
    const tomorrow = kstDay(Date.parse(`${today}T00:00:00+09:00`) + 24 * 3600_000)
    expect((await list(superAdmin, { startDate: today, endDate: today })).pagination.total).toBe(7)
    expect((await list(superAdmin, { startDate: tomorrow })).pagination.total).toBe(0)
    expect(
      (await list(superAdmin, { endDate: kstDay(Date.parse(`${today}T00:00:00+09:00`) - 1) })).items,
    ).toEqual([])

    const second = await list(superAdmin, { page: 2, limit: 2 })
    expect(second.items.map((row) => row.action)).toEqual(['ODDS_UPDATE', 'BALANCE_ADJUST'])
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 7, totalPages: 4 })
  })

  test('the filters are checked: known actions, ids within the columns, real days, at most 200 a page', () => {
    const refused = [
      { action: 'DROP_TABLE' },
      { actorId: '2147483648' },
      { targetUserId: 'abc' },
      { startDate: '2024-02-30' },
      { limit: 201 },
      { limit: 0 },
      { actorLoginId: 'a\u0000b' },
    ]
    for (const filter of refused) expect(auditListInput.safeParse(filter).success).toBe(false)
    expect(auditListInput.safeParse({ action: 'DROP_TABLE' }).error?.issues[0]?.message).toContain(
      'ROUND_RESETTLE',
    )
  })
})
