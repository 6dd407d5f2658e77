import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { restRoutes } from '@pb/api'
import { attemptLimits } from '@pb/core/auth/password-attempts'
import { passwordAttempts } from '@pb/db'
import { eq } from 'drizzle-orm'
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/test-server'

// One trusted proxy: each call names its client address in X-Forwarded-For.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 })
}, 60_000)
afterAll(() => server.close())

let addressCounter = 0
const nextAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`

interface SignIn {
  loginId: string
  password: string
  /** The `deviceToken` body field of integrators. */
  deviceToken?: string
  /** The device cookie a browser sends back. */
  cookie?: string
  headers?: Record<string, string>
}

const requestHeaders = ({ cookie, headers }: SignIn) => ({
  'content-type': 'application/json',
  'x-forwarded-for': nextAddress(),
  ...(cookie ? { cookie: `pb_device=${cookie}` } : {}),
  ...headers,
})

/** A REST sign-in at `path`; answers the status, the envelope's data and the cookies it sets. */
async function restSignIn(path: '/auth/login' | '/admin/auth/login', attempt: SignIn) {
  const { loginId, password, deviceToken } = attempt
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: requestHeaders(attempt),
    body: JSON.stringify({ loginId, password, deviceToken }),
  })
  const body = (await response.json()) as { data?: { deviceToken: string }; code?: string }
  return {
    status: response.status,
    data: body.data,
    code: body.code,
    cookies: response.headers.getSetCookie(),
  }
}

/** A sign-in as the web app makes it: a tRPC batch of one call, the device in its cookie. */
async function trpcSignIn(attempt: SignIn) {
  const { loginId, password } = attempt
  const response = await fetch(`${server.url}/trpc/auth.login?batch=1`, {
    method: 'POST',
    headers: requestHeaders(attempt),
    body: JSON.stringify({ 0: { loginId, password, area: 'member' } }),
  })
  const [answer] = (await response.json()) as {
    result?: { data: { deviceToken: string } }
    error?: { data: { domainCode: string } }
  }[]
  return {
    status: response.status,
    data: answer?.result?.data,
    code: answer?.error?.data.domainCode,
    cookies: response.headers.getSetCookie(),
  }
}

/** The device token a sign-in gave its browser, from its Set-Cookie headers. */
function cookieToken(cookies: string[]): string {
  const [first] = cookies.map((cookie) => new Bun.Cookie(cookie))
  if (first?.name !== 'pb_device') throw new Error(`no device cookie in ${cookies}`)
  return first.value
}

/** `count` wrong passwords for `loginId`, at once, each from another address. */
async function guessFromEverywhere(count: number, guess: (i: number) => Promise<{ status: number }>) {
  const statuses = (await Promise.all(Array.from({ length: count }, (_, i) => guess(i)))).map((a) => a.status)
  return { 401: statuses.filter((s) => s === 401).length, 429: statuses.filter((s) => s === 429).length }
}

const attemptsOn = async (subject: string) =>
  (await server.database.db.select().from(passwordAttempts).where(eq(passwordAttempts.subject, subject)))
    .length

describe('device tokens over HTTP', () => {
  test('a sign-in answers the device token and keeps it in a cookie for the sign-in calls only', async () => {
    const signedIn = await restSignIn('/auth/login', { loginId: 'member2', password: DEMO_PASSWORD })
    expect(signedIn.status).toBe(200)
    const schema = restRoutes.find((route) => route.path === '/auth/login')?.response
    expect(schema?.safeParse(signedIn.data).error?.issues ?? []).toEqual([])

    const cookies = signedIn.cookies.map((cookie) => new Bun.Cookie(cookie))
    expect(cookies.map((cookie) => cookie.path).sort()).toEqual([
      '/api/admin/auth/login',
      '/api/auth/login',
      '/trpc/auth.login',
    ])
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({
        name: 'pb_device',
        value: signedIn.data?.deviceToken,
        httpOnly: true,
        sameSite: 'strict',
        secure: false,
      })
    }

    // Behind a TLS-terminating proxy the cookie travels over HTTPS only.
    const overHttps = await trpcSignIn({
      loginId: 'member2',
      password: DEMO_PASSWORD,
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(overHttps.status).toBe(200)
    expect(cookieToken(overHttps.cookies)).toBe(overHttps.data?.deviceToken ?? '')
    for (const cookie of overHttps.cookies) expect(new Bun.Cookie(cookie).secure).toBe(true)

    const refused = await restSignIn('/auth/login', { loginId: 'member2', password: 'wrong' })
    expect(refused).toMatchObject({ status: 401, cookies: [] })
  })

  test('guesses from many addresses refuse unknown devices; the owner’s devices still sign in', async () => {
    const owner = { loginId: 'member3', password: DEMO_PASSWORD }
    // A browser signing in over REST, the web app over tRPC, an integrator keeping the body field.
    const restBrowser = cookieToken((await restSignIn('/auth/login', owner)).cookies)
    const webApp = cookieToken((await trpcSignIn(owner)).cookies)
    const integrator = (await restSignIn('/auth/login', owner)).data?.deviceToken
    const otherAccounts = (await restSignIn('/auth/login', { ...owner, loginId: 'member1' })).data
      ?.deviceToken

    const guesses = 25
    const { perAccountUnknownDevices } = attemptLimits
    expect(
      await guessFromEverywhere(guesses, (i) =>
        restSignIn('/auth/login', { loginId: 'member3', password: `guess-${i}` }),
      ),
    ).toEqual({ 401: perAccountUnknownDevices, 429: guesses - perAccountUnknownDevices })
    // Refused before the password check: only the evaluated guesses are on record.
    expect(await attemptsOn('member3')).toBe(perAccountUnknownDevices)

    const forged = `${'A'.repeat(22)}.${'B'.repeat(43)}`
    for (const unknown of [
      owner,
      { ...owner, cookie: forged },
      { ...owner, deviceToken: forged },
      { ...owner, cookie: otherAccounts },
      { ...owner, deviceToken: otherAccounts },
    ]) {
      expect(await restSignIn('/auth/login', unknown)).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
    }
    expect(await trpcSignIn(owner)).toMatchObject({ code: 'RATE_LIMITED' })

    expect((await restSignIn('/auth/login', { ...owner, cookie: restBrowser })).status).toBe(200)
    expect((await trpcSignIn({ ...owner, cookie: webApp })).status).toBe(200)
    expect((await restSignIn('/auth/login', { ...owner, deviceToken: integrator })).status).toBe(200)
    expect(await attemptsOn('member3')).toBe(perAccountUnknownDevices)
  }, 60_000)

  test('the administrators’ sign-in route reads and sets the device cookie too', async () => {
    const owner = { loginId: 'agency1', password: DEMO_PASSWORD }
    const signedIn = await restSignIn('/admin/auth/login', owner)
    const schema = restRoutes.find((route) => route.path === '/admin/auth/login')?.response
    expect(schema?.safeParse(signedIn.data).error?.issues ?? []).toEqual([])
    const device = cookieToken(signedIn.cookies)

    const guesses = attemptLimits.perAccountUnknownDevices + 1
    expect(
      await guessFromEverywhere(guesses, (i) =>
        restSignIn('/admin/auth/login', { loginId: 'agency1', password: `guess-${i}` }),
      ),
    ).toEqual({ 401: guesses - 1, 429: 1 })
    expect(await restSignIn('/admin/auth/login', owner)).toMatchObject({ status: 429 })
    const back = await restSignIn('/admin/auth/login', { ...owner, cookie: device })
    expect(back.status).toBe(200)
    expect(cookieToken(back.cookies)).toBe(back.data?.deviceToken ?? '')
  }, 60_000)

  test('the OpenAPI document describes the field, asked and answered', async () => {
    type Schema = { properties?: Record<string, Schema>; description?: string }
    type Operation = {
      requestBody: { content: { 'application/json': { schema: Schema } } }
      responses: Record<string, { content: { 'application/json': { schema: Schema } } }>
    }
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { post: Operation }>
    }
    for (const path of ['/api/auth/login', '/api/admin/auth/login']) {
      const { requestBody, responses } = spec.paths[path]?.post ?? ({} as Operation)
      const asked = requestBody.content['application/json'].schema.properties?.deviceToken
      expect(asked?.description).toMatch(/쿠키/)
      const answered = responses['200']?.content['application/json'].schema.properties?.data?.properties
      expect(answered?.deviceToken?.description).toMatch(/deviceToken/)
    }
  })
})
