import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { attemptLimits } from '@pb/core/auth/password-attempts'
import { totpCode } from '@pb/core/auth/totp'
import { createManualClock } from '@pb/core/clock'
import { auditLog, totpRecoveryCodes, users } from '@pb/db'
import { and, eq } from 'drizzle-orm'
import { listenEvents } from '../support/event-listener'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/*
 * The keys to an account (its second factor, its password) change only with the current password,
 * so a stolen access token cannot lock the owner out; a superior resets a subordinate's lost factor.
 */
// Stands still until the test moves it: a TOTP step changes only when the test says so.
const clock = createManualClock(new Date())
let server: TestServer
let call: ReturnType<typeof restClient>

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
}, 60_000)
afterAll(() => server.close())

const nextStep = () => clock.advance(30_000)
const codeOf = (secret: string) => totpCode(secret, clock.now())

async function tokenOf(loginId: string, password = DEMO_PASSWORD, area = 'admin'): Promise<string> {
  const answer = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  expect(answer.status).toBe(200)
  return answer.body.data?.accessToken ?? ''
}

async function userId(loginId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginId, loginId))
  return row?.id ?? 0
}

/** Enrols the signed-in administrator; answers the secret. */
async function enrol(token: string, password = DEMO_PASSWORD): Promise<string> {
  const setup = await call<{ secret: string }>('POST', '/admin/account/totp/setup', {
    token,
    body: { currentPassword: password },
  })
  expect(setup.status).toBe(200)
  const secret = setup.body.data?.secret ?? ''
  const confirmed = await call('POST', '/admin/account/totp/confirm', {
    token,
    body: { currentPassword: password, code: codeOf(secret) },
  })
  expect(confirmed.status).toBe(200)
  return secret
}

const enabled = async (token: string) =>
  (
    (await call<{ enabled: boolean }>('GET', '/admin/account/totp', { token })).body.data as {
      enabled: boolean
    }
  ).enabled

const wrongPassword = {
  status: 400,
  body: { code: 'VALIDATION', message: '현재 비밀번호가 올바르지 않습니다.' },
}
const noPassword = {
  status: 400,
  body: {
    code: 'VALIDATION',
    details: { fields: [{ path: 'currentPassword', message: '현재 비밀번호를 입력해주세요.' }] },
  },
}

describe('the keys to the account ask for the current password', () => {
  test('a session token alone neither enrols, confirms nor turns off a second factor', async () => {
    const token = await tokenOf('hq1')
    const setup = (body?: unknown) =>
      call<{ secret: string }>('POST', '/admin/account/totp/setup', { token, body })
    expect(await setup()).toMatchObject(noPassword)
    expect(await setup({ currentPassword: 'not-the-password' })).toMatchObject(wrongPassword)
    const [pending] = await server.database.db
      .select({ secret: users.totpSecret })
      .from(users)
      .where(eq(users.id, await userId('hq1')))
    expect(pending?.secret, 'no secret is handed out without the password').toBeNull()

    const secret = (await setup({ currentPassword: DEMO_PASSWORD })).body.data?.secret ?? ''
    const confirm = (body: unknown) => call('POST', '/admin/account/totp/confirm', { token, body })
    expect(await confirm({ code: codeOf(secret) })).toMatchObject(noPassword)
    expect(await confirm({ currentPassword: 'not-the-password', code: codeOf(secret) })).toMatchObject(
      wrongPassword,
    )
    expect(await enabled(token)).toBe(false)
    expect((await confirm({ currentPassword: DEMO_PASSWORD, code: codeOf(secret) })).status).toBe(200)
    expect(await enabled(token)).toBe(true)

    nextStep()
    const disable = (body: unknown) => call('POST', '/admin/account/totp/disable', { token, body })
    expect(await disable({ code: codeOf(secret) })).toMatchObject(noPassword)
    expect(await disable({ currentPassword: 'not-the-password', code: codeOf(secret) })).toMatchObject(
      wrongPassword,
    )
    expect(await enabled(token)).toBe(true)
    expect((await disable({ currentPassword: DEMO_PASSWORD, code: codeOf(secret) })).status).toBe(200)
    expect(await enabled(token)).toBe(false)
  })

  test('an own password changes only with the current one, for members and administrators alike', async () => {
    const own = [
      {
        path: '/users/password',
        loginId: 'member1',
        token: await tokenOf('member1', DEMO_PASSWORD, 'member'),
      },
      { path: '/admin/password', loginId: 'agency1', token: await tokenOf('agency1') },
    ]
    for (const { path, token } of own) {
      const change = (body: unknown) => call('PUT', path, { token, body })
      expect(await change({ newPassword: 'taken-over-1' })).toMatchObject(noPassword)
      expect(
        await change({ currentPassword: 'not-the-password', newPassword: 'taken-over-1' }),
      ).toMatchObject(wrongPassword)
    }
    expect(await tokenOf('member1', DEMO_PASSWORD, 'member')).not.toBe('')
    expect(await tokenOf('agency1')).not.toBe('')
  })

  test('the same over tRPC, where a batch holds at most one of these calls', async () => {
    const token = await tokenOf('hq1')
    const trpc = async (paths: string, body: unknown, batch = false) => {
      const response = await fetch(`${server.url}/trpc/${paths}${batch ? '?batch=1' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    }
    expect(await trpc('admin.account.totpSetup', {})).toMatchObject({
      status: 400,
      body: { error: { data: { domainCode: 'VALIDATION' } } },
    })
    expect(await trpc('admin.account.totpSetup', { currentPassword: 'not-the-password' })).toMatchObject({
      status: 400,
      body: { error: { message: '현재 비밀번호가 올바르지 않습니다.', data: { domainCode: 'VALIDATION' } } },
    })
    const guesses = { 0: { currentPassword: 'guess-a' }, 1: { currentPassword: 'guess-b' } }
    const batch = await trpc('admin.account.totpSetup,admin.account.totpSetup', guesses, true)
    expect(batch.status).toBe(400)
    expect(JSON.stringify(batch.body)).toContain('BATCH_REFUSED')
    const [pending] = await server.database.db
      .select({ secret: users.totpSecret })
      .from(users)
      .where(eq(users.id, await userId('hq1')))
    expect(pending?.secret ?? null, 'nothing enrolled without the password').toBeNull()
  })

  test('wrong current passwords count toward the sign-in limits', async () => {
    const token = await tokenOf('shop1')
    for (let i = 0; i < attemptLimits.perAccountAndAddress; i++) {
      const wrong = await call('POST', '/admin/account/totp/setup', {
        token,
        body: { currentPassword: `guess-${i}` },
      })
      expect(wrong).toMatchObject(wrongPassword)
    }
    const right = await call('POST', '/admin/account/totp/setup', {
      token,
      body: { currentPassword: DEMO_PASSWORD },
    })
    expect(right).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
  })

  test('nobody sets their own password through member management, SUPER included', async () => {
    const superToken = await tokenOf('admin', ADMIN_PASSWORD)
    const own = await call('PUT', `/admin/users/${await userId('admin')}/password`, {
      token: superToken,
      body: { password: 'taken-over-1' },
    })
    expect(own).toMatchObject({ status: 403, body: { success: false, code: 'SELF_CHANGE_FORBIDDEN' } })
    expect(own.body.message).toContain('현재 비밀번호')
    expect((await call('GET', '/auth/me', { token: superToken })).status).toBe(200)
    expect(await tokenOf('admin', ADMIN_PASSWORD)).not.toBe('')

    const hq = await tokenOf('hq1')
    const hqOwn = await call('PUT', `/admin/users/${await userId('hq1')}/password`, {
      token: hq,
      body: { password: 'taken-over-1' },
    })
    expect(hqOwn).toMatchObject({ status: 403, body: { code: 'SELF_CHANGE_FORBIDDEN' } })
  })
})

describe("a superior resets a subordinate's second factor", () => {
  const reset = (id: number | string, token: string) => call('DELETE', `/admin/users/${id}/totp`, { token })

  test('HQ resets an agency: audited, its sessions and streams end, its password alone signs in', async () => {
    const agency = await tokenOf('agency1')
    await enrol(agency)
    const stream = await listenEvents(`${server.url}/api/events`, agency)
    const hq = await tokenOf('hq1')
    const agencyId = await userId('agency1')

    const detail = async () =>
      (await call<{ totpEnabled: boolean }>('GET', `/admin/users/${agencyId}`, { token: hq })).body.data
    expect(await detail()).toMatchObject({ totpEnabled: true })

    expect(await reset(agencyId, hq)).toEqual({ status: 200, body: { success: true, data: { ok: true } } })
    expect(await detail()).toMatchObject({ totpEnabled: false })
    await Promise.race([stream.ended, Bun.sleep(3_000).then(() => Promise.reject(new Error('stream open')))])
    expect((await call('GET', '/auth/me', { token: agency })).status).toBe(401)
    const [row] = await server.database.db
      .select({ secret: users.totpSecret, confirmedAt: users.totpConfirmedAt })
      .from(users)
      .where(eq(users.id, agencyId))
    expect(row).toEqual({ secret: null, confirmedAt: null })
    const codes = await server.database.db
      .select()
      .from(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.userId, agencyId))
    expect(codes).toEqual([])
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'TOTP_RESET'), eq(auditLog.targetId, String(agencyId))))
    expect(audit).toMatchObject({
      actorId: await userId('hq1'),
      after: { endedSessions: expect.any(Number) },
    })
    expect(await tokenOf('agency1')).not.toBe('')
  })

  test('refused on oneself, above one, outside the subtree, without a factor, and to members', async () => {
    const hq = await tokenOf('hq1')
    const own = await reset(await userId('hq1'), hq)
    expect(own).toMatchObject({ status: 403, body: { code: 'SELF_CHANGE_FORBIDDEN' } })
    expect(own.body.message).toContain('2단계 인증')
    expect(await reset(await userId('agency1'), await tokenOf('shop1'))).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    })
    expect(await reset(await userId('admin'), hq)).toMatchObject({ status: 404 })
    expect(await reset(await userId('agency1'), hq)).toMatchObject({
      status: 409,
      body: { code: 'TOTP_NOT_ENABLED' },
    })
    expect(await reset('abc', hq)).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    const member = await tokenOf('member2', DEMO_PASSWORD, 'member')
    expect(await reset(await userId('agency1'), member)).toMatchObject({ status: 403 })
  })

  test('an administrator of the same role is refused, even inside the subtree', async () => {
    const superToken = await tokenOf('admin', ADMIN_PASSWORD)
    const hq = await call<{ orgId: number }>('GET', '/auth/me', { token: await tokenOf('hq1') })
    const peer = await call('POST', '/admin/users', {
      token: superToken,
      body: {
        loginId: 'hqpeer',
        password: DEMO_PASSWORD,
        roleCode: 'HQ',
        orgId: hq.body.data?.orgId,
        bankName: '국민은행',
        accountNumber: '1234567890',
        accountHolder: '예금주',
      },
    })
    expect(peer.status).toBe(201)
    nextStep()
    await enrol(await tokenOf('hqpeer'))
    expect(await reset(await userId('hqpeer'), await tokenOf('hq1'))).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    })
    const [row] = await server.database.db
      .select({ confirmedAt: users.totpConfirmedAt })
      .from(users)
      .where(eq(users.id, await userId('hqpeer')))
    expect(row?.confirmedAt).not.toBeNull()
  })

  test("only another SUPER resets a SUPER's factor, by a proposal a second SUPER approves", async () => {
    const second = await tokenOf('admin2')
    nextStep()
    await enrol(second)
    const first = await tokenOf('admin', ADMIN_PASSWORD)
    expect(await reset(await userId('admin'), first)).toMatchObject({
      status: 403,
      body: { code: 'SELF_CHANGE_FORBIDDEN' },
    })
    expect(await reset(await userId('admin2'), await tokenOf('hq1'))).toMatchObject({ status: 404 })
    const proposed = await reset(await userId('admin2'), first)
    expect(proposed).toMatchObject({ status: 202, body: { data: { kind: 'SUPER_TOTP_RESET' } } })
    expect((await call('GET', '/auth/me', { token: second })).status).toBe(200)
    // Here the one it is about approves it (docs/roles-and-branches.md §5): then its sessions end.
    const id = (proposed.body.data as { id: number }).id
    expect((await call('POST', `/admin/approvals/${id}/approve`, { token: second })).status).toBe(200)
    expect((await call('GET', '/auth/me', { token: second })).status).toBe(401)
    expect(await tokenOf('admin2')).not.toBe('')
  })
})
