import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  pointConvertInput,
  requestStatusInput,
  topupInput,
  withdrawalInput,
} from '@pb/contract/inputs/cashier'
import {
  betBlockInput,
  createMemberInput,
  listMembersInput,
  memberPasswordInput,
  updateMemberInput,
} from '@pb/contract/inputs/members'
import type { Actor } from '@pb/core/auth/actor'
import { logout } from '@pb/core/auth/logout'
import { authenticate } from '@pb/core/auth/sessions'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { convertPoints } from '@pb/core/cashier/convert-points'
import { requestTopup, requestWithdrawal } from '@pb/core/cashier/requests'
import { setRequestStatus } from '@pb/core/cashier/set-request-status'
import { systemClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { eventsFor } from '@pb/core/events/audience'
import type { ClientEvent, GameEvent } from '@pb/core/events/types'
import { moveWallet, removeEmptyWallet } from '@pb/core/ledger'
import { updateSettings } from '@pb/core/operator-settings'
import { setBetBlock } from '@pb/core/users/bet-block'
import { changeAdminPassword, changePassword } from '@pb/core/users/change-password'
import { createMember } from '@pb/core/users/create-member'
import { listMembers } from '@pb/core/users/list-members'
import { memberDetail } from '@pb/core/users/member-detail'
import { setMemberPassword, setMemberPointPassword } from '@pb/core/users/member-passwords'
import { removeMember } from '@pb/core/users/remove-member'
import { updateMember } from '@pb/core/users/update-member'
import {
  auditLog,
  bets,
  type Database,
  idempotencyKeys,
  moneyLedger,
  orgs,
  sessions,
  users,
  wallets,
} from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { and, eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  actorOf,
  commitEvents,
  contextOf,
  createSeededDb,
  expectDomainError,
  fundedMember,
  gameDeps,
  granting,
  ledgerMismatches,
  listeningBus,
  signIn,
} from './support'

let database: Database
let superAdmin: Actor
let hq: Actor
let agency: Actor
let shop: Actor

beforeAll(async () => {
  database = await createSeededDb()
  superAdmin = await actorOf(database, 'admin', ADMIN_PASSWORD)
  hq = await actorOf(database, 'hq1')
  agency = await actorOf(database, 'agency1')
  shop = await actorOf(database, 'shop1')
}, 60_000)
afterAll(() => database.close())

/** A context whose bus records what was published. */
async function recordingContext(actor: Actor | null) {
  const bus = await listeningBus(database)
  const events: GameEvent[] = []
  bus.subscribe((event) => events.push(event))
  return { ctx: useCaseContext({ db: database.db, bus, clock: systemClock }, actor), events, bus }
}

let created = 0
/** A new user made by `by` (shop1 unless said otherwise), with the given extras. */
async function newUser(extra: Record<string, unknown> = {}, by: Actor = shop) {
  const loginId = `ma${++created}${Date.now().toString(36)}`
  return createMember(
    granting(contextOf(database, by), 'members.manage'),
    createMemberInput.parse({
      loginId,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
      ...extra,
    }),
  )
}

const list = (actor: Actor, filter: Record<string, unknown> = {}) =>
  listMembers(
    granting(contextOf(database, actor), 'members.view'),
    listMembersInput.parse({ limit: 100, ...filter }),
  )

const auditOf = (targetId: number, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, String(targetId)), eq(auditLog.action, action)))

describe(`member list on ${testDriver}`, () => {
  test('filters by role, status and text (login id, nickname, name, phone; any case; partial)', async () => {
    const tagged = await newUser({ nickname: 'ZebraNick', phone: '010-7777-1234' })
    const named = await newUser({ accountHolder: '홍길순' })
    const loginIdOf = async (filter: Record<string, unknown>) =>
      (await list(superAdmin, filter)).items.map((m) => m.loginId)

    expect(await loginIdOf({ q: 'zebran' })).toEqual([tagged.loginId])
    expect(await loginIdOf({ q: '7777-12' })).toEqual([tagged.loginId])
    expect(await loginIdOf({ q: '77771234' })).toEqual([tagged.loginId])
    expect(await loginIdOf({ q: '길순' })).toEqual([named.loginId])
    expect(await loginIdOf({ q: tagged.loginId.toUpperCase() })).toEqual([tagged.loginId])
    // Wildcards in the text are plain characters.
    expect(await loginIdOf({ q: '%' })).toEqual([])
    expect(await loginIdOf({ q: '_' })).toEqual([])

    const admins = await list(superAdmin, { roleCode: 'AGENCY' })
    expect(admins.items.map((m) => m.loginId)).toEqual(['agency1'])
    await updateMember(
      granting(contextOf(database, shop), 'members.manage'),
      updateMemberInput.parse({ id: named.id, statusCode: 'SUSPENDED' }),
    )
    const suspended = await list(shop, { statusCode: 'SUSPENDED' })
    expect(suspended.items.map((m) => m.loginId)).toEqual([named.loginId])
    expect(suspended.pagination.total).toBe(1)
  })

  test("an org filter covers the org's subtree; an org outside the actor's subtree is not found", async () => {
    const [shopOrg] = await database.db.select().from(orgs).where(eq(orgs.id, shop.orgId))
    const inShop = await list(superAdmin, { orgId: shop.orgId })
    expect(inShop.items.length).toBeGreaterThan(0)
    const shopOrgPath = shopOrg?.path ?? ''
    const orgPaths = await database.db.select({ id: orgs.id, path: orgs.path }).from(orgs)
    const subtree = new Set(orgPaths.filter((o) => o.path.startsWith(shopOrgPath)).map((o) => o.id))
    expect(inShop.items.every((m) => subtree.has(m.orgId))).toBe(true)
    expect(inShop.items.map((m) => m.loginId)).toContain('member1')

    const byHq = await list(hq, { orgId: agency.orgId })
    expect(byHq.items.map((m) => m.loginId)).toEqual(expect.arrayContaining(['agency1', 'shop1', 'member1']))
    expect(byHq.items.map((m) => m.loginId)).not.toContain('hq1')

    await expectDomainError(list(shop, { orgId: hq.orgId }), 'NOT_FOUND')
    await expectDomainError(list(shop, { orgId: 1 }), 'NOT_FOUND')
    await expectDomainError(list(superAdmin, { orgId: 999_999 }), 'NOT_FOUND')
  })

  test('sorts by registration (default newest first), last sign-in, money or points; pages', async () => {
    for (let i = 0; i < 8; i++) await newUser()
    await fundedMember(database, 70_000)
    await signIn(database, 'member2')
    const ids = (page: { items: { id: number }[] }) => page.items.map((m) => m.id)
    const byDefault = await list(shop)
    const registered = byDefault.items.map((m) => m.registeredAt)
    expect(registered).toEqual([...registered].sort().reverse())

    const rich = await list(shop, { sort: 'moneyBal', order: 'desc' })
    const money = rich.items.map((m) => m.moneyBal)
    expect(money).toEqual([...money].sort((a, b) => b - a))
    const poor = await list(shop, { sort: 'moneyBal', order: 'asc' })
    expect(ids(poor)).toEqual(ids(rich).reverse())
    const points = (await list(shop, { sort: 'pointBal', order: 'asc' })).items.map((m) => m.pointBal)
    expect(points).toEqual([...points].sort((a, b) => a - b))

    // Users who never signed in come last either way.
    for (const order of ['asc', 'desc']) {
      const seen = (await list(shop, { sort: 'lastLoginAt', order })).items.map((m) => m.lastLoginAt)
      const signedIn = seen.filter((at): at is string => at !== null)
      expect(seen.slice(0, signedIn.length)).toEqual(signedIn)
      expect(signedIn).toEqual(order === 'asc' ? [...signedIn].sort() : [...signedIn].sort().reverse())
    }

    const all = await list(shop)
    const total = all.pagination.total
    expect(total).toBeGreaterThan(10)
    const first = await listMembers(
      granting(contextOf(database, shop), 'members.view'),
      listMembersInput.parse({}),
    )
    const second = await listMembers(
      granting(contextOf(database, shop), 'members.view'),
      listMembersInput.parse({ page: 2 }),
    )
    expect(first.pagination).toEqual({ page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) })
    expect([...ids(first), ...ids(second)]).toEqual(
      ids(all).slice(0, first.items.length + second.items.length),
    )
  })

  test('the list input refuses unknown values with Korean messages', () => {
    const refusal = (input: Record<string, unknown>) =>
      listMembersInput.safeParse(input).error?.issues[0]?.message
    expect(refusal({ limit: 20 })).toBe('표시 개수는 10, 25, 50, 100 중 하나여야 합니다.')
    expect(refusal({ limit: 'abc' })).toBe('표시 개수는 10, 25, 50, 100 중 하나여야 합니다.')
    expect(refusal({ sort: 'password' })).toContain('정렬 기준')
    expect(refusal({ order: 'up' })).toContain('정렬 순서')
    expect(refusal({ roleCode: 'ROOT' })).toContain('등급')
    expect(refusal({ statusCode: 'DELETED' })).toContain('상태')
    expect(refusal({ orgId: '2147483648' })).toContain('조직 ID')
    expect(listMembersInput.parse({ limit: '25' }).limit).toBe(25)
  })
})

describe(`member totals on ${testDriver}`, () => {
  test('approved top-ups and withdrawals of live history only; a pending withdrawal is held, not withdrawn', async () => {
    const memberActor = await fundedMember(database, 100_000)
    const member = contextOf(database, memberActor)
    const admin = contextOf(database, shop)
    const decide = (type: 'topup' | 'withdrawal', id: number, action: 'approve' | 'reject') =>
      setRequestStatus(
        granting(admin, 'cashier.decide'),
        requestStatusInput.parse({ type, id, action, reason: '사유' }),
      )

    const topup1 = await requestTopup(member, topupInput.parse({ amount: 10_000 }))
    const topup2 = await requestTopup(member, topupInput.parse({ amount: 20_000 }))
    await requestTopup(member, topupInput.parse({ amount: 40_000 }))
    const rejectedTopup = await requestTopup(member, topupInput.parse({ amount: 80_000 }))
    await decide('topup', topup1.id, 'approve')
    await decide('topup', topup2.id, 'approve')
    await decide('topup', rejectedTopup.id, 'reject')
    const paid = await requestWithdrawal(member, withdrawalInput.parse({ amount: 15_000 }))
    await requestWithdrawal(member, withdrawalInput.parse({ amount: 12_000 }))
    const refused = await requestWithdrawal(member, withdrawalInput.parse({ amount: 11_000 }))
    await decide('withdrawal', paid.id, 'approve')
    await decide('withdrawal', refused.id, 'reject')

    const detail = await memberDetail(granting(admin, 'members.view'), { id: memberActor.userId })
    expect(detail).toMatchObject({ totalDeposit: 30_000, totalWithdrawal: 15_000, settlement: 15_000 })
    expect(detail.heldBal).toBe(12_000)
    const [listed] = (await list(shop, { q: memberActor.loginId })).items
    expect(listed).toMatchObject({ totalDeposit: 30_000, totalWithdrawal: 15_000, settlement: 15_000 })

    // A settlement archives what was decided up to now: the totals start again from 0.
    await database.db
      .update(users)
      .set({ archivedThrough: new Date(Date.now() + 1_000) })
      .where(eq(users.id, memberActor.userId))
    expect(await memberDetail(granting(admin, 'members.view'), { id: memberActor.userId })).toMatchObject({
      totalDeposit: 0,
      totalWithdrawal: 0,
      settlement: 0,
    })
    await database.db
      .update(users)
      .set({ archivedThrough: new Date(Date.now() - 60_000) })
      .where(eq(users.id, memberActor.userId))
    expect(await memberDetail(granting(admin, 'members.view'), { id: memberActor.userId })).toMatchObject({
      totalDeposit: 30_000,
      totalWithdrawal: 15_000,
    })
    expect(await ledgerMismatches(database)).toEqual([])
  })
})

describe(`member update on ${testDriver}`, () => {
  test('edits the listed fields, audited with before and after; unchanged fields are not recorded', async () => {
    const member = await newUser({ phone: '01011112222', pointRate: 1.2 })
    const updated = await updateMember(
      granting(contextOf(database, shop), 'members.manage'),
      updateMemberInput.parse({
        id: member.id,
        nickname: '새닉네임',
        phone: '010 3333 4444',
        email: 'a@example.com',
        pointRate: '0.5',
        statusCode: 'ACTIVE',
      }),
    )
    expect(updated).toMatchObject({
      nickname: '새닉네임',
      phone: '010-3333-4444',
      email: 'a@example.com',
      pointRate: 0.5,
      statusCode: 'ACTIVE',
      loginId: member.loginId,
    })
    const [audit] = await auditOf(member.id, 'USER_UPDATE')
    expect(audit).toMatchObject({ actorId: shop.userId })
    expect(audit?.before).toEqual({
      nickname: member.nickname,
      phone: '010-1111-2222',
      email: '',
      pointRate: 1.2,
    })
    expect(audit?.after).toEqual({
      nickname: '새닉네임',
      phone: '010-3333-4444',
      email: 'a@example.com',
      pointRate: 0.5,
    })
    // Nothing new: nothing written.
    await updateMember(
      granting(contextOf(database, shop), 'members.manage'),
      updateMemberInput.parse({ id: member.id, pointRate: 0.5 }),
    )
    expect(await auditOf(member.id, 'USER_UPDATE')).toHaveLength(1)
  })

  test('name and role only where the actor may assign the role; never to or above their own', async () => {
    const member = await newUser()
    await expectDomainError(
      updateMember(
        granting(contextOf(database, shop), 'members.manage'),
        updateMemberInput.parse({ id: member.id, roleCode: 'SHOP' }),
      ),
      'FORBIDDEN',
    )
    const promoted = await updateMember(
      granting(contextOf(database, agency), 'members.manage'),
      updateMemberInput.parse({ id: member.id, roleCode: 'SHOP', name: '김매장' }),
    )
    expect(promoted).toMatchObject({ roleCode: 'SHOP', roleName: '매장', name: '김매장' })
    await expectDomainError(
      updateMember(
        granting(contextOf(database, superAdmin), 'members.manage'),
        updateMemberInput.parse({ id: member.id, roleCode: 'SUPER' }),
      ),
      'FORBIDDEN',
    )
    // SUPER manages everyone but does not demote or suspend themselves.
    await expectDomainError(
      updateMember(
        granting(contextOf(database, superAdmin), 'members.manage'),
        updateMemberInput.parse({ id: superAdmin.userId, roleCode: 'HQ' }),
      ),
      'FORBIDDEN',
    )
    await expectDomainError(
      updateMember(
        granting(contextOf(database, superAdmin), 'members.manage'),
        updateMemberInput.parse({ id: superAdmin.userId, statusCode: 'SUSPENDED' }),
      ),
      'FORBIDDEN',
    )
    const renamed = await updateMember(
      granting(contextOf(database, superAdmin), 'members.manage'),
      updateMemberInput.parse({ id: superAdmin.userId, nickname: '총관리자' }),
    )
    expect(renamed.nickname).toBe('총관리자')
  })

  test('scope: outside the subtree is 404, a role at or above the actor inside it is 403', async () => {
    const peerShop = await newUser({ roleCode: 'SHOP', orgId: shop.orgId }, agency)
    const elsewhere = await newUser({}, superAdmin)
    const edit = (actor: Actor, id: number) =>
      updateMember(
        granting(contextOf(database, actor), 'members.manage'),
        updateMemberInput.parse({ id, nickname: '변경' }),
      )
    await expectDomainError(edit(shop, peerShop.id), 'FORBIDDEN')
    await expectDomainError(edit(shop, shop.userId), 'FORBIDDEN')
    await expectDomainError(edit(shop, elsewhere.id), 'NOT_FOUND')
    await expectDomainError(edit(shop, hq.userId), 'NOT_FOUND')
    await expectDomainError(edit(hq, 999_999), 'NOT_FOUND')
    expect((await edit(agency, peerShop.id)).nickname).toBe('변경')
    expect((await edit(superAdmin, peerShop.id)).nickname).toBe('변경')
    await expectDomainError(
      memberDetail(granting(contextOf(database, shop), 'members.view'), { id: peerShop.id }),
      'FORBIDDEN',
    )
    await expectDomainError(
      memberDetail(granting(contextOf(database, shop), 'members.view'), { id: elsewhere.id }),
      'NOT_FOUND',
    )
  })

  test('the update input refuses unknown fields and values with Korean messages', () => {
    const refusal = (input: Record<string, unknown>) =>
      updateMemberInput.safeParse({ id: 1, ...input }).error?.issues[0]?.message
    expect(refusal({ loginId: 'other' })).toBe('변경할 수 없는 항목입니다: loginId')
    expect(refusal({ statusCode: 'DELETED' })).toBe('상태는 ACTIVE, INACTIVE, SUSPENDED 중 하나입니다.')
    expect(refusal({ roleCode: 'ROOT' })).toContain('등급')
    expect(refusal({ pointRate: 10.1 })).toBe('포인트 적립률은 0에서 10 사이여야 합니다.')
    expect(refusal({ pointRate: 1.25 })).toBe('포인트 적립률은 0.1 단위입니다.')
    expect(refusal({ pointRate: true })).toBe('포인트 적립률은 숫자여야 합니다.')
    expect(refusal({ nickname: '' })).toBe('닉네임을 입력해주세요.')
    expect(refusal({ nickname: 'a\u0000b' })).toBe('사용할 수 없는 문자가 포함되어 있습니다.')
    expect(refusal({ email: 'nope' })).toBe('이메일 형식이 올바르지 않습니다.')
    expect(updateMemberInput.safeParse({ id: 2_147_483_648 }).success).toBe(false)
    expect(updateMemberInput.parse({ id: '7' })).toEqual({ id: 7 })
  })

  test("suspending ends the member's sessions and open streams, after PROFILE_UPDATED reached them", async () => {
    const memberActor = await fundedMember(database, 0)
    const second = await signIn(database, memberActor.loginId, 'pass1234', 'member')
    const { ctx, events, bus } = await recordingContext(shop)
    const stop = new AbortController()
    const heard: ClientEvent[] = []
    const stream = (async () => {
      for await (const { event } of eventsFor(bus, memberActor, { signal: stop.signal })) heard.push(event)
      return 'ended'
    })()

    await updateMember(
      granting(ctx, 'members.manage'),
      updateMemberInput.parse({ id: memberActor.userId, statusCode: 'SUSPENDED' }),
    )
    const timeout = Bun.sleep(2_000).then(() => 'still open')
    expect(await Promise.race([stream, timeout])).toBe('ended')
    stop.abort()

    const revoked = events.find((e) => e.type === 'SESSION_REVOKED')
    expect(revoked).toMatchObject({ userId: memberActor.userId })
    expect(revoked?.type === 'SESSION_REVOKED' && revoked.sessionIds).toEqual(
      expect.arrayContaining([memberActor.sessionId]),
    )
    expect(events).toContainEqual({
      type: 'PROFILE_UPDATED',
      userId: memberActor.userId,
      betBlocked: false,
      statusCode: 'SUSPENDED',
    })
    // The stream hears the new status, never the revocation itself.
    expect(heard).toEqual([
      { type: 'PROFILE_UPDATED', userId: memberActor.userId, betBlocked: false, statusCode: 'SUSPENDED' },
    ])
    expect(await authenticate(database.db, second.accessToken)).toBeNull()
    const live = await database.db.select().from(sessions).where(eq(sessions.userId, memberActor.userId))
    expect(live.every((session) => session.revokedAt !== null)).toBe(true)
    await expectDomainError(signIn(database, memberActor.loginId, 'pass1234', 'member'), 'ACCOUNT_DISABLED')

    await updateMember(
      granting(contextOf(database, shop), 'members.manage'),
      updateMemberInput.parse({ id: memberActor.userId, statusCode: 'ACTIVE' }),
    )
    expect((await signIn(database, memberActor.loginId, 'pass1234', 'member')).accessToken).toBeTruthy()
  })

  test("another member's revocation, and other members' private events, do not touch a stream", async () => {
    const one = await fundedMember(database, 0)
    const two = await fundedMember(database, 0)
    const bus = await listeningBus(database)
    const stop = new AbortController()
    const heard: ClientEvent[] = []
    const stream = (async () => {
      for await (const { event } of eventsFor(bus, one, { signal: stop.signal })) heard.push(event)
    })()
    await commitEvents(database, bus, [
      { type: 'SESSION_REVOKED', userId: two.userId, sessionIds: [two.sessionId] },
      { type: 'PROFILE_UPDATED', userId: two.userId, betBlocked: true, statusCode: 'ACTIVE' },
      { type: 'PROFILE_UPDATED', userId: one.userId, betBlocked: true, statusCode: 'ACTIVE' },
    ])
    await Bun.sleep(20)
    stop.abort()
    await stream
    expect(heard).toEqual([
      { type: 'PROFILE_UPDATED', userId: one.userId, betBlocked: true, statusCode: 'ACTIVE' },
    ])
  })
})

describe(`member delete on ${testDriver}`, () => {
  test('a user without history is removed with wallet, sessions, tokens and idempotency keys', async () => {
    const member = await newUser()
    const signedIn = await signIn(database, member.loginId, 'pass1234', 'member')
    await database.db.insert(idempotencyKeys).values({ userId: member.id, key: 'k1', requestHash: 'h' })
    const { ctx, events } = await recordingContext(shop)
    const answer = await removeMember(granting(ctx, 'members.manage'), { id: member.id })
    expect(answer).toEqual({ id: member.id, result: 'DELETED', message: '회원을 삭제했습니다.' })

    expect(await database.db.select().from(users).where(eq(users.id, member.id))).toEqual([])
    expect(await database.db.select().from(wallets).where(eq(wallets.userId, member.id))).toEqual([])
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([])
    expect(
      await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, member.id)),
    ).toEqual([])
    expect(await authenticate(database.db, signedIn.accessToken)).toBeNull()
    const [audit] = await auditOf(member.id, 'USER_DELETE')
    expect(audit).toMatchObject({
      actorId: shop.userId,
      before: expect.objectContaining({ loginId: member.loginId }),
    })
    expect(events).toContainEqual(expect.objectContaining({ type: 'SESSION_REVOKED', userId: member.id }))
    await expectDomainError(
      removeMember(granting(contextOf(database, shop), 'members.manage'), { id: member.id }),
      'NOT_FOUND',
    )
  })

  test('a user with history is deactivated: sign-in refused, history kept', async () => {
    const memberActor = await fundedMember(database, 5_000)
    const ledgerBefore = await database.db
      .select()
      .from(moneyLedger)
      .where(eq(moneyLedger.userId, memberActor.userId))
    const { ctx, events } = await recordingContext(shop)
    const answer = await removeMember(granting(ctx, 'members.manage'), { id: memberActor.userId })
    expect(answer.result).toBe('DEACTIVATED')
    expect(answer.message).toContain('비활성화')
    const [row] = await database.db.select().from(users).where(eq(users.id, memberActor.userId))
    expect(row?.statusCode).toBe('INACTIVE')
    expect(
      await database.db.select().from(moneyLedger).where(eq(moneyLedger.userId, memberActor.userId)),
    ).toEqual(ledgerBefore)
    const [session] = await database.db.select().from(sessions).where(eq(sessions.id, memberActor.sessionId))
    expect(session?.revokedAt).not.toBeNull()
    await expectDomainError(signIn(database, memberActor.loginId, 'pass1234', 'member'), 'ACCOUNT_DISABLED')
    expect(await auditOf(memberActor.userId, 'USER_DEACTIVATE')).toHaveLength(1)
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'SESSION_REVOKED', sessionIds: [memberActor.sessionId] }),
    )
    expect(await ledgerMismatches(database)).toEqual([])
  })

  test('an administrator whose actions are audited is deactivated, not removed', async () => {
    const newShop = await newUser({ roleCode: 'SHOP', orgId: shop.orgId }, agency)
    const shopActor = await actorOf(database, newShop.loginId, 'pass1234', 'admin')
    await newUser({}, shopActor)
    expect(
      (await removeMember(granting(contextOf(database, agency), 'members.manage'), { id: newShop.id }))
        .result,
    ).toBe('DEACTIVATED')
  })

  test('nobody deletes themselves, anyone beside or above them, or outside their subtree', async () => {
    const peerShop = await newUser({ roleCode: 'SHOP', orgId: shop.orgId }, agency)
    const otherSuper = await newUser({ roleCode: 'HQ' }, superAdmin)
    const elsewhere = await newUser({}, superAdmin)
    await expectDomainError(
      removeMember(granting(contextOf(database, superAdmin), 'members.manage'), { id: superAdmin.userId }),
      'FORBIDDEN',
    )
    await expectDomainError(
      removeMember(granting(contextOf(database, shop), 'members.manage'), { id: shop.userId }),
      'FORBIDDEN',
    )
    await expectDomainError(
      removeMember(granting(contextOf(database, shop), 'members.manage'), { id: peerShop.id }),
      'FORBIDDEN',
    )
    await expectDomainError(
      removeMember(granting(contextOf(database, shop), 'members.manage'), { id: agency.userId }),
      'NOT_FOUND',
    )
    await expectDomainError(
      removeMember(granting(contextOf(database, shop), 'members.manage'), { id: elsewhere.id }),
      'NOT_FOUND',
    )
    await database.db
      .update(users)
      .set({ roleCode: 'SUPER', orgId: superAdmin.orgId })
      .where(eq(users.id, otherSuper.id))
    await expectDomainError(
      removeMember(granting(contextOf(database, superAdmin), 'members.manage'), { id: otherSuper.id }),
      'FORBIDDEN',
    )
    expect(await database.db.select().from(users).where(eq(users.id, peerShop.id))).toHaveLength(1)
  })

  test('only an empty wallet that never moved can be removed', async () => {
    const funded = await fundedMember(database, 1_000)
    await expectDomainError(
      database.db.transaction((tx) => removeEmptyWallet(tx, funded.userId)),
      'CONFLICT',
    )
    const drained = await newUser()
    await database.db.transaction(async (tx) => {
      const at = new Date()
      await moveWallet(tx, { userId: drained.id, money: { amount: 500, type: 'ADJUST_CREDIT' }, at })
      await moveWallet(tx, { userId: drained.id, money: { amount: -500, type: 'ADJUST_DEBIT' }, at })
    })
    await expectDomainError(
      database.db.transaction((tx) => removeEmptyWallet(tx, drained.id)),
      'CONFLICT',
    )
    expect(await database.db.select().from(wallets).where(eq(wallets.userId, drained.id))).toHaveLength(1)
  })
})

describe(`passwords on ${testDriver}`, () => {
  test('a new password set by an administrator ends every session of the member; it is never recorded', async () => {
    const memberActor = await fundedMember(database, 0)
    const other = await signIn(database, memberActor.loginId, 'pass1234', 'member')
    const { ctx, events } = await recordingContext(shop)
    expect(
      await setMemberPassword(
        granting(ctx, 'members.manage'),
        memberPasswordInput.parse({ id: memberActor.userId, password: 'fresh-pass' }),
      ),
    ).toEqual({ ok: true })
    expect(await authenticate(database.db, other.accessToken)).toBeNull()
    const revoked = events.find((e) => e.type === 'SESSION_REVOKED')
    expect(revoked?.type === 'SESSION_REVOKED' && [...revoked.sessionIds].sort()).toEqual(
      (
        await database.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.userId, memberActor.userId))
      )
        .map((s) => s.id)
        .sort(),
    )
    await expectDomainError(
      signIn(database, memberActor.loginId, 'pass1234', 'member'),
      'INVALID_CREDENTIALS',
    )
    expect((await signIn(database, memberActor.loginId, 'fresh-pass', 'member')).accessToken).toBeTruthy()
    const [audit] = await auditOf(memberActor.userId, 'USER_PASSWORD_SET')
    expect(JSON.stringify(audit)).not.toContain('fresh-pass')
    await expectDomainError(
      setMemberPassword(granting(contextOf(database, shop), 'members.manage'), {
        id: agency.userId,
        password: 'whatever',
      }),
      'NOT_FOUND',
    )
  })

  test('passwords need 4 characters after trimming', () => {
    const refusal = (password: unknown) =>
      memberPasswordInput.safeParse({ id: 1, password }).error?.issues[0]?.message
    expect(refusal('abc')).toBe('비밀번호는 4자 이상이어야 합니다.')
    expect(refusal('  ab  ')).toBe('비밀번호는 4자 이상이어야 합니다.')
    expect(refusal(1234)).toBe('비밀번호를 입력해주세요.')
    expect(refusal('x'.repeat(101))).toBe('비밀번호는 100자 이하여야 합니다.')
    expect(refusal('abcd')).toBeUndefined()
  })

  test('the point password is stored hashed and is what point conversion asks for', async () => {
    const memberActor = await fundedMember(database, 0)
    await database.db.transaction((tx) =>
      moveWallet(tx, {
        userId: memberActor.userId,
        points: { amount: 100, type: 'POINT_ADJUST' },
        at: new Date(),
      }),
    )
    await setMemberPointPassword(
      granting(contextOf(database, shop), 'members.manage'),
      memberPasswordInput.parse({ id: memberActor.userId, password: '2468' }),
    )
    const [row] = await database.db
      .select({ hash: users.pointPasswordHash })
      .from(users)
      .where(eq(users.id, memberActor.userId))
    expect(row?.hash?.startsWith('$argon2id$')).toBe(true)
    // Unlike the sign-in password, it leaves the member signed in.
    const [session] = await database.db.select().from(sessions).where(eq(sessions.id, memberActor.sessionId))
    expect(session?.revokedAt).toBeNull()
    const [audit] = await auditOf(memberActor.userId, 'USER_POINT_PASSWORD_SET')
    expect(audit?.after).toEqual({ pointPasswordSet: true })
    expect(JSON.stringify(audit)).not.toContain('2468')

    const superCtx = contextOf(database, superAdmin)
    await updateSettings(granting(superCtx, 'settings.propose'), { pointConvertPasswordRequired: true })
    try {
      const member = contextOf(database, memberActor)
      await expectDomainError(
        convertPoints(member, pointConvertInput.parse({ pointAmount: 10, password: '1357' })),
        'POINT_PASSWORD_MISMATCH',
      )
      const converted = await convertPoints(
        member,
        pointConvertInput.parse({ pointAmount: 10, password: '2468' }),
      )
      expect(converted.newPointBal).toBe(90)
    } finally {
      await updateSettings(granting(superCtx, 'settings.propose'), { pointConvertPasswordRequired: false })
    }
  })

  test('an administrator changes their own password: other sessions end, this one stays', async () => {
    const newShop = await newUser({ roleCode: 'SHOP', orgId: shop.orgId }, agency)
    const current = await actorOf(database, newShop.loginId, 'pass1234', 'admin')
    const other = await signIn(database, newShop.loginId, 'pass1234', 'admin')
    const { ctx, events } = await recordingContext(current)
    await expectDomainError(
      changeAdminPassword(granting(ctx, 'account.manage'), {
        currentPassword: 'wrong',
        newPassword: 'next-pass',
      }),
      'VALIDATION',
    )
    await changeAdminPassword(granting(ctx, 'account.manage'), {
      currentPassword: 'pass1234',
      newPassword: 'next-pass',
    })
    expect(await authenticate(database.db, other.accessToken)).toBeNull()
    const [stillSignedIn] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, current.sessionId))
    expect(stillSignedIn?.revokedAt).toBeNull()
    expect(events).toEqual([
      expect.objectContaining({ type: 'SESSION_REVOKED', userId: newShop.id, sessionIds: expect.any(Array) }),
    ])
    const revoked = events[0]
    expect(revoked?.type === 'SESSION_REVOKED' && revoked.sessionIds).not.toContain(current.sessionId)
    expect((await signIn(database, newShop.loginId, 'next-pass', 'admin')).accessToken).toBeTruthy()
    await expectDomainError(
      changeAdminPassword(granting(contextOf(database, await fundedMember(database, 0)), 'account.manage'), {
        currentPassword: 'pass1234',
        newPassword: 'next-pass',
      }),
      'FORBIDDEN',
    )
  })

  test("a member's own password change and logout close the streams of the sessions they end", async () => {
    const memberActor = await fundedMember(database, 0)
    const other = await signIn(database, memberActor.loginId, 'pass1234', 'member')
    const otherActor = await authenticate(database.db, other.accessToken)
    const { ctx, events } = await recordingContext(memberActor)
    await changePassword(ctx, { currentPassword: 'pass1234', newPassword: 'member-new' })
    expect(events).toEqual([
      { type: 'SESSION_REVOKED', userId: memberActor.userId, sessionIds: [otherActor?.sessionId ?? ''] },
    ])
    events.length = 0
    await logout(ctx)
    expect(events).toEqual([
      { type: 'SESSION_REVOKED', userId: memberActor.userId, sessionIds: [memberActor.sessionId] },
    ])
  })
})

describe(`bet block on ${testDriver}`, () => {
  test("a blocked member's bets are refused with BET_BLOCKED; the member hears PROFILE_UPDATED", async () => {
    const memberActor = await fundedMember(database, 50_000)
    const round = roundOfDay('2026-11-23', 50)
    const game = await gameDeps(database, new Date(drawAt(round).getTime() - 200_000))
    const bet = () =>
      placeBet(
        useCaseContext(game.deps, memberActor),
        placeBetInput.parse({ items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      )

    const { ctx, events } = await recordingContext(shop)
    const blocked = await setBetBlock(
      granting(ctx, 'members.manage'),
      betBlockInput.parse({ id: memberActor.userId, betBlocked: 1 }),
    )
    expect(blocked.betBlocked).toBe(true)
    expect(events).toEqual([
      { type: 'PROFILE_UPDATED', userId: memberActor.userId, betBlocked: true, statusCode: 'ACTIVE' },
    ])
    await expectDomainError(bet(), 'BET_BLOCKED')
    expect(await database.db.select().from(bets).where(eq(bets.userId, memberActor.userId))).toEqual([])
    const [audit] = await auditOf(memberActor.userId, 'USER_BET_BLOCK')
    expect(audit).toMatchObject({ before: { betBlocked: false }, after: { betBlocked: true } })

    await setBetBlock(
      granting(contextOf(database, shop), 'members.manage'),
      betBlockInput.parse({ id: memberActor.userId, betBlocked: false }),
    )
    expect((await bet()).totalStake).toBe(1_000)
    await expectDomainError(
      setBetBlock(
        granting(contextOf(database, shop), 'members.manage'),
        betBlockInput.parse({ id: agency.userId, betBlocked: true }),
      ),
      'NOT_FOUND',
    )
  })

  test('betBlocked takes 0, 1, true or false', () => {
    expect(betBlockInput.parse({ id: 1, betBlocked: 0 }).betBlocked).toBe(false)
    expect(betBlockInput.parse({ id: 1, betBlocked: true }).betBlocked).toBe(true)
    for (const value of [2, '1', 'yes', null]) {
      expect(betBlockInput.safeParse({ id: 1, betBlocked: value }).error?.issues[0]?.message).toBe(
        '베팅 차단 값은 0, 1, true, false 중 하나입니다.',
      )
    }
  })
})

describe(`member changes beside bets on ${testDriver}`, () => {
  test('deleting, blocking and editing a member while their bets run: no deadlock, every answer a clear one', async () => {
    const memberActor = await fundedMember(database, 100_000)
    const round = roundOfDay('2026-11-24', 80)
    const game = await gameDeps(database, new Date(drawAt(round).getTime() - 200_000))
    const bet = () =>
      placeBet(
        useCaseContext(game.deps, memberActor),
        placeBetInput.parse({ items: [{ selectionCode: 'NB_ODD', stake: 1_000 }] }),
      )
    const admin = contextOf(database, shop)
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, bet),
      setBetBlock(
        granting(admin, 'members.manage'),
        betBlockInput.parse({ id: memberActor.userId, betBlocked: 0 }),
      ),
      updateMember(
        granting(admin, 'members.manage'),
        updateMemberInput.parse({ id: memberActor.userId, nickname: '동시' }),
      ),
      ...Array.from({ length: 10 }, bet),
      removeMember(granting(admin, 'members.manage'), { id: memberActor.userId }),
      ...Array.from({ length: 10 }, bet),
    ])
    const refusals = outcomes
      .filter((o) => o.status === 'rejected')
      .map((o) => (o as PromiseRejectedResult).reason as { code?: string; message?: string })
    expect(refusals.filter((r) => r.code !== 'ACCOUNT_DISABLED').map((r) => r.message)).toEqual([])
    const [row] = await database.db.select().from(users).where(eq(users.id, memberActor.userId))
    expect(row).toMatchObject({ statusCode: 'INACTIVE', nickname: '동시' })
    const placed = await database.db.select().from(bets).where(eq(bets.userId, memberActor.userId))
    expect(placed).toHaveLength(outcomes.filter((o) => o.status === 'fulfilled').length - 3)
    expect(await ledgerMismatches(database)).toEqual([])
  }, 60_000)
})
