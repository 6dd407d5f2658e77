import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { attemptLimits } from '@pb/core/auth/password-attempts'
import { totpCode } from '@pb/core/auth/totp'
import { createManualClock } from '@pb/core/clock'
import { auditLog, sessions, totpRecoveryCodes, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { listenEvents } from '../support/event-listener'
import { approvedCall, approverToken } from '../support/four-eyes'
import { schemaOf } from '../support/response-schema'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

// Real time plus jumps: a code is accepted once, so a second code needs the next 30-second step.
// Stands still until the test moves it: a TOTP step changes only when the test says so.
const clock = createManualClock(new Date())
let server: TestServer
let call: ReturnType<typeof restClient>

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
}, 60_000)
afterAll(() => server.close())

interface SignedIn {
  accessToken: string
  refreshToken: string
  user: { loginId: string }
  recoveryCodes?: string[]
}
interface Challenge {
  challengeToken: string
  enrolled: boolean
  expiresInSeconds: number
}

interface SessionRow {
  id: string
  area: string
  ip: string
  device: { browser: string; os: string; mobile: boolean }
  lastUsedAt: string
  current: boolean
}

const totpSetup = schemaOf<{ secret: string; otpauthUri: string; qrSvg: string }>(
  'POST /admin/account/totp/setup',
)
const sessionList = schemaOf<SessionRow[]>('GET /auth/sessions')

const nextStep = () => clock.advance(30_000)
const codeOf = (secret: string) => totpCode(secret, clock.now())

async function signIn(loginId: string, password = DEMO_PASSWORD, userAgent = 'bun-test') {
  return call<SignedIn>('POST', '/admin/auth/login', {
    body: { loginId, password },
    headers: { 'user-agent': userAgent },
  })
}

/** The first step of a sign-in that needs the second factor: its challenge. */
async function challengeOf(loginId: string, password = DEMO_PASSWORD): Promise<Challenge> {
  const answer = await signIn(loginId, password)
  expect(answer.status).toBe(401)
  expect(answer.body).toMatchObject({ success: false, code: 'TOTP_REQUIRED' })
  expect(answer.body.data).toBeUndefined()
  return (answer.body as unknown as { details: Challenge }).details
}

async function tokenOf(loginId: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await signIn(loginId, password)
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

describe('enrolment and sign-in with TOTP', () => {
  let secret = ''
  let recoveryCodes: string[] = []
  let enrolmentCode = ''

  test('an administrator enrols with a QR code of an otpauth URI and a first code', async () => {
    const token = await tokenOf('hq1')
    expect((await call('GET', '/admin/account/totp', { token })).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    })
    const setup = await call<{ secret: string; otpauthUri: string; qrSvg: string }>(
      'POST',
      '/admin/account/totp/setup',
      { token, body: { currentPassword: DEMO_PASSWORD } },
    )
    const data = totpSetup.parse(setup.body.data)
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data.otpauthUri).toBe(
      `otpauth://totp/Powerball%3Ahq1?secret=${data.secret}&issuer=Powerball&algorithm=SHA1&digits=6&period=30`,
    )
    expect(data.qrSvg).toStartWith('<svg')

    const wrong = await call('POST', '/admin/account/totp/confirm', {
      token,
      body: { currentPassword: DEMO_PASSWORD, code: '000000' },
    })
    expect(wrong).toMatchObject({ status: 400, body: { code: 'TOTP_INVALID' } })
    expect((await call('GET', '/admin/account/totp', { token })).body.data).toMatchObject({ enabled: false })

    enrolmentCode = codeOf(data.secret)
    const confirmed = await call<{ recoveryCodes: string[] }>('POST', '/admin/account/totp/confirm', {
      token,
      body: { currentPassword: DEMO_PASSWORD, code: enrolmentCode },
    })
    expect(confirmed.status).toBe(200)
    recoveryCodes = confirmed.body.data?.recoveryCodes ?? []
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/)
    secret = data.secret
    expect((await call('GET', '/admin/account/totp', { token })).body.data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    })
    expect(
      (await call('POST', '/admin/account/totp/setup', { token, body: { currentPassword: DEMO_PASSWORD } }))
        .body.code,
      'a second enrolment would replace a working factor',
    ).toBe('TOTP_ALREADY_ENABLED')

    // Only hashes are stored, and the enrolment is audited.
    const stored = await server.database.db
      .select()
      .from(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.userId, await userId('hq1')))
    expect(stored).toHaveLength(10)
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]?.replace('-', ''))
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'TOTP_ENABLE'))
    expect(audits.map((a) => a.actorId)).toEqual([await userId('hq1')])
  })

  test('the password alone answers TOTP_REQUIRED with a challenge, the code completes it once', async () => {
    const challenge = await challengeOf('hq1')
    expect(challenge).toMatchObject({ enrolled: true, expiresInSeconds: 300 })
    // The challenge is not a session.
    expect((await call('GET', '/auth/me', { token: challenge.challengeToken })).status).toBe(401)

    // The code that confirmed the enrolment is spent: it is not accepted again.
    expect(codeOf(secret)).toBe(enrolmentCode)
    const replay = await call('POST', '/auth/login/totp', {
      body: { challengeToken: challenge.challengeToken, code: enrolmentCode },
    })
    expect(replay).toMatchObject({ status: 400, body: { code: 'TOTP_INVALID' } })

    nextStep()
    const code = codeOf(secret)
    const done = await call<SignedIn>('POST', '/auth/login/totp', {
      body: { challengeToken: challenge.challengeToken, code },
    })
    expect(done.status).toBe(200)
    expect(done.body.data?.user.loginId).toBe('hq1')
    expect(done.body.data?.recoveryCodes).toBeUndefined()
    expect((await call('GET', '/auth/me', { token: done.body.data?.accessToken })).status).toBe(200)

    const again = await call('POST', '/auth/login/totp', {
      body: { challengeToken: (await challengeOf('hq1')).challengeToken, code },
    })
    expect(again).toMatchObject({ status: 400, body: { code: 'TOTP_INVALID' } })
  })

  test('a recovery code completes a sign-in once', async () => {
    const [recovery] = recoveryCodes
    const first = await call<SignedIn>('POST', '/auth/login/totp', {
      body: { challengeToken: (await challengeOf('hq1')).challengeToken, code: recovery?.toLowerCase() },
    })
    expect(first.status).toBe(200)
    const second = await call('POST', '/auth/login/totp', {
      body: { challengeToken: (await challengeOf('hq1')).challengeToken, code: recovery },
    })
    expect(second).toMatchObject({ status: 400, body: { code: 'TOTP_INVALID' } })
    const token = first.body.data?.accessToken
    expect((await call('GET', '/admin/account/totp', { token })).body.data).toMatchObject({
      recoveryCodesLeft: 9,
    })
  })

  test('a forged, altered or expired challenge is refused', async () => {
    const { challengeToken } = await challengeOf('hq1')
    for (const forged of [
      'x',
      challengeToken.replace('.admin.', '.member.'),
      // The signature's last character changed (to another one whatever it was).
      `${challengeToken.slice(0, -1)}${challengeToken.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const answer = await call('POST', '/auth/login/totp', {
        body: { challengeToken: forged, code: codeOf(secret) },
      })
      expect(answer).toMatchObject({ status: 401, body: { code: 'TOTP_CHALLENGE_INVALID' } })
    }
    clock.advance(301_000)
    const expired = await call('POST', '/auth/login/totp', {
      body: { challengeToken, code: codeOf(secret) },
    })
    expect(expired).toMatchObject({ status: 401, body: { code: 'TOTP_CHALLENGE_INVALID' } })
  })

  test('wrong codes are limited per user, also when sent all at once', async () => {
    const { challengeToken } = await challengeOf('hq1')
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/auth/login/totp', {
          body: { challengeToken, code: String(100000 + i) },
        }),
      ),
    )
    const codes = guesses.map((answer) => answer.body.code)
    expect(codes.filter((code) => code === 'TOTP_INVALID').length).toBeLessThanOrEqual(
      attemptLimits.perAccountCodes,
    )
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(
      12 - attemptLimits.perAccountCodes,
    )
    // Even the right code waits until the window has passed.
    nextStep()
    const right = await call('POST', '/auth/login/totp', { body: { challengeToken, code: codeOf(secret) } })
    expect(right).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
    clock.advance(attemptLimits.windowMs)
    const later = await call('POST', '/auth/login/totp', {
      body: { challengeToken: (await challengeOf('hq1')).challengeToken, code: codeOf(secret) },
    })
    expect(later.status).toBe(200)
  })

  test('the factor is turned off with the password and a code; the password alone signs in again', async () => {
    nextStep()
    const token = (
      await call<SignedIn>('POST', '/auth/login/totp', {
        body: { challengeToken: (await challengeOf('hq1')).challengeToken, code: codeOf(secret) },
      })
    ).body.data?.accessToken
    const wrong = await call('POST', '/admin/account/totp/disable', {
      token,
      body: { currentPassword: DEMO_PASSWORD, code: '123456' },
    })
    expect(wrong).toMatchObject({ status: 400, body: { code: 'TOTP_INVALID' } })
    nextStep()
    const off = await call('POST', '/admin/account/totp/disable', {
      token,
      body: { currentPassword: DEMO_PASSWORD, code: codeOf(secret) },
    })
    expect(off).toEqual({ status: 200, body: { success: true, data: { ok: true } } })
    expect((await signIn('hq1')).status).toBe(200)
    const [row] = await server.database.db
      .select({ secret: users.totpSecret, confirmedAt: users.totpConfirmedAt })
      .from(users)
      .where(eq(users.id, await userId('hq1')))
    expect(row).toEqual({ secret: null, confirmedAt: null })
  })
})

describe('SUPER requires the factor per role', () => {
  test('only SUPER sets the roles, and the change is audited', async () => {
    const hq = await tokenOf('hq1')
    const refused = await call('PUT', '/admin/settings', { token: hq, body: { totpRequiredRoles: ['SHOP'] } })
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
    const superToken = await tokenOf('admin', ADMIN_PASSWORD)
    const invalid = await call('PUT', '/admin/settings', {
      token: superToken,
      body: { totpRequiredRoles: ['MEMBER'] },
    })
    expect(invalid).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    const set = await approvedCall<{ totpRequiredRoles: string[] }>(
      call,
      { proposer: superToken, approver: await approverToken(call) },
      'PUT',
      '/admin/settings',
      { body: { totpRequiredRoles: ['SHOP', 'SHOP'] } },
    )
    expect(set.body.data?.totpRequiredRoles).toEqual(['SHOP'])
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'totpRequiredRoles'))
    expect(audit).toMatchObject({ action: 'SETTING_UPDATE', before: [], after: ['SHOP'] })
  })

  test('an administrator of that role who has not enrolled enrols at sign-in', async () => {
    expect((await signIn('agency1')).status, 'AGENCY is not required').toBe(200)
    expect(
      (await call('POST', '/auth/login', { body: { loginId: 'member1', password: DEMO_PASSWORD } })).status,
    ).toBe(200)

    const challenge = await challengeOf('shop1')
    expect(challenge.enrolled).toBe(false)
    const setup = await call('POST', '/auth/login/totp/enrol', {
      body: { challengeToken: challenge.challengeToken },
    })
    const { secret } = totpSetup.parse(setup.body.data)
    nextStep()
    const done = await call<SignedIn>('POST', '/auth/login/totp', {
      body: { challengeToken: challenge.challengeToken, code: codeOf(secret) },
    })
    expect(done.status).toBe(200)
    expect(done.body.data?.recoveryCodes).toHaveLength(10)
    const token = done.body.data?.accessToken
    expect((await call('GET', '/admin/account/totp', { token })).body.data).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    })
    nextStep()
    const off = await call('POST', '/admin/account/totp/disable', {
      token,
      body: { currentPassword: DEMO_PASSWORD, code: codeOf(secret) },
    })
    expect(off).toMatchObject({ status: 409, body: { code: 'TOTP_REQUIRED_BY_ROLE' } })

    // Enrolled now: the challenge no longer hands out a secret.
    const next = await challengeOf('shop1')
    expect(next.enrolled).toBe(true)
    const again = await call('POST', '/auth/login/totp/enrol', {
      body: { challengeToken: next.challengeToken },
    })
    expect(again).toMatchObject({ status: 409, body: { code: 'TOTP_ALREADY_ENABLED' } })
  })

  test("requiring the factor for a role ends that role's sessions that signed in without it", async () => {
    const superToken = await tokenOf('admin', ADMIN_PASSWORD)
    const setRequired = (roles: string[]) =>
      approvedCall(call, { proposer: superToken, approver }, 'PUT', '/admin/settings', {
        body: { totpRequiredRoles: roles },
      })
    const approver = await approverToken(call)
    const passwordOnly = await tokenOf('agency1')
    const stream = await listenEvents(`${server.url}/api/events`, passwordOnly)

    // Another agency enrols; its sign-in before the enrolment had no second factor, the next one has.
    const created = await call<{ id: number }>('POST', '/admin/users', {
      token: await tokenOf('hq1'),
      body: {
        loginId: 'agency2fa',
        password: DEMO_PASSWORD,
        roleCode: 'AGENCY',
        bankName: '국민은행',
        accountNumber: '1234567890',
        accountHolder: '예금주',
      },
    })
    expect(created.status).toBe(201)
    const beforeEnrolment = await tokenOf('agency2fa')
    const setup = await call('POST', '/admin/account/totp/setup', {
      token: beforeEnrolment,
      body: { currentPassword: DEMO_PASSWORD },
    })
    const { secret } = totpSetup.parse(setup.body.data)
    const enrolled = await call('POST', '/admin/account/totp/confirm', {
      token: beforeEnrolment,
      body: { currentPassword: DEMO_PASSWORD, code: codeOf(secret) },
    })
    expect(enrolled.status).toBe(200)
    nextStep()
    const withFactor = (
      await call<SignedIn>('POST', '/auth/login/totp', {
        body: { challengeToken: (await challengeOf('agency2fa')).challengeToken, code: codeOf(secret) },
      })
    ).body.data?.accessToken
    const hq = await tokenOf('hq1')

    expect((await setRequired(['SHOP', 'AGENCY'])).status).toBe(200)
    await Promise.race([stream.ended, Bun.sleep(3_000).then(() => Promise.reject(new Error('stream open')))])
    const me = async (token: string | undefined) => (await call('GET', '/auth/me', { token })).status
    expect(await me(passwordOnly)).toBe(401)
    expect(await me(beforeEnrolment)).toBe(401)
    expect(await me(withFactor), 'signed in with the factor').toBe(200)
    expect(await me(hq), 'HQ is not required').toBe(200)
    expect(await me(superToken)).toBe(200)

    // The rest of this file signs agency1 in with its password alone.
    expect((await setRequired(['SHOP'])).status).toBe(200)
  })
})

describe('sessions', () => {
  const phone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
  const desktop =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  const memberLogin = (userAgent: string) =>
    call<SignedIn>('POST', '/auth/login', {
      body: { loginId: 'member2', password: DEMO_PASSWORD },
      headers: { 'user-agent': userAgent },
    })

  test('a member lists their sessions with device, address and last use, this one marked', async () => {
    const here = (await memberLogin(desktop)).body.data
    clock.advance(1_000)
    const there = (await memberLogin(phone)).body.data
    const list = await call('GET', '/auth/sessions', { token: here?.accessToken })
    expect(list.status).toBe(200)
    const rows = sessionList.parse(list.body.data)
    expect(rows).toHaveLength(2)
    expect(rows.map((row) => [row.device, row.current])).toEqual([
      [{ browser: 'Safari', os: 'iOS', mobile: true }, false],
      [{ browser: 'Chrome', os: 'Windows', mobile: false }, true],
    ])
    expect(rows[0]?.ip).toBe('127.0.0.1')
    expect(rows.every((row) => row.area === 'member')).toBe(true)
    expect(there).toBeDefined()
  })

  test('last use is written at most once a minute', async () => {
    const token = (await memberLogin(desktop)).body.data?.accessToken
    const lastUsed = async () => {
      const rows = sessionList.parse((await call('GET', '/auth/sessions', { token })).body.data)
      return rows.find((row) => row.current)?.lastUsedAt ?? ''
    }
    const signedInAt = await lastUsed()
    clock.advance(30_000)
    expect(await lastUsed(), 'within the minute nothing is written').toBe(signedInAt)
    clock.advance(31_000)
    const used = await lastUsed()
    expect(Date.parse(used) - Date.parse(signedInAt)).toBe(61_000)
    expect(await lastUsed()).toBe(used)
  })

  test('ending a session ends its access, its refresh and its event stream', async () => {
    const here = (await memberLogin(desktop)).body.data
    const there = (await memberLogin(phone)).body.data
    const stream = await listenEvents(`${server.url}/api/events`, there?.accessToken)
    const rows = sessionList.parse(
      (await call('GET', '/auth/sessions', { token: here?.accessToken })).body.data,
    )
    const other = rows.find((row) => !row.current && row.device.os === 'iOS')
    const ended = await call('DELETE', `/auth/sessions/${other?.id}`, { token: here?.accessToken })
    expect(ended).toEqual({ status: 200, body: { success: true, data: { ok: true, current: false } } })
    await Promise.race([stream.ended, Bun.sleep(3_000).then(() => Promise.reject(new Error('stream open')))])
    expect((await call('GET', '/auth/me', { token: there?.accessToken })).status).toBe(401)
    const refresh = await call('POST', '/auth/refresh', { body: { refreshToken: there?.refreshToken } })
    expect(refresh.status).toBe(401)
    expect((await call('GET', '/auth/me', { token: here?.accessToken })).status).toBe(200)
    const [row] = await server.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, other?.id ?? ''))
    expect(row?.revokedAt).not.toBeNull()
  })

  test("another user's session, or one already ended, is not found; ending this one signs out", async () => {
    const member = (await memberLogin(desktop)).body.data
    const admin = await tokenOf('agency1')
    const [adminSession] = sessionList.parse(
      (await call('GET', '/auth/sessions', { token: admin })).body.data,
    )
    expect(adminSession?.area).toBe('admin')
    const foreign = await call('DELETE', `/auth/sessions/${adminSession?.id}`, { token: member?.accessToken })
    expect(foreign).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    const malformed = await call('DELETE', '/auth/sessions/nope', { token: member?.accessToken })
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    const own = await call('DELETE', `/auth/sessions/${adminSession?.id}`, { token: admin })
    expect(own.body.data).toEqual({ ok: true, current: true })
    expect((await call('GET', '/auth/me', { token: admin })).status).toBe(401)
  })
})
