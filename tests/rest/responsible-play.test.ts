import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { ledgerMismatches, testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { schemaOf } from '../support/response-schema'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

/** Two minutes before round `k` of a KST date is drawn: its betting window is open. */
const openAt = (date: string, k: number) => new Date(drawAt(roundOfDay(date, k)).getTime() - 120_000)
const DAY = 24 * 3600 * 1000

const clock = createManualClock(openAt('2026-12-16', 100))
let server: TestServer
let call: ReturnType<typeof restClient>
let admin = ''

interface Limit {
  type: string
  period: string
  amount: number | null
  pending: { amount: number | null; from: string } | null
  used: number
  remaining: number | null
}

async function signIn(loginId: string, password: string, area: 'member' | 'admin') {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  if (!login.body.data) throw new Error(`sign-in of ${loginId} failed: ${login.body.message}`)
  return login.body.data.accessToken
}

let memberCount = 0
/** A new member holding `money`, signed in; `id` for the console's calls. */
async function newMember(money: number) {
  // The tests move the clock past the 15 minutes an access token lasts.
  admin = await signIn('admin', ADMIN_PASSWORD, 'admin')
  const loginId = `rp${++memberCount}`
  const created = await call<{ id: number }>('POST', '/admin/users', {
    token: admin,
    body: { loginId, password: 'pass1234', bankName: '은행', accountNumber: '123', accountHolder: '예금주' },
  })
  const id = created.body.data?.id ?? 0
  if (money > 0) await call('POST', `/admin/users/${id}/balance`, { token: admin, body: { amount: money } })
  return { id, loginId, token: await signIn(loginId, 'pass1234', 'member') }
}

const bet = (token: string, amount: number, betValue = 'PB_ODD') =>
  call('POST', '/bets', { token, body: { betValue, amount } })
const topup = (token: string, amount: number) =>
  call('POST', '/transactions/topup', { token, body: { amount } })
const limitsAnswer = schemaOf<Limit[]>('PUT /users/limits')
const limitsList = schemaOf<Limit[]>('GET /users/limits')
const exclusionAnswer = schemaOf<{ selfExcludedUntil: string; permanent: boolean }>(
  'POST /users/self-exclusion',
)

async function setLimit(token: string, type: string, period: string, amount: number | null) {
  const answer = await call<Limit[]>('PUT', '/users/limits', { token, body: { type, period, amount } })
  if (answer.status === 200) limitsAnswer.parse(answer.body.data)
  return answer
}
const limitsOf = async (token: string) =>
  limitsList.parse((await call<Limit[]>('GET', '/users/limits', { token })).body.data)
const limitOf = async (token: string, type: string, period: string) =>
  (await limitsOf(token)).find((l) => l.type === type && l.period === period)

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  admin = await signIn('admin', ADMIN_PASSWORD, 'admin')
}, 60_000)
afterAll(() => server.close())

describe(`REST responsible play on ${testDriver}`, () => {
  test('GET /users/limits lists the nine limits, none set', async () => {
    const member = await newMember(0)
    const limits = await limitsOf(member.token)
    expect(limits).toHaveLength(9)
    expect(limits.every((l) => l.amount === null && l.pending === null && l.remaining === null)).toBe(true)
    const refused = await call('GET', '/users/limits', { token: admin })
    expect(refused.status).toBe(403)
  })

  for (const [type, word, spend] of [
    ['DEPOSIT', '충전', topup],
    ['STAKE', '베팅', bet],
    ['LOSS', '손실', bet],
  ] as const) {
    test(`${type} limits per month, week and day each refuse what would pass them`, async () => {
      const member = await newMember(1_000_000)
      expect((await setLimit(member.token, type, 'MONTH', 100_000)).status).toBe(200)
      expect((await spend(member.token, 30_000)).status).toBe(201)
      const monthly = await spend(member.token, 80_000)
      expect(monthly.status).toBe(422)
      expect(monthly.body).toMatchObject({
        success: false,
        code: 'LIMIT_SELF',
        message: `월간 ${word} 한도 100,000원 초과 (남은 한도 70,000원)`,
      })

      await setLimit(member.token, type, 'WEEK', 50_000)
      expect((await spend(member.token, 30_000)).body.message).toBe(
        `주간 ${word} 한도 50,000원 초과 (남은 한도 20,000원)`,
      )
      await setLimit(member.token, type, 'DAY', 40_000)
      const daily = await spend(member.token, 20_000)
      expect(daily.body).toMatchObject({
        code: 'LIMIT_SELF',
        message: `일일 ${word} 한도 40,000원 초과 (남은 한도 10,000원)`,
      })
      expect((await spend(member.token, 10_000)).status).toBe(201)
      const limits = (await limitsOf(member.token)).filter((l) => l.type === type)
      expect(limits.map((l) => [l.period, l.amount, l.used, l.remaining])).toEqual([
        ['DAY', 40_000, 40_000, 0],
        ['WEEK', 50_000, 40_000, 10_000],
        ['MONTH', 100_000, 40_000, 60_000],
      ])
    }, 60_000)
  }

  test('a decrease applies at once; an increase waits 24 hours on the clock', async () => {
    const member = await newMember(1_000_000)
    await setLimit(member.token, 'STAKE', 'DAY', 50_000)
    const lower = await setLimit(member.token, 'STAKE', 'DAY', 20_000)
    expect(lower.body.data?.find((l) => l.type === 'STAKE' && l.period === 'DAY')).toMatchObject({
      amount: 20_000,
      pending: null,
    })
    const raised = await setLimit(member.token, 'STAKE', 'DAY', 60_000)
    const from = new Date(clock.now().getTime() + DAY).toISOString()
    expect(raised.body.data?.find((l) => l.type === 'STAKE' && l.period === 'DAY')).toMatchObject({
      amount: 20_000,
      pending: { amount: 60_000, from },
    })
    expect((await bet(member.token, 30_000)).body.code).toBe('LIMIT_SELF')

    clock.set(openAt('2026-12-17', 150))
    const token = await signIn(member.loginId, 'pass1234', 'member')
    expect(await limitOf(token, 'STAKE', 'DAY')).toMatchObject({ amount: 60_000, pending: null })
    expect((await bet(token, 30_000)).status).toBe(201)
  }, 60_000)

  test('two parallel bets that together would pass a STAKE limit: exactly one is refused', async () => {
    const member = await newMember(1_000_000)
    await setLimit(member.token, 'STAKE', 'DAY', 50_000)
    const answers = await Promise.all([bet(member.token, 30_000), bet(member.token, 30_000, 'PB_EVEN')])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422])
    expect(answers.find((a) => a.status === 422)?.body.code).toBe('LIMIT_SELF')
    expect(await limitOf(member.token, 'STAKE', 'DAY')).toMatchObject({ used: 30_000, remaining: 20_000 })
    expect(await ledgerMismatches(server.database)).toEqual([])
  }, 60_000)

  test('a self-excluded member signs in and withdraws, but cannot bet, top up or convert', async () => {
    const member = await newMember(100_000)
    await call('POST', `/admin/users/${member.id}/points`, { token: admin, body: { amount: 5_000 } })
    const excluded = await call<{ selfExcludedUntil: string; permanent: boolean }>(
      'POST',
      '/users/self-exclusion',
      { token: member.token, body: { days: 7 } },
    )
    const until = new Date(clock.now().getTime() + 7 * DAY).toISOString()
    expect(exclusionAnswer.parse(excluded.body.data)).toEqual({ selfExcludedUntil: until, permanent: false })

    for (const refused of [
      await bet(member.token, 1_000),
      await topup(member.token, 10_000),
      await call('POST', '/transactions/point-convert', {
        token: member.token,
        body: { pointAmount: 1_000 },
      }),
    ]) {
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('SELF_EXCLUDED')
      expect(refused.body.message).toContain('까지')
    }
    const withdrawal = await call('POST', '/transactions/withdrawal', {
      token: member.token,
      body: { amount: 10_000 },
    })
    expect(withdrawal.status).toBe(201)
    expect((await call('GET', '/bets/history', { token: member.token })).status).toBe(200)

    // A shorter one does not shorten it; the console shows it and cannot lift it.
    const shorter = await call('POST', '/users/self-exclusion', { token: member.token, body: { days: 1 } })
    expect(shorter.body.data).toEqual({ selfExcludedUntil: until, permanent: false })
    const detail = await call<{ selfExcludedUntil: string | null }>('GET', `/admin/users/${member.id}`, {
      token: admin,
    })
    expect(detail.body.data?.selfExcludedUntil).toBe(until)
    const lift = await call('PUT', `/admin/users/${member.id}`, {
      token: admin,
      body: { selfExcludedUntil: null },
    })
    expect(lift.status).toBe(400)
    expect(lift.body.message).toContain('selfExcludedUntil')
    await call('PUT', `/admin/users/${member.id}`, {
      token: admin,
      body: { statusCode: 'ACTIVE', nickname: 'n' },
    })
    const profile = await call<{ selfExcludedUntil: string | null }>('GET', '/users/profile', {
      token: member.token,
    })
    expect(profile.body.data?.selfExcludedUntil).toBe(until)

    // It ends by itself.
    clock.set(openAt('2026-12-26', 100))
    expect(clock.now().getTime()).toBeGreaterThan(Date.parse(until))
    const token = await signIn(member.loginId, 'pass1234', 'member')
    expect((await bet(token, 1_000)).status).toBe(201)
  }, 60_000)

  test('bad limits and exclusions answer 400 in Korean and change nothing', async () => {
    const member = await newMember(0)
    await setLimit(member.token, 'LOSS', 'WEEK', 30_000)
    const before = await limitsOf(member.token)
    for (const body of [
      { type: 'BONUS', period: 'DAY', amount: 10_000 },
      { type: 'STAKE', period: 'YEAR', amount: 10_000 },
      { type: 'STAKE', period: 'DAY', amount: -1 },
      { type: 'STAKE', period: 'DAY', amount: 999 },
      { type: 'STAKE', period: 'DAY', amount: 12.5 },
      { type: 'LOSS', period: 'WEEK', amount: '50000' },
      { type: 'LOSS', period: 'WEEK' },
    ]) {
      const answer = await call('PUT', '/users/limits', { token: member.token, body })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('VALIDATION')
      expect(answer.body.message).toMatch(/[가-힣]/)
    }
    expect(await limitsOf(member.token)).toEqual(before)
    for (const body of [{}, { days: 3 }, { days: 0 }, { permanent: false }, { days: 7, permanent: true }]) {
      const answer = await call('POST', '/users/self-exclusion', { token: member.token, body })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/[가-힣]/)
    }
    const profile = await call<{ selfExcludedUntil: string | null }>('GET', '/users/profile', {
      token: member.token,
    })
    expect(profile.body.data?.selfExcludedUntil).toBeNull()
  }, 60_000)
})
