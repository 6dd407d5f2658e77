import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { restRoutes } from '@pb/api'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let call: ReturnType<typeof restClient>
let adminToken: string
beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'hq1', password: DEMO_PASSWORD, area: 'admin' },
  })
  adminToken = login.body.data?.accessToken ?? ''
}, 60_000)
afterAll(() => server.close())

describe('REST envelope and bad input', () => {
  test('malformed JSON is 400 INVALID_JSON', async () => {
    const { status, body } = await call('POST', '/auth/login', { rawBody: '{"loginId": "member1",' })
    expect(status).toBe(400)
    expect(body).toEqual({
      success: false,
      code: 'INVALID_JSON',
      message: '요청 본문이 올바른 JSON이 아닙니다.',
    })
  })

  test('a JSON body that is not an object is refused', async () => {
    expect((await call('POST', '/auth/login', { rawBody: '[1,2]' })).body.code).toBe('INVALID_JSON')
    expect((await call('POST', '/auth/login', { rawBody: '"text"' })).body.code).toBe('INVALID_JSON')
  })

  test('wrong types and missing fields are 400 VALIDATION in Korean', async () => {
    const wrongType = await call('POST', '/auth/login', { body: { loginId: 42, password: true } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.code).toBe('VALIDATION')
    expect(wrongType.body.message).toMatch(/[가-힣]/)
    expect(wrongType.body.message).toContain('loginId')
    const missing = await call('POST', '/auth/login', { body: {} })
    expect(missing).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION' } })
    const blank = await call('POST', '/auth/login', { body: { loginId: '   ', password: 'x' } })
    expect(blank.body.message).toContain('아이디를 입력해주세요.')
    const badArea = await call('POST', '/auth/login', { body: { loginId: 'a', password: 'b', area: 'root' } })
    expect(badArea.status).toBe(400)
  })

  test('an oversized body is 413 and is not processed', async () => {
    const huge = JSON.stringify({ loginId: 'member1', password: 'x'.repeat(200_000) })
    const { status, body } = await call('POST', '/auth/login', { rawBody: huge })
    expect(status).toBe(413)
    expect(body.code).toBe('PAYLOAD_TOO_LARGE')
  })

  test('an unknown path is 404 and a wrong method 405, both enveloped', async () => {
    expect(await call('GET', '/does/not/exist')).toMatchObject({
      status: 404,
      body: { success: false, code: 'NOT_FOUND' },
    })
    expect(await call('DELETE', '/auth/login')).toMatchObject({
      status: 405,
      body: { success: false, code: 'METHOD_NOT_ALLOWED' },
    })
  })

  test('no token, a forged token and a malformed header are all 401', async () => {
    expect(await call('GET', '/auth/me')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' },
    })
    const forged = `${'a'.repeat(32)}.${'b'.repeat(43)}`
    expect((await call('GET', '/auth/me', { token: forged })).status).toBe(401)
    const [id] = adminToken.split('.')
    expect((await call('GET', '/auth/me', { token: `${id}.${'c'.repeat(43)}` })).status).toBe(401)
    expect((await call('GET', '/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401)
  })

  test('tRPC answers the same domain code and Korean message', async () => {
    const response = await fetch(`${server.url}/trpc/auth.me`)
    expect(response.status).toBe(401)
    const body = (await response.json()) as {
      error: { message: string; data: { domainCode: string; stack?: string } }
    }
    expect(body.error.message).toBe('로그인이 필요합니다.')
    expect(body.error.data.domainCode).toBe('UNAUTHORIZED')
    expect(body.error.data.stack).toBeUndefined()
  })

  test('openapi.json describes every REST route', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`)
    const spec = (await response.json()) as {
      openapi: string
      paths: Record<string, Record<string, { operationId: string }>>
    }
    expect(spec.openapi).toBe('3.1.0')
    for (const route of restRoutes) {
      expect(spec.paths[`/api${route.path}`]?.[route.method.toLowerCase()]).toBeDefined()
    }
    const ids = Object.values(spec.paths).flatMap((methods) =>
      Object.values(methods).map((o) => o.operationId),
    )
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('client-side routes fall back to the SPA, never to the API envelope', async () => {
    const page = await fetch(`${server.url}/game/anything`)
    expect([200, 503]).toContain(page.status)
    expect(page.headers.get('content-type')).not.toContain('application/json')
  })
})
