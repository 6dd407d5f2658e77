import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

let server: TestServer
let call: ReturnType<typeof restClient>
beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
}, 60_000)
afterAll(() => server.close())

interface Session {
  accessToken: string
  refreshToken: string
  user: { loginId: string; roleCode: string; moneyBal: number }
}

describe('REST auth', () => {
  test('health answers the server time in the envelope', async () => {
    const { status, body } = await call<{ timestamp: string }>('GET', '/health')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(Math.abs(Date.parse(body.data?.timestamp ?? '') - Date.now())).toBeLessThan(5_000)
  })

  test('member login, me, profile, refresh, logout', async () => {
    const login = await call<Session>('POST', '/auth/login', {
      body: { loginId: 'member1', password: DEMO_PASSWORD },
    })
    expect(login.status).toBe(200)
    expect(login.body.data?.user).toMatchObject({
      loginId: 'member1',
      roleCode: 'MEMBER',
      moneyBal: 1_000_000,
    })
    const token = login.body.data?.accessToken
    expect((await call('GET', '/auth/me', { token })).body.data).toMatchObject({ loginId: 'member1' })
    expect((await call('GET', '/users/profile', { token })).body.data).toMatchObject({
      loginId: 'member1',
      pointBal: 5_000,
    })

    const refreshed = await call<Session>('POST', '/auth/refresh', {
      body: { refreshToken: login.body.data?.refreshToken },
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.data?.refreshToken).not.toBe(login.body.data?.refreshToken)
    const reused = await call('POST', '/auth/refresh', {
      body: { refreshToken: login.body.data?.refreshToken },
    })
    expect(reused).toMatchObject({ status: 401, body: { success: false, code: 'TOKEN_REUSED' } })
    expect((await call('GET', '/auth/me', { token: refreshed.body.data?.accessToken })).status).toBe(401)

    const again = await call<Session>('POST', '/auth/login', {
      body: { loginId: 'member1', password: DEMO_PASSWORD },
    })
    const fresh = again.body.data?.accessToken
    expect((await call('POST', '/auth/logout', { token: fresh })).body).toEqual({
      success: true,
      data: { ok: true },
    })
    expect((await call('GET', '/auth/me', { token: fresh })).status).toBe(401)
  })

  test('refresh without a token says so in Korean', async () => {
    const { status, body } = await call('POST', '/auth/refresh', { body: {} })
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' })
    expect(body.message).toContain('리프레시 토큰이 없습니다.')
  })

  test('a wrong password is 401 with a Korean message and no hint which part was wrong', async () => {
    const wrong = await call('POST', '/auth/login', { body: { loginId: 'member2', password: 'nope' } })
    const unknown = await call('POST', '/auth/login', { body: { loginId: 'ghost', password: 'nope' } })
    expect(wrong).toEqual({
      status: 401,
      body: {
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: '아이디 또는 비밀번호가 올바르지 않습니다.',
      },
    })
    expect(unknown).toEqual(wrong)
  })

  test('areas: a member is refused as admin and the reverse; /admin/auth/login is the admin area', async () => {
    const memberAsAdmin = await call('POST', '/auth/login', {
      body: { loginId: 'member1', password: DEMO_PASSWORD, area: 'admin' },
    })
    expect(memberAsAdmin).toMatchObject({ status: 403, body: { code: 'AREA_FORBIDDEN' } })
    const adminAsMember = await call('POST', '/auth/login', {
      body: { loginId: 'admin', password: ADMIN_PASSWORD },
    })
    expect(adminAsMember).toMatchObject({ status: 403, body: { code: 'AREA_FORBIDDEN' } })
    const viaAdminPath = await call<Session>('POST', '/admin/auth/login', {
      body: { loginId: 'admin', password: ADMIN_PASSWORD },
    })
    expect(viaAdminPath.body.data?.user.roleCode).toBe('SUPER')
    const memberOnAdminPath = await call('POST', '/admin/auth/login', {
      body: { loginId: 'member1', password: DEMO_PASSWORD },
    })
    expect(memberOnAdminPath.status).toBe(403)
  })

  test('a member token is refused on admin calls and an admin token on member calls', async () => {
    const member = await call<Session>('POST', '/auth/login', {
      body: { loginId: 'member3', password: DEMO_PASSWORD },
    })
    const admin = await call<Session>('POST', '/auth/login', {
      body: { loginId: 'shop1', password: DEMO_PASSWORD, area: 'admin' },
    })
    expect(await call('GET', '/admin/users', { token: member.body.data?.accessToken })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    })
    expect(await call('GET', '/users/profile', { token: admin.body.data?.accessToken })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    })
  })

  // No proxy is trusted by default, so a made-up X-Forwarded-For does not make a new address.
  test('repeated failures are rate limited with 429, whatever X-Forwarded-For says', async () => {
    let last = 0
    for (let i = 0; i < 6; i++) {
      last = (
        await call('POST', '/auth/login', {
          body: { loginId: 'agency1', password: `bad${i}`, area: 'admin' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        })
      ).status
    }
    expect(last).toBe(429)
    const right = await call('POST', '/auth/login', {
      body: { loginId: 'agency1', password: DEMO_PASSWORD, area: 'admin' },
    })
    expect(right).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } })
  })
})
