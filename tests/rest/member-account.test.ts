import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay } from '@pb/game'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

const round = roundOfDay('2026-11-26', 40)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
}, 60_000)
afterAll(() => server.close())

async function signIn(loginId: string, password = DEMO_PASSWORD) {
  return call<{ accessToken: string; refreshToken: string }>('POST', '/auth/login', {
    body: { loginId, password },
  })
}

interface PointRow {
  ledgerType: string
  amount: number
  sign: number
  pointBalAfter: number
  occurredAt: string
  description: string
}
interface PointPage {
  items: PointRow[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

describe('REST member account', () => {
  test('health answers the game clock, not the machine clock', async () => {
    const { body } = await call<{ timestamp: string }>('GET', '/health')
    expect(body.data?.timestamp).toBe(clock.now().toISOString())
  })

  test('point history: the opening credit, then points earned on settled bets, newest first, filtered by type', async () => {
    const token = (await signIn('member1')).body.data?.accessToken
    const opening = await call<PointPage>('GET', '/users/points', { token })
    expect(opening.status).toBe(200)
    expect(opening.body.data?.pagination).toMatchObject({ page: 1, limit: 20, total: 1 })
    expect(opening.body.data?.items[0]).toMatchObject({
      ledgerType: 'POINT_ADJUST',
      amount: 5_000,
      sign: 1,
      pointBalAfter: 5_000,
    })

    for (const [selectionCode, stakeAmount] of [
      ['PB_ODD', 10_000],
      ['PB_EVEN', 50_000],
    ] as const) {
      const bet = await call('POST', '/bets', {
        token,
        body: { roundId: round, items: [{ selectionCode, stakeAmount }] },
      })
      expect(bet.status).toBe(201)
    }
    clock.set(new Date(drawAt(round).getTime() + 1_000))
    await server.engine.tick()

    // member1 earns 1.3 % of each stake whether the bet won or lost (3 %, lowered to what the minimum
    // house edge leaves beside the demo's 1.2 % rolling): 130 + 650 in one row for the round, newest
    // first, its balance the one below it plus its own amount.
    const after = await call<PointPage>('GET', '/users/points', { token })
    expect(
      after.body.data?.items.map(({ ledgerType, amount, pointBalAfter }) => ({
        ledgerType,
        amount,
        pointBalAfter,
      })),
    ).toEqual([
      { ledgerType: 'POINT_EARN', amount: 780, pointBalAfter: 5_780 },
      { ledgerType: 'POINT_ADJUST', amount: 5_000, pointBalAfter: 5_000 },
    ])
    expect(after.body.data?.items[0]?.description).toBe(`${round}회차 베팅 포인트 적립`)
    const wallet = await call<{ pointBal: number }>('GET', '/users/wallet', { token })
    expect(wallet.body.data?.pointBal).toBe(5_780)
    const earned = await call<PointPage>('GET', '/users/points?type=EARN&limit=5', { token })
    expect(earned.body.data?.items.map((row) => row.ledgerType)).toEqual(['POINT_EARN'])
    expect(earned.body.data?.pagination).toMatchObject({ limit: 5, total: 1 })
    const converted = await call<PointPage>('GET', '/users/points?type=CONVERT', { token })
    expect(converted.body.data?.items).toEqual([])
  })

  test('point history is refused without a member session and on a bad filter', async () => {
    expect((await call('GET', '/users/points')).status).toBe(401)
    const token = (await signIn('member2')).body.data?.accessToken
    const bad = await call('GET', '/users/points?type=SPEND', { token })
    expect(bad).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION' } })
    const admin = await call<{ accessToken: string }>('POST', '/admin/auth/login', {
      body: { loginId: 'hq1', password: DEMO_PASSWORD },
    })
    expect((await call('GET', '/users/points', { token: admin.body.data?.accessToken })).status).toBe(403)
  })

  test('password change: checks the current password, keeps this session, ends the others', async () => {
    const here = (await signIn('member3')).body.data
    const elsewhere = (await signIn('member3')).body.data

    const short = await call('PUT', '/users/password', {
      token: here?.accessToken,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'abc' },
    })
    expect(short).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    expect(short.body.message).toContain('비밀번호는 4자 이상이어야 합니다.')

    const wrong = await call('PUT', '/users/password', {
      token: here?.accessToken,
      body: { currentPassword: 'not-it', newPassword: 'new-pass-1' },
    })
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, code: 'VALIDATION', message: '현재 비밀번호가 올바르지 않습니다.' },
    })
    expect((await signIn('member3')).status).toBe(200)

    const changed = await call('PUT', '/users/password', {
      token: here?.accessToken,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'new-pass-1' },
    })
    expect(changed).toMatchObject({ status: 200, body: { success: true, data: { ok: true } } })

    expect((await call('GET', '/users/profile', { token: here?.accessToken })).status).toBe(200)
    expect((await call('GET', '/users/profile', { token: elsewhere?.accessToken })).status).toBe(401)
    const refreshElsewhere = await call('POST', '/auth/refresh', {
      body: { refreshToken: elsewhere?.refreshToken },
    })
    expect(refreshElsewhere.status).toBe(401)
    expect((await signIn('member3')).status).toBe(401)
    expect((await signIn('member3', 'new-pass-1')).status).toBe(200)
  })

  test('password change needs a member session', async () => {
    const anonymous = await call('PUT', '/users/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'whatever' },
    })
    expect(anonymous.status).toBe(401)
  })
})
