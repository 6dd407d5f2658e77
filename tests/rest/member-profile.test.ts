import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay } from '@pb/game'
import { matchesSchema } from '../support/response-schema'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

const round = roundOfDay('2026-11-26', 40)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
const DAY_MS = 24 * 3600 * 1000

let server: TestServer
let call: ReturnType<typeof restClient>
let admin: string

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  admin = await signIn('admin', ADMIN_PASSWORD, 'admin')
}, 60_000)
afterAll(() => server.close())

async function signIn(loginId: string, password = DEMO_PASSWORD, area = 'member', userAgent = 'bun-test') {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
    headers: { 'user-agent': userAgent },
  })
  expect(login.status).toBe(200)
  return login.body.data?.accessToken ?? ''
}

interface Profile {
  id: number
  loginId: string
  nickname: string
  phone: string
  email: string
}
const profileOf = async (token: string) => (await call<Profile>('GET', '/users/profile', { token })).body.data

async function bet(token: string, roundId: number, selectionCode: string, stakeAmount: number) {
  const placed = await call('POST', '/bets', {
    token,
    body: { roundId, items: [{ selectionCode, stakeAmount }] },
  })
  expect(placed.status).toBe(201)
}

/** Past the round's draw: the engine draws and settles it. */
async function settle(roundId: number) {
  clock.set(new Date(drawAt(roundId).getTime() + 1_000))
  await server.engine.tick()
}

describe('REST member profile edit', () => {
  test('a member edits their nickname, phone and email; the change is audited', async () => {
    const token = await signIn('member1')
    const before = await profileOf(token)
    const updated = await call<Profile>('PUT', '/users/profile', {
      token,
      body: { nickname: '새닉네임', phone: '01098765432', email: 'lucky@example.com' },
    })
    expect(updated.status).toBe(200)
    matchesSchema('PUT /users/profile', updated.body.data)
    expect(updated.body.data).toMatchObject({
      loginId: 'member1',
      nickname: '새닉네임',
      phone: '010-9876-5432',
      email: 'lucky@example.com',
    })
    expect(await profileOf(token)).toMatchObject({ nickname: '새닉네임', phone: '010-9876-5432' })

    // One field alone leaves the others as they are; an empty email clears it.
    const emailOnly = await call<Profile>('PUT', '/users/profile', { token, body: { email: '' } })
    expect(emailOnly.body.data).toMatchObject({ nickname: '새닉네임', phone: '010-9876-5432', email: '' })

    const audit = await call<{ items: { action: string; before: unknown; after: unknown }[] }>(
      'GET',
      `/admin/audit?action=PROFILE_UPDATE&targetUserId=${before?.id}`,
      { token: admin },
    )
    expect(audit.body.data?.items.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { email: 'lucky@example.com' }, after: { email: '' } },
      {
        before: { nickname: before?.nickname, phone: before?.phone, email: before?.email },
        after: { nickname: '새닉네임', phone: '010-9876-5432', email: 'lucky@example.com' },
      },
    ])
  })

  test('each invalid field is refused with a Korean message and changes nothing, for anyone', async () => {
    const token = await signIn('member1')
    const other = await signIn('member2')
    const mine = await profileOf(token)
    const theirs = await profileOf(other)
    // Each refusal names the field it is about.
    const refusals: [Record<string, unknown>, string][] = [
      [{ nickname: '' }, '닉네임을 입력해주세요. (nickname)'],
      [{ nickname: '   ' }, '닉네임을 입력해주세요. (nickname)'],
      [{ nickname: '가'.repeat(31) }, '30자까지 입력할 수 있습니다. (nickname)'],
      [{ nickname: 'a\u0007b' }, '사용할 수 없는 문자가 포함되어 있습니다.'],
      [{ nickname: 7 }, '문자열이어야 합니다. (nickname)'],
      [{ phone: '010-abcd-5678' }, '전화번호는 숫자와 하이픈만 입력할 수 있습니다. (phone)'],
      [{ phone: '010123456789' }, '전화번호는 숫자 11자리까지 입력할 수 있습니다. (phone)'],
      [{ email: 'not-an-email' }, '이메일 형식이 올바르지 않습니다. (email)'],
      // A valid field beside an invalid one is not written either.
      [{ nickname: '바뀌면안됨', email: 'x@' }, '이메일 형식이 올바르지 않습니다. (email)'],
      [{ loginId: 'hacker' }, '변경할 수 없는 항목입니다: loginId'],
      [{ pointRate: 10 }, '변경할 수 없는 항목입니다: pointRate'],
    ]
    for (const [body, message] of refusals) {
      const refused = await call('PUT', '/users/profile', { token, body })
      expect({ body, status: refused.status, ...refused.body }).toMatchObject({
        body,
        status: 400,
        success: false,
        code: 'VALIDATION',
        message,
      })
    }
    expect(await profileOf(token)).toEqual(mine)
    expect(await profileOf(other)).toEqual(theirs)
  })

  test('only a signed-in member edits, and only their own record', async () => {
    expect((await call('PUT', '/users/profile', { body: { nickname: 'x' } })).status).toBe(401)
    expect((await call('PUT', '/users/profile', { token: admin, body: { nickname: 'x' } })).status).toBe(403)
    const token = await signIn('member2')
    const before = await profileOf(token)
    // An id in the body names nobody: the edit is always the caller's own.
    const refused = await call('PUT', '/users/profile', { token, body: { id: 1, nickname: 'x' } })
    expect(refused.body).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('변경할 수 없는 항목입니다: id'),
    })
    await call('PUT', '/users/profile', { token, body: { nickname: '둘째' } })
    expect(await profileOf(token)).toEqual({ ...before, nickname: '둘째' } as Profile)
    expect((await profileOf(await signIn('member1')))?.nickname).toBe('새닉네임')
  })
})

interface SignIn {
  id: string
  signedInAt: string
  ip: string
  device: { browser: string; os: string; mobile: boolean }
  current: boolean
}
interface Paged<T> {
  items: T[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

describe('REST sign-in history', () => {
  test('every successful sign-in, newest first, with device and address; only the caller’s own', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
    const windows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
    const first = await signIn('member3', DEMO_PASSWORD, 'member', iphone)
    clock.advance(60_000)
    // A wrong password is no sign-in.
    const wrong = await call('POST', '/auth/login', { body: { loginId: 'member3', password: 'nope' } })
    expect(wrong.status).toBe(401)
    const second = await signIn('member3', DEMO_PASSWORD, 'member', windows)
    // An ended session stays in the history.
    await call('POST', '/auth/logout', { token: first })
    await signIn('member2')

    const history = await call<Paged<SignIn>>('GET', '/users/sign-ins', { token: second })
    expect(history.status).toBe(200)
    matchesSchema('GET /users/sign-ins', history.body.data)
    expect(history.body.data?.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 })
    expect(history.body.data?.items).toEqual([
      {
        id: expect.any(String),
        signedInAt: clock.now().toISOString(),
        ip: '127.0.0.1',
        device: { browser: 'Chrome', os: 'Windows', mobile: false },
        current: true,
      },
      {
        id: expect.any(String),
        signedInAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        ip: '127.0.0.1',
        device: { browser: 'Safari', os: 'iOS', mobile: true },
        current: false,
      },
    ])

    const paged = await call<Paged<SignIn>>('GET', '/users/sign-ins?limit=1&page=2', { token: second })
    expect(paged.body.data?.items.map((item) => item.device.os)).toEqual(['iOS'])
    expect(paged.body.data?.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 })
    const tooMany = await call('GET', '/users/sign-ins?limit=51', { token: second })
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: '표시 개수는 1~50 사이여야 합니다. (limit)' },
    })
    expect((await call('GET', '/users/sign-ins')).status).toBe(401)
  })
})

interface RealityCheck {
  sessionStartedAt: string
  serverTime: string
  netResult: number
  intervalMinutes: number
}

describe('REST reality check', () => {
  test('the session starts at sign-in; its net result follows bets and their settlement', async () => {
    // A bet of an earlier session is not this session's play.
    const earlier = await signIn('member3')
    await bet(earlier, round, 'PB_ODD', 5_000)
    clock.advance(1_000)
    const startedAt = clock.now().toISOString()
    const token = await signIn('member3')
    const fresh = await call<RealityCheck>('GET', '/users/reality-check', { token })
    matchesSchema('GET /users/reality-check', fresh.body.data)
    expect(fresh.body.data).toEqual({
      sessionStartedAt: startedAt,
      serverTime: startedAt,
      netResult: 0,
      intervalMinutes: 30,
    })

    await bet(token, round, 'PB_ODD', 10_000)
    await bet(token, round, 'PB_EVEN', 20_000)
    clock.advance(5_000)
    const afterBets = await call<RealityCheck>('GET', '/users/reality-check', { token })
    expect(afterBets.body.data).toMatchObject({ sessionStartedAt: startedAt, netResult: -30_000 })

    await settle(round)
    const history = await call<
      Paged<{ roundNo: number; totalStake: number; actualPayout: number; placedAt: string }>
    >('GET', '/bets/history?limit=100', { token })
    const sessionBets = (history.body.data?.items ?? []).filter((item) => item.placedAt >= startedAt)
    expect(sessionBets).toHaveLength(2)
    const expected = sessionBets.reduce((sum, item) => sum + item.actualPayout - item.totalStake, 0)
    // One of odd and even wins: the payout is in.
    expect(expected).toBeGreaterThan(-30_000)
    const settled = await call<RealityCheck>('GET', '/users/reality-check', { token })
    expect(settled.body.data).toMatchObject({ sessionStartedAt: startedAt, netResult: expected })
    // The earlier session counts its own bet, and this session's too (they came after it started).
    const all = history.body.data?.items ?? []
    const earlierCheck = await call<RealityCheck>('GET', '/users/reality-check', { token: earlier })
    expect(earlierCheck.body.data?.netResult).toBe(
      all.reduce((sum, item) => sum + item.actualPayout - item.totalStake, 0),
    )
    expect(all).toHaveLength(3)
  })

  test('the interval is the member’s, on every device; anything but 0, 15, 30 or 60 is refused', async () => {
    const phone = await signIn('member2')
    const desktop = await signIn('member2')
    const set = await call<RealityCheck>('PUT', '/users/reality-check', {
      token: phone,
      body: { minutes: 15 },
    })
    expect(set).toMatchObject({ status: 200, body: { data: { intervalMinutes: 15 } } })
    matchesSchema('PUT /users/reality-check', set.body.data)
    const seen = await call<RealityCheck>('GET', '/users/reality-check', { token: desktop })
    expect(seen.body.data?.intervalMinutes).toBe(15)
    expect(
      (await call<RealityCheck>('GET', '/users/reality-check', { token: await signIn('member1') })).body.data
        ?.intervalMinutes,
    ).toBe(30)
    for (const minutes of [45, '30', -1, null]) {
      const refused = await call('PUT', '/users/reality-check', { token: phone, body: { minutes } })
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', message: '알림 간격은 0(끄기), 15, 30, 60분 중 하나입니다. (minutes)' },
      })
    }
    await call('PUT', '/users/reality-check', { token: phone, body: { minutes: 0 } })
    expect(
      (await call<RealityCheck>('GET', '/users/reality-check', { token: desktop })).body.data
        ?.intervalMinutes,
    ).toBe(0)
    expect((await call('GET', '/users/reality-check', { token: admin })).status).toBe(403)
  })
})

interface Summary {
  deposits: number
  withdrawals: number
  stakes: number
  payouts: number
  netResult: number
  pendingStakes: number
}

describe('REST lifetime totals', () => {
  test('deposits, withdrawals and net result equal the sums of the requests and bets', async () => {
    const token = await signIn('member2')
    const request = async (type: 'topup' | 'withdrawal', amount: number, action?: 'approve' | 'reject') => {
      const made = await call<{ id: number }>('POST', `/transactions/${type}`, { token, body: { amount } })
      expect(made.status).toBe(201)
      if (!action) return
      const decided = await call('PUT', `/admin/transactions/${type}/${made.body.data?.id}/status`, {
        token: admin,
        body: action === 'approve' ? { action } : { action, reason: '확인 불가' },
      })
      expect(decided.status).toBe(200)
    }
    await request('topup', 100_000, 'approve')
    await request('topup', 70_000, 'approve')
    await request('topup', 50_000, 'reject')
    await request('topup', 40_000)
    await request('withdrawal', 30_000, 'approve')
    await request('withdrawal', 20_000, 'reject')
    await request('withdrawal', 10_000)

    const next = round + 1
    clock.set(new Date(drawAt(next).getTime() - 120_000))
    await bet(token, next, 'PB_ODD', 10_000)
    await bet(token, next, 'NB_OVER', 15_000)
    await settle(next)
    // One bet waits for the round after.
    clock.set(new Date(drawAt(next + 1).getTime() - 120_000))
    await bet(token, next + 1, 'PB_EVEN', 5_000)

    const summary = await call<Summary>('GET', '/users/account-summary', { token })
    matchesSchema('GET /users/account-summary', summary.body.data)
    const history = await call<Paged<{ statusCode: string; totalStake: number; actualPayout: number }>>(
      'GET',
      '/bets/history?limit=100',
      { token },
    )
    const bets = history.body.data?.items ?? []
    const settled = bets.filter((item) => item.statusCode === 'WON' || item.statusCode === 'LOST')
    const stakes = settled.reduce((sum, item) => sum + item.totalStake, 0)
    const payouts = settled.reduce((sum, item) => sum + item.actualPayout, 0)
    expect(settled).toHaveLength(2)
    expect(summary.body.data).toEqual({
      deposits: 170_000,
      withdrawals: 30_000,
      stakes,
      payouts,
      netResult: payouts - stakes,
      pendingStakes: 5_000,
    })
    expect(stakes).toBe(25_000)
    expect((await call('GET', '/users/account-summary')).status).toBe(401)
  })
})

describe('REST ledger CSV', () => {
  test('the last 90 days of the member’s own money ledger, UTF-8 with BOM, Korean columns', async () => {
    const token = await signIn('member1')
    const { id } = (await profileOf(token)) as Profile
    const bonus = await call('POST', `/admin/users/${id}/balance`, {
      token: admin,
      body: { amount: 2_000, note: '이벤트' },
    })
    expect(bonus.status).toBe(200)
    const download = await fetch(`${server.url}/api/users/ledger.csv`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="ledger.csv"')
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe('일시,구분,금액,잔액,거래 번호,메모')

    const ledger = await call<
      Paged<{
        id: number
        ledgerType: string
        amount: number
        sign: number
        moneyBalAfter: number
        occurredAt: string
      }>
    >('GET', '/users/ledger?limit=200', { token })
    const own = [...(ledger.body.data?.items ?? [])].reverse()
    expect(lines.slice(1, -1)).toHaveLength(own.length)
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},머니 지급,1000000,1000000,\d+,demo$/)
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[4]))).toEqual(own.map((row) => row.id))
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[2]))).toEqual(
      own.map((row) => row.amount * row.sign),
    )

    // 90 days after the opening credit it is gone; what came later stays.
    const opening = own[0]
    expect(opening?.ledgerType).toBe('ADJUST_CREDIT')
    clock.set(new Date(Date.parse(opening?.occurredAt ?? '') + 90 * DAY_MS + 1_000))
    const later = await signIn('member1')
    const cut = await fetch(`${server.url}/api/users/ledger.csv`, {
      headers: { authorization: `Bearer ${later}` },
    })
    const rows = (await cut.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1)
    expect(rows.map((line) => Number(line.split(',')[4]))).toEqual(own.slice(1).map((row) => row.id))
    expect(rows.length).toBeGreaterThan(0)

    const refused = await fetch(`${server.url}/api/users/ledger.csv`)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })

  test('a note a spreadsheet would run as a formula is written as text, and commas are quoted', async () => {
    const member = await signIn('member3')
    const { id } = (await profileOf(member)) as Profile
    const adminNow = await signIn('admin', ADMIN_PASSWORD, 'admin')
    const credited = await call('POST', `/admin/users/${id}/balance`, {
      token: adminNow,
      body: { amount: 1_000, note: '=HYPERLINK("x"),보너스' },
    })
    expect(credited.status).toBe(200)
    const csv = await (
      await fetch(`${server.url}/api/users/ledger.csv`, { headers: { authorization: `Bearer ${member}` } })
    ).text()
    expect(csv.split('\r\n').at(-2)).toMatch(/,머니 지급,1000,\d+,\d+,"'=HYPERLINK\(""x""\),보너스"$/)
  })
})
