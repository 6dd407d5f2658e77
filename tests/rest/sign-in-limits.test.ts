import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { passwordAttempts } from '@pb/db'
import { eq } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

// One trusted proxy: each test names its client address in X-Forwarded-For.
let server: TestServer
let call: ReturnType<typeof restClient>
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 })
  call = restClient(server.url)
}, 60_000)
afterAll(() => server.close())

const fromAddress = (ip: string) => ({ 'x-forwarded-for': ip })

function signIn(ip: string, loginId: string, password: string, area: 'member' | 'admin' = 'member') {
  return call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
    headers: fromAddress(ip),
  })
}

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

/** A tRPC batch of `inputs.length` calls to `path`, answered as tRPC answers a batch. */
async function trpcBatch(path: string, inputs: unknown[]) {
  const paths = inputs.map(() => path).join(',')
  const body = Object.fromEntries(inputs.map((input, index) => [index, input]))
  const response = await fetch(`${server.url}/trpc/${paths}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromAddress('198.51.100.90') },
    body: JSON.stringify(body),
  })
  type Answer = { result?: { data: unknown }; error?: { message: string; data: { domainCode: string } } }
  return { status: response.status, answers: (await response.json()) as Answer[] }
}

const attemptsOn = (subject: string) =>
  server.database.db.select().from(passwordAttempts).where(eq(passwordAttempts.subject, subject))

describe('sign-in limits over HTTP', () => {
  test('forty simultaneous wrong sign-ins from one address: five are evaluated, the rest get 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn('198.51.100.10', 'member3', `wrong-${i}`)),
    )
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 401: 5, 429: 35 })
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/[가-힣]/),
    })
  }, 60_000)

  test('a tRPC batch of many sign-ins is refused before any password is tried', async () => {
    const guesses = Array.from({ length: 100 }, (_, i) => ({ loginId: 'member2', password: `guess-${i}` }))
    const { status, answers } = await trpcBatch('auth.login', guesses)
    expect(status).toBe(400)
    expect(answers).toHaveLength(100)
    for (const answer of answers) expect(answer.error?.data.domainCode).toBe('BATCH_REFUSED')
    expect(answers[0]?.error?.message).toMatch(/[가-힣]/)
    expect(await attemptsOn('member2')).toEqual([])

    const two = await trpcBatch('auth.login', guesses.slice(0, 2))
    expect(two.status).toBe(400)
    expect(await attemptsOn('member2')).toEqual([])
  })

  test('a batch holding one sign-in still works (the web app batches every call)', async () => {
    const { status, answers } = await trpcBatch('auth.login', [
      { loginId: 'member2', password: DEMO_PASSWORD },
    ])
    expect(status).toBe(200)
    expect(answers[0]?.result?.data).toMatchObject({ user: { loginId: 'member2' } })
  })

  test('a batch longer than twenty calls is refused', async () => {
    const checks = (n: number) =>
      fetch(`${server.url}/trpc/${Array.from({ length: n }, () => 'health.check').join(',')}?batch=1`)
    const tooLong = await checks(21)
    expect(tooLong.status).toBe(400)
    const [first] = (await tooLong.json()) as { error: { data: { domainCode: string } } }[]
    expect(first?.error.data.domainCode).toBe('BATCH_REFUSED')
    expect((await checks(20)).status).toBe(200)
  })

  test('wrong passwords for admin from one address do not lock the owner out of another', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await signIn('203.0.113.66', 'admin', `guess-${i}`, 'admin')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    expect((await signIn('203.0.113.66', 'admin', ADMIN_PASSWORD, 'admin')).status).toBe(429)

    const owner = await signIn('192.0.2.10', 'admin', ADMIN_PASSWORD, 'admin')
    expect(owner.status).toBe(200)
    expect(owner.body.data?.accessToken).toBeTruthy()
  }, 60_000)

  test("an administrator's current password is limited on PUT /admin/password", async () => {
    const session = await signIn('192.0.2.20', 'agency1', DEMO_PASSWORD, 'admin')
    const token = session.body.data?.accessToken
    const change = (currentPassword: string) =>
      call('PUT', '/admin/password', {
        token,
        body: { currentPassword, newPassword: 'next-pass-1' },
        headers: fromAddress('192.0.2.20'),
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await change(`wrong-${i}`)).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    expect(await change(DEMO_PASSWORD)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
  }, 60_000)
})

describe('case-free login ids over HTTP', () => {
  test('ADMIN beside admin, or MEMBER1 beside member1, is refused as a duplicate id', async () => {
    const admin = await signIn('192.0.2.30', 'admin', ADMIN_PASSWORD, 'admin')
    const token = admin.body.data?.accessToken
    const create = (loginId: string, roleCode: string) =>
      call('POST', '/admin/users', {
        token,
        body: {
          loginId,
          password: 'pass1234',
          roleCode,
          bankName: '은행',
          accountNumber: '1',
          accountHolder: '예금주',
        },
      })
    expect(await create('ADMIN', 'HQ')).toMatchObject({ status: 409, body: { code: 'LOGIN_ID_TAKEN' } })
    expect(await create('MEMBER1', 'MEMBER')).toMatchObject({ status: 409, body: { code: 'LOGIN_ID_TAKEN' } })
  })

  test('signing in ignores the case of the id', async () => {
    const session = await signIn('192.0.2.31', 'Member1', DEMO_PASSWORD)
    expect(session.status).toBe(200)
  })
})
