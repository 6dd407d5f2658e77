import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { adjustBalanceInput } from '@pb/contract/inputs/cashier'
import { createMemberInput, memberLedgerInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { adjustBalance } from '@pb/core/cashier/adjust'
import { archiveMember } from '@pb/core/history-archive/archive-member'
import { createMember } from '@pb/core/users/create-member'
import { memberLedger } from '@pb/core/users/member-ledger'
import type { Database } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import {
  ADMIN_PASSWORD,
  actorOf,
  contextOf,
  createSeededDb,
  expectDomainError,
  fundedMember,
  granting,
  ledgerMismatches,
} from './support'

let database: Database
let superAdmin: Actor
let agency: Actor
let shop: Actor

beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  agency = await actorOf(database, 'agency1')
  shop = await actorOf(database, 'shop1')
}, 60_000)
afterAll(() => database.close())

const ledgerOf = (actor: Actor, input: Record<string, unknown>) =>
  memberLedger(granting(contextOf(database, actor), 'members.view'), memberLedgerInput.parse(input))

let created = 0
async function newUser(by: Actor, extra: Record<string, unknown> = {}) {
  return createMember(
    granting(contextOf(database, by), 'members.manage'),
    createMemberInput.parse({
      loginId: `ml${++created}${Date.now().toString(36)}`,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
      ...extra,
    }),
  )
}

describe(`one member's money ledger for an administrator on ${testDriver}`, () => {
  test('newest first, signed amounts and balances after, paged; 10 rows unless asked', async () => {
    const member = await fundedMember(database, 100_000)
    const adjust = (amount: number, note: string) =>
      adjustBalance(
        granting(contextOf(database, shop), 'wallets.adjust'),
        adjustBalanceInput.parse({ id: member.userId, amount, note }),
      )
    await adjust(5_000, '이벤트 지급')
    await adjust(-2_000, '오지급 회수')

    const page = await ledgerOf(shop, { id: member.userId })
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 })
    expect(
      page.items.map((row) => [row.ledgerType, row.sign * row.amount, row.moneyBalAfter, row.note]),
    ).toEqual([
      ['ADJUST_DEBIT', -2_000, 103_000, '오지급 회수'],
      ['ADJUST_CREDIT', 5_000, 105_000, '이벤트 지급'],
      ['ADJUST_CREDIT', 100_000, 100_000, 'test'],
    ])
    expect(page.items.every((row) => row.userId === member.userId)).toBe(true)

    const second = await ledgerOf(shop, { id: member.userId, page: 2, limit: 2 })
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 })
    expect(second.items.map((row) => row.amount)).toEqual([100_000])
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('scope: outside the subtree is 404, a role at or above the actor inside it is 403; SUPER reads anyone', async () => {
    const elsewhere = await newUser(superAdmin)
    const peerShop = await newUser(agency, { roleCode: 'SHOP', orgId: shop.orgId })
    await expectDomainError(ledgerOf(shop, { id: elsewhere.id }), 'NOT_FOUND')
    await expectDomainError(ledgerOf(shop, { id: 999_999 }), 'NOT_FOUND')
    await expectDomainError(ledgerOf(shop, { id: peerShop.id }), 'FORBIDDEN')
    await expectDomainError(ledgerOf(shop, { id: shop.userId }), 'FORBIDDEN')
    expect((await ledgerOf(agency, { id: peerShop.id })).items).toEqual([])
    expect((await ledgerOf(superAdmin, { id: elsewhere.id })).pagination.total).toBe(0)
  })

  test("a member's settlement archives the rows: the ledger starts again empty", async () => {
    const member = await fundedMember(database, 30_000)
    expect((await ledgerOf(shop, { id: member.userId })).pagination.total).toBe(1)
    const { cleared } = await archiveMember(granting(contextOf(database, shop), 'archive.member'), {
      id: member.userId,
    })
    expect(cleared.ledgers).toBeGreaterThanOrEqual(1)
    expect(await ledgerOf(shop, { id: member.userId })).toEqual({
      items: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
    })
  })

  test('the input refuses page sizes beyond 100 and ids that are not ids, in Korean', () => {
    const refusal = (input: Record<string, unknown>) =>
      memberLedgerInput.safeParse(input).error?.issues[0]?.message
    expect(refusal({ id: 1, limit: 101 })).toBe('표시 개수는 1~100 사이여야 합니다.')
    expect(refusal({ id: 1, limit: 0 })).toBe('표시 개수는 1~100 사이여야 합니다.')
    expect(refusal({ id: 'abc' })).toBe('회원 ID는 숫자여야 합니다.')
    expect(memberLedgerInput.parse({ id: '7', page: '2', limit: '25' })).toEqual({
      id: 7,
      page: 2,
      limit: 25,
    })
  })
})
