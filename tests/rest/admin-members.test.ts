import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { auditLog, users } from '@pb/db'
import { drawAt, roundOfDay } from '@pb/game'
import { eq } from 'drizzle-orm'
import { listenEvents, until } from '../support/event-listener'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  type Envelope,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

// Two minutes before a draw: the round is open for bets.
const clock = createManualClock(new Date(drawAt(roundOfDay('2026-12-02', 60)).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
const tokens: Record<string, string> = {}

interface Member {
  id: number
  loginId: string
  nickname: string
  roleCode: string
  statusCode: string
  orgId: number
  betBlocked: boolean
  moneyBal: number
  totalDeposit: number
  totalWithdrawal: number
  settlement: number
}
interface MemberPage {
  items: Member[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

async function signIn(loginId: string, password = DEMO_PASSWORD, area: 'member' | 'admin' = 'admin') {
  const login = await call<{ accessToken: string; user: { id: number } }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  expect(login.status).toBe(200)
  return { token: login.body.data?.accessToken ?? '', id: login.body.data?.user.id ?? 0 }
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  tokens.admin = (await signIn('admin', ADMIN_PASSWORD)).token
  tokens.hq1 = (await signIn('hq1')).token
  tokens.agency1 = (await signIn('agency1')).token
  tokens.shop1 = (await signIn('shop1')).token
}, 60_000)
afterAll(() => server.close())

let made = 0
/** A new user in the creator's org (shop1 unless said otherwise), signed in. */
async function newMember(extra: Record<string, unknown> = {}, creator = 'shop1') {
  const loginId = `rm${++made}`
  const created = await call<Member>('POST', '/admin/users', {
    token: tokens[creator],
    body: {
      loginId,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
      ...extra,
    },
  })
  expect(created.status).toBe(201)
  const member = created.body.data as Member
  const role = member.roleCode === 'MEMBER' ? 'member' : 'admin'
  return { ...member, token: (await signIn(loginId, 'pass1234', role)).token }
}

/** A refusal: the status, the code and a Korean message. */
function expectRefusal(answer: Envelope, status: number, code: string, message?: string) {
  expect(answer.status).toBe(status)
  expect(answer.body).toMatchObject({ success: false, code })
  expect(answer.body.message).toMatch(/[가-힣]/)
  if (message) expect(answer.body.message).toContain(message)
}

describe('GET /api/admin/users', () => {
  test('filters, sorts and pages in one envelope', async () => {
    const tagged = await newMember({ nickname: 'RestZebra', phone: '010-5555-0000' })
    const page = await call<MemberPage>('GET', '/admin/users?q=restzeb', { token: tokens.shop1 })
    expect(page.status).toBe(200)
    expect(page.body).toEqual({
      success: true,
      data: {
        items: [expect.objectContaining({ id: tagged.id })],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      },
    })
    const byPhone = await call<MemberPage>('GET', '/admin/users?q=55550000', { token: tokens.shop1 })
    expect(byPhone.body.data?.items.map((m) => m.id)).toEqual([tagged.id])

    const shops = await call<MemberPage>('GET', '/admin/users?roleCode=SHOP&statusCode=ACTIVE', {
      token: tokens.hq1,
    })
    expect(shops.body.data?.items.map((m) => m.loginId)).toEqual(['shop1'])

    const rich = await call<MemberPage>('GET', '/admin/users?sort=moneyBal&order=desc&limit=25', {
      token: tokens.shop1,
    })
    const money = rich.body.data?.items.map((m) => m.moneyBal) ?? []
    expect(money).toEqual([...money].sort((a, b) => b - a))
    expect(rich.body.data?.pagination.limit).toBe(25)

    const second = await call<MemberPage>('GET', '/admin/users?limit=10&page=2', { token: tokens.admin })
    expect(second.body.data?.pagination).toMatchObject({ page: 2, limit: 10 })
  })

  test("the org filter covers the subtree; an org outside the caller's subtree is 404", async () => {
    const me = await call<Member>('GET', '/auth/me', { token: tokens.shop1 })
    const inShop = await call<MemberPage>('GET', `/admin/users?orgId=${me.body.data?.orgId}&limit=100`, {
      token: tokens.hq1,
    })
    expect(inShop.body.data?.items.map((m) => m.loginId)).toEqual(
      expect.arrayContaining(['shop1', 'member1']),
    )
    expect(inShop.body.data?.items.every((m) => m.orgId === me.body.data?.orgId)).toBe(true)
    expectRefusal(
      await call('GET', '/admin/users?orgId=1', { token: tokens.shop1 }),
      404,
      'NOT_FOUND',
      '조직',
    )
  })

  test('unknown values are 400 with a Korean message', async () => {
    for (const query of [
      'limit=20',
      'limit=abc',
      'sort=password',
      'order=up',
      'roleCode=ROOT',
      'statusCode=GONE',
      'orgId=2147483648',
      'q=%00',
    ]) {
      expectRefusal(await call('GET', `/admin/users?${query}`, { token: tokens.admin }), 400, 'VALIDATION')
    }
    expectRefusal(
      await call('GET', '/admin/users?limit=20', { token: tokens.admin }),
      400,
      'VALIDATION',
      '10, 25, 50, 100',
    )
    expectRefusal(await call('GET', '/admin/users'), 401, 'UNAUTHORIZED')
    const member = await signIn('member1', DEMO_PASSWORD, 'member')
    expectRefusal(await call('GET', '/admin/users', { token: member.token }), 403, 'FORBIDDEN')
  })

  test("the detail answers the list's fields and whether a second factor guards the account", async () => {
    const member = await newMember()
    const [listed] =
      (await call<MemberPage>('GET', `/admin/users?q=${member.loginId}`, { token: tokens.shop1 })).body.data
        ?.items ?? []
    const detail = await call<Member & { totpEnabled: boolean }>('GET', `/admin/users/${member.id}`, {
      token: tokens.shop1,
    })
    expect(detail.body.data).toEqual({ ...(listed as Member), totpEnabled: false })
    expect(Object.keys(detail.body.data ?? {})).toEqual(
      expect.arrayContaining([
        'totalDeposit',
        'totalWithdrawal',
        'settlement',
        'betBlocked',
        'orgName',
        'roleName',
      ]),
    )
  })
})

describe('PUT /api/admin/users/{id}', () => {
  test('edits the member and answers the member', async () => {
    const member = await newMember()
    const edited = await call<Member & { phone: string; pointRate: number }>(
      'PUT',
      `/admin/users/${member.id}`,
      {
        token: tokens.shop1,
        body: { nickname: '바뀐닉', phone: '01099998888', pointRate: 1 },
      },
    )
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ nickname: '바뀐닉', phone: '010-9999-8888', pointRate: 1 })
  })

  test('refusals change nothing: unknown field or value, a role too high, outside the subtree', async () => {
    const member = await newMember()
    const path = `/admin/users/${member.id}`
    expectRefusal(
      await call('PUT', path, { token: tokens.shop1, body: { loginId: 'x' } }),
      400,
      'VALIDATION',
      '변경할 수 없는 항목',
    )
    expectRefusal(
      await call('PUT', path, { token: tokens.shop1, body: { statusCode: 'BANNED' } }),
      400,
      'VALIDATION',
      '상태는',
    )
    expectRefusal(
      await call('PUT', path, { token: tokens.shop1, body: { pointRate: 11 } }),
      400,
      'VALIDATION',
    )
    // Within 0–10, but more than the minimum house edge leaves room for at these odds beside the
    // demo's 1.2 % rolling.
    expectRefusal(
      await call('PUT', path, { token: tokens.shop1, body: { pointRate: 5 } }),
      422,
      'HOUSE_EDGE',
      '1.3%',
    )
    expectRefusal(
      await call('PUT', path, { token: tokens.shop1, body: { nickname: 'a\u0000' } }),
      400,
      'VALIDATION',
    )
    expectRefusal(
      await call('PUT', path, { token: tokens.shop1, body: { roleCode: 'SHOP' } }),
      403,
      'FORBIDDEN',
    )
    expectRefusal(
      await call('PUT', '/admin/users/2147483648', { token: tokens.shop1, body: {} }),
      400,
      'VALIDATION',
    )
    const hq = await call<Member>('GET', '/auth/me', { token: tokens.hq1 })
    expectRefusal(
      await call('PUT', `/admin/users/${hq.body.data?.id}`, { token: tokens.shop1, body: { nickname: 'x' } }),
      404,
      'NOT_FOUND',
    )
    const shop = await call<Member>('GET', '/auth/me', { token: tokens.shop1 })
    expectRefusal(
      await call('PUT', `/admin/users/${shop.body.data?.id}`, {
        token: tokens.shop1,
        body: { nickname: 'x' },
      }),
      403,
      'FORBIDDEN',
    )
    const after = await call<Member>('GET', path, { token: tokens.shop1 })
    expect(after.body.data).toMatchObject({
      loginId: member.loginId,
      nickname: member.nickname,
      roleCode: 'MEMBER',
      statusCode: 'ACTIVE',
    })
  })

  test("suspending ends the member's sessions, and their open GET /api/events stream ends", async () => {
    const member = await newMember()
    const stream = await listenEvents(`${server.url}/api/events`, member.token)
    const suspended = await call<Member>('PUT', `/admin/users/${member.id}`, {
      token: tokens.shop1,
      body: { statusCode: 'SUSPENDED' },
    })
    expect(suspended.body.data?.statusCode).toBe('SUSPENDED')
    const outcome = await Promise.race([
      stream.ended.then(() => 'ended'),
      Bun.sleep(3_000).then(() => 'still open'),
    ])
    stream.close()
    expect(outcome).toBe('ended')
    expect(stream.received).toEqual([
      { type: 'PROFILE_UPDATED', userId: member.id, betBlocked: false, statusCode: 'SUSPENDED' },
    ])
    expectRefusal(await call('GET', '/users/wallet', { token: member.token }), 401, 'UNAUTHORIZED')
    expectRefusal(
      await call('POST', '/auth/login', { body: { loginId: member.loginId, password: 'pass1234' } }),
      403,
      'ACCOUNT_DISABLED',
    )
  })
})

describe('DELETE /api/admin/users/{id}', () => {
  test('a member without history is deleted; one with history is deactivated', async () => {
    const empty = await newMember()
    const deleted = await call<{ id: number; result: string; message: string }>(
      'DELETE',
      `/admin/users/${empty.id}`,
      {
        token: tokens.shop1,
      },
    )
    expect(deleted.status).toBe(200)
    expect(deleted.body.data).toEqual({ id: empty.id, result: 'DELETED', message: '회원을 삭제했습니다.' })
    expectRefusal(await call('GET', `/admin/users/${empty.id}`, { token: tokens.shop1 }), 404, 'NOT_FOUND')
    expectRefusal(await call('GET', '/users/wallet', { token: empty.token }), 401, 'UNAUTHORIZED')

    const active = await newMember()
    await call('POST', `/admin/users/${active.id}/balance`, { token: tokens.shop1, body: { amount: 1_000 } })
    const deactivated = await call<{ result: string; message: string }>(
      'DELETE',
      `/admin/users/${active.id}`,
      {
        token: tokens.shop1,
      },
    )
    expect(deactivated.body.data).toMatchObject({ id: active.id, result: 'DEACTIVATED' })
    expect(deactivated.body.data?.message).toContain('비활성화')
    const kept = await call<Member>('GET', `/admin/users/${active.id}`, { token: tokens.shop1 })
    expect(kept.body.data).toMatchObject({ statusCode: 'INACTIVE', moneyBal: 1_000 })
    expectRefusal(
      await call('POST', '/auth/login', { body: { loginId: active.loginId, password: 'pass1234' } }),
      403,
      'ACCOUNT_DISABLED',
    )
  })

  test('nobody deletes themselves or anyone beside or above them', async () => {
    const admin = await call<Member>('GET', '/auth/me', { token: tokens.admin })
    expectRefusal(
      await call('DELETE', `/admin/users/${admin.body.data?.id}`, { token: tokens.admin }),
      403,
      'FORBIDDEN',
      '자기 자신',
    )
    const agency = await call<Member>('GET', '/auth/me', { token: tokens.agency1 })
    expectRefusal(
      await call('DELETE', `/admin/users/${agency.body.data?.id}`, { token: tokens.shop1 }),
      404,
      'NOT_FOUND',
    )
    expectRefusal(await call('DELETE', '/admin/users/abc', { token: tokens.shop1 }), 400, 'VALIDATION')
    const [count] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, admin.body.data?.id ?? 0))
    expect(count).toBeDefined()
  })
})

describe('PUT /api/admin/users/{id}/password and /point-password', () => {
  test('a new password ends every session of the member; it is never recorded', async () => {
    const member = await newMember()
    const answer = await call('PUT', `/admin/users/${member.id}/password`, {
      token: tokens.shop1,
      body: { password: 'brand-new' },
    })
    expect(answer).toEqual({ status: 200, body: { success: true, data: { ok: true } } })
    expectRefusal(await call('GET', '/users/wallet', { token: member.token }), 401, 'UNAUTHORIZED')
    expect((await signIn(member.loginId, 'brand-new', 'member')).token).toBeTruthy()
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(member.id)))
    expect(audits.map((a) => a.action)).toContain('USER_PASSWORD_SET')
    expect(JSON.stringify(audits)).not.toContain('brand-new')
  })

  test('both need 4 characters after trimming', async () => {
    const member = await newMember()
    for (const path of ['password', 'point-password']) {
      for (const password of ['abc', '  ab  ']) {
        expectRefusal(
          await call('PUT', `/admin/users/${member.id}/${path}`, { token: tokens.shop1, body: { password } }),
          400,
          'VALIDATION',
          '비밀번호는 4자 이상이어야 합니다.',
        )
      }
    }
    expectRefusal(
      await call('PUT', `/admin/users/${member.id}/password`, { token: tokens.shop1, body: {} }),
      400,
      'VALIDATION',
    )
    const pointPassword = await call('PUT', `/admin/users/${member.id}/point-password`, {
      token: tokens.shop1,
      body: { password: '2468' },
    })
    expect(pointPassword.body).toEqual({ success: true, data: { ok: true } })
    // Setting the point password leaves the member signed in.
    expect((await call('GET', '/users/wallet', { token: member.token })).status).toBe(200)
  })
})

describe('PUT /api/admin/users/{id}/bet-block', () => {
  test("a blocked member's bets are refused with BET_BLOCKED, and the member hears PROFILE_UPDATED", async () => {
    const member = await newMember()
    await call('POST', `/admin/users/${member.id}/balance`, { token: tokens.shop1, body: { amount: 10_000 } })
    const stream = await listenEvents(`${server.url}/api/events`, member.token)
    const blocked = await call<Member>('PUT', `/admin/users/${member.id}/bet-block`, {
      token: tokens.shop1,
      body: { betBlocked: 1 },
    })
    expect(blocked.body.data?.betBlocked).toBe(true)
    await until(() => stream.received.some((e) => e.type === 'PROFILE_UPDATED'))
    expect(stream.received).toContainEqual({
      type: 'PROFILE_UPDATED',
      userId: member.id,
      betBlocked: true,
      statusCode: 'ACTIVE',
    })
    stream.close()
    expectRefusal(
      await call('POST', '/bets', { token: member.token, body: { betValue: 'PB_ODD', amount: 1_000 } }),
      403,
      'BET_BLOCKED',
      '베팅이 제한된 계정',
    )
    const allowed = await call<Member>('PUT', `/admin/users/${member.id}/bet-block`, {
      token: tokens.shop1,
      body: { betBlocked: false },
    })
    expect(allowed.body.data?.betBlocked).toBe(false)
    expect(
      (await call('POST', '/bets', { token: member.token, body: { betValue: 'PB_ODD', amount: 1_000 } }))
        .status,
    ).toBe(201)
    expectRefusal(
      await call('PUT', `/admin/users/${member.id}/bet-block`, {
        token: tokens.shop1,
        body: { betBlocked: 'yes' },
      }),
      400,
      'VALIDATION',
      '베팅 차단 값',
    )
  })
})

describe('PUT /api/admin/password', () => {
  test('the administrator changes their own password: other sessions end, this one stays', async () => {
    const shop = await newMember({ roleCode: 'SHOP' }, 'agency1')
    const other = await signIn(shop.loginId, 'pass1234')
    expectRefusal(
      await call('PUT', '/admin/password', {
        token: shop.token,
        body: { currentPassword: 'wrong', newPassword: 'next-pass' },
      }),
      400,
      'VALIDATION',
      '현재 비밀번호',
    )
    expectRefusal(
      await call('PUT', '/admin/password', {
        token: shop.token,
        body: { currentPassword: 'pass1234', newPassword: 'abc' },
      }),
      400,
      'VALIDATION',
      '비밀번호는 4자 이상이어야 합니다.',
    )
    const changed = await call('PUT', '/admin/password', {
      token: shop.token,
      body: { currentPassword: 'pass1234', newPassword: 'next-pass' },
    })
    expect(changed.body).toEqual({ success: true, data: { ok: true } })
    expectRefusal(await call('GET', '/auth/me', { token: other.token }), 401, 'UNAUTHORIZED')
    expect((await call('GET', '/auth/me', { token: shop.token })).status).toBe(200)
    expect((await signIn(shop.loginId, 'next-pass')).token).toBeTruthy()
    const member = await signIn('member2', DEMO_PASSWORD, 'member')
    expectRefusal(
      await call('PUT', '/admin/password', {
        token: member.token,
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'next-pass' },
      }),
      403,
      'FORBIDDEN',
    )
  })
})

describe('GET /api/admin/users/{id}/ledger', () => {
  test("one member's money ledger, newest first and paged; outside the subtree 404, at or above 403", async () => {
    const member = await newMember()
    for (const [amount, note] of [
      [30_000, '첫 지급'],
      [-5_000, '일부 회수'],
    ] as const) {
      const adjusted = await call('POST', `/admin/users/${member.id}/balance`, {
        token: tokens.shop1,
        body: { amount, note },
      })
      expect(adjusted.status).toBe(200)
    }
    const page = await call<{
      items: { ledgerType: string; amount: number; sign: number; moneyBalAfter: number; note: string }[]
      pagination: { page: number; limit: number; total: number; totalPages: number }
    }>('GET', `/admin/users/${member.id}/ledger?limit=1`, { token: tokens.shop1 })
    expect(page.status).toBe(200)
    expect(page.body.data?.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 })
    expect(page.body.data?.items).toEqual([
      expect.objectContaining({
        ledgerType: 'ADJUST_DEBIT',
        amount: 5_000,
        sign: -1,
        moneyBalAfter: 25_000,
        note: '일부 회수',
      }),
    ])
    const older = await call<{ items: { note: string }[] }>(
      'GET',
      `/admin/users/${member.id}/ledger?page=2&limit=1`,
      { token: tokens.admin },
    )
    expect(older.body.data?.items.map((row) => row.note)).toEqual(['첫 지급'])

    const outsider = await newMember({}, 'admin')
    expectRefusal(
      await call('GET', `/admin/users/${outsider.id}/ledger`, { token: tokens.shop1 }),
      404,
      'NOT_FOUND',
    )
    const shop = await call<Member>('GET', '/auth/me', { token: tokens.shop1 })
    expectRefusal(
      await call('GET', `/admin/users/${shop.body.data?.id}/ledger`, { token: tokens.shop1 }),
      403,
      'FORBIDDEN',
    )
    expectRefusal(
      await call('GET', `/admin/users/${member.id}/ledger`, { token: member.token }),
      403,
      'FORBIDDEN',
    )
    expectRefusal(
      await call('GET', `/admin/users/${member.id}/ledger?limit=500`, { token: tokens.shop1 }),
      400,
      'VALIDATION',
      '표시 개수는 1~100 사이여야 합니다.',
    )
  })
})
