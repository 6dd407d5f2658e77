import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { assignableRoles } from '@pb/access'
import { createMemberInput, listMembersInput } from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { createMember } from '@pb/core/users/create-member'
import { listMembers } from '@pb/core/users/list-members'
import { memberDetail } from '@pb/core/users/member-detail'
import { auditLog, type Database, users, wallets } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { eq } from 'drizzle-orm'
import { ADMIN_PASSWORD, actorOf, contextOf, createSeededDb, expectDomainError, granting } from './support'

let database: Database
let superAdmin: Actor
let hq: Actor
let agency: Actor
let shop: Actor

const payload = (loginId: string, extra: Record<string, unknown> = {}) =>
  createMemberInput.parse({
    loginId,
    password: 'pass1234',
    bankName: '국민은행',
    accountNumber: '12345678901',
    accountHolder: '홍길동',
    phone: '01012345678',
    ...extra,
  })

beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  hq = await actorOf(database, 'hq1')
  agency = await actorOf(database, 'agency1')
  shop = await actorOf(database, 'shop1')
}, 60_000)
afterAll(() => database.close())

describe(`members on ${testDriver}`, () => {
  test('the assignable roles are strictly below the actor', () => {
    expect(assignableRoles('SUPER')).toEqual(['HQ', 'AGENCY', 'SHOP', 'MEMBER'])
    expect(assignableRoles('HQ')).toEqual(['AGENCY', 'SHOP', 'MEMBER'])
    expect(assignableRoles('AGENCY')).toEqual(['SHOP', 'MEMBER'])
    expect(assignableRoles('SHOP')).toEqual(['MEMBER'])
    expect(assignableRoles('MEMBER')).toEqual([])
  })

  test('a shop creates a member in its own org with an empty wallet, audited', async () => {
    const member = await createMember(
      granting(contextOf(database, shop), 'members.manage'),
      payload('newbie1', { pointRate: 1.3 }),
    )
    expect(member).toMatchObject({
      loginId: 'newbie1',
      roleCode: 'MEMBER',
      orgId: shop.orgId,
      name: '홍길동',
      phone: '010-1234-5678',
      pointRate: 1.3,
      moneyBal: 0,
      pointBal: 0,
      statusCode: 'ACTIVE',
    })
    const [wallet] = await database.db.select().from(wallets).where(eq(wallets.userId, member.id))
    expect(wallet?.money).toBe(0)
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(member.id)))
    expect(audit[0]).toMatchObject({ actorId: shop.userId, action: 'USER_CREATE' })
    const [stored] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.id))
    expect(stored?.hash.startsWith('$argon2id$')).toBe(true)
  })

  test('nobody creates their own role or above', async () => {
    await expectDomainError(
      createMember(
        granting(contextOf(database, shop), 'members.manage'),
        payload('shop2', { roleCode: 'SHOP' }),
      ),
      'FORBIDDEN',
    )
    await expectDomainError(
      createMember(
        granting(contextOf(database, agency), 'members.manage'),
        payload('hq2', { roleCode: 'HQ' }),
      ),
      'FORBIDDEN',
    )
    await expectDomainError(
      createMember(
        granting(contextOf(database, hq), 'members.manage'),
        payload('super2', { roleCode: 'SUPER' }),
      ),
      'FORBIDDEN',
    )
    const created = await createMember(
      granting(contextOf(database, agency), 'members.manage'),
      payload('shop3', { roleCode: 'SHOP' }),
    )
    expect(created.roleCode).toBe('SHOP')
  })

  test('anyone asked outside the subtree, or into no branch, is refused as not found; orgId 1 is the own branch', async () => {
    await expectDomainError(
      createMember(
        granting(contextOf(database, shop), 'members.manage'),
        payload('outside1', { orgId: hq.orgId }),
      ),
      'NOT_FOUND',
    )
    await expectDomainError(
      createMember(
        granting(contextOf(database, shop), 'members.manage'),
        payload('outside2', { orgId: 9999 }),
      ),
      'NOT_FOUND',
    )
    const own = await createMember(
      granting(contextOf(database, shop), 'members.manage'),
      payload('outside6', { orgId: 1 }),
    )
    expect(own.orgId).toBe(shop.orgId)
    await expectDomainError(
      createMember(
        granting(contextOf(database, agency), 'members.manage'),
        payload('outside3', { roleCode: 'SHOP', orgId: hq.orgId }),
      ),
      'NOT_FOUND',
    )
    await expectDomainError(
      createMember(
        granting(contextOf(database, agency), 'members.manage'),
        payload('outside4', { roleCode: 'SHOP', orgId: 9999 }),
      ),
      'NOT_FOUND',
    )
    await expectDomainError(
      createMember(
        granting(contextOf(database, superAdmin), 'members.manage'),
        payload('outside5', { roleCode: 'HQ', orgId: 9999 }),
      ),
      'NOT_FOUND',
    )
  })

  test('a taken login id is a conflict', async () => {
    await expectDomainError(
      createMember(granting(contextOf(database, superAdmin), 'members.manage'), payload('member1')),
      'LOGIN_ID_TAKEN',
    )
  })

  test('each administrator lists only lower roles inside their subtree', async () => {
    const ids = async (actor: Actor) =>
      (
        await listMembers(
          granting(contextOf(database, actor), 'members.view'),
          listMembersInput.parse({ limit: 100 }),
        )
      ).items.map((m) => m.loginId)
    const bySuper = await ids(superAdmin)
    expect(bySuper).toEqual(expect.arrayContaining(['admin', 'hq1', 'agency1', 'shop1', 'member1']))
    const byHq = await ids(hq)
    expect(byHq).toEqual(expect.arrayContaining(['agency1', 'shop1', 'member1']))
    expect(byHq).not.toContain('hq1')
    expect(byHq).not.toContain('admin')
    const byShop = await ids(shop)
    expect(byShop).toContain('member1')
    expect(byShop.every((loginId) => !['shop1', 'agency1', 'hq1', 'admin'].includes(loginId))).toBe(true)
  })

  test('a sibling subtree is invisible', async () => {
    const otherHq = await createMember(
      granting(contextOf(database, superAdmin), 'members.manage'),
      payload('hqother', { roleCode: 'HQ' }),
    )
    const page = await listMembers(
      granting(contextOf(database, hq), 'members.view'),
      listMembersInput.parse({ limit: 100 }),
    )
    expect(page.items.map((m) => m.loginId)).not.toContain('hqother')
    await expectDomainError(
      memberDetail(granting(contextOf(database, hq), 'members.view'), { id: otherHq.id }),
      'NOT_FOUND',
    )
  })

  test('paging reports the total of the visible users', async () => {
    const page = await listMembers(
      granting(contextOf(database, superAdmin), 'members.view'),
      listMembersInput.parse({}),
    )
    const all = await database.db.select({ id: users.id }).from(users)
    expect(page.items).toHaveLength(Math.min(10, all.length))
    expect(page.pagination).toEqual({
      page: 1,
      limit: 10,
      total: all.length,
      totalPages: Math.ceil(all.length / 10),
    })
  })

  test('detail is the admin view of docs/product.md §3.1', async () => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'member1'))
    const member = await memberDetail(granting(contextOf(database, shop), 'members.view'), {
      id: row?.id ?? 0,
    })
    expect(member).toMatchObject({
      loginId: 'member1',
      roleName: '회원',
      orgName: '역삼매장',
      moneyBal: 1_000_000,
      pointBal: 5_000,
      betBlocked: false,
    })
    expect(Object.keys(member)).toEqual(
      expect.arrayContaining([
        'orgLevel',
        'totalDeposit',
        'totalWithdrawal',
        'settlement',
        'lastLoginAt',
        'registeredAt',
        'accountHolder',
      ]),
    )
    await expectDomainError(
      memberDetail(granting(contextOf(database, agency), 'members.view'), { id: hq.userId }),
      'NOT_FOUND',
    )
  })

  test('the create payload is validated per docs/product.md §5.5', () => {
    const missing = createMemberInput.safeParse({ loginId: 'abc', password: 'pass1234' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]?.message).toBe('필수 항목을 모두 입력해주세요.')
    const shortPassword = createMemberInput.safeParse({ ...payload('abc'), password: '123' })
    expect(shortPassword.error?.issues[0]?.message).toBe('비밀번호는 4자 이상이어야 합니다.')
    expect(createMemberInput.safeParse({ ...payload('abc'), loginId: '한글아이디' }).success).toBe(false)
    expect(createMemberInput.safeParse({ ...payload('abc'), accountNumber: '123-456' }).success).toBe(false)
    expect(createMemberInput.safeParse({ ...payload('abc'), phone: '010123456789' }).success).toBe(false)
    expect(createMemberInput.safeParse({ ...payload('abc'), pointRate: 10.5 }).success).toBe(false)
    expect(createMemberInput.safeParse({ ...payload('abc'), pointRate: 2.55 }).success).toBe(false)
    expect(payload('abc', { phone: '010-9876-5432' }).phone).toBe('010-9876-5432')
    // None given: the use case takes 3 %, or less where the minimum house edge needs it.
    expect(payload('abc', { pointRate: undefined }).pointRate).toBeUndefined()
  })
})
