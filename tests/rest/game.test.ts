import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay, verifySeed } from '@pb/game'
import { approvedCall, approverToken } from '../support/four-eyes'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

const round = roundOfDay('2026-11-24', 10)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
let member = ''
let admin = ''
let approver = ''

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'member1', password: DEMO_PASSWORD },
  })
  member = login.body.data?.accessToken ?? ''
  const adminLogin = await call<{ accessToken: string }>('POST', '/admin/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD },
  })
  admin = adminLogin.body.data?.accessToken ?? ''
  approver = await approverToken(call)
}, 60_000)
afterAll(() => server.close())

interface OddsBoard {
  markets: { marketCode: string; selections: { selectionCode: string; oddsValue: number }[] }[]
}

describe('REST game', () => {
  test('odds: 11 markets, 45 selections, spec defaults', async () => {
    const { status, body } = await call<OddsBoard>('GET', '/games/odds?gameCode=powerball')
    expect(status).toBe(200)
    expect(body.data?.markets).toHaveLength(11)
    const all = body.data?.markets.flatMap((m) => m.selections) ?? []
    expect(all).toHaveLength(45)
    expect(all.find((s) => s.selectionCode === 'PB_ODD_UNDER')?.oddsValue).toBe(4.11)
    expect((await call('GET', '/games/odds?gameCode=lotto')).status).toBe(400)
  })

  test('current round follows the server clock', async () => {
    const { body } = await call<{ round: number; phase: string; closesAt: string }>('GET', '/games/current')
    expect(body.data).toMatchObject({
      round,
      phase: 'OPEN',
      closesAt: new Date(drawAt(round).getTime() - 30_000).toISOString(),
    })
    const powerball = await call<{ currentRound: number; currentTodayRound: number }>(
      'GET',
      '/powerball/current',
    )
    expect(powerball.body.data).toMatchObject({ currentRound: round, currentTodayRound: 10 })
  })

  test('every bad bet is refused with a code and changes nothing', async () => {
    const before = (await call<{ moneyBal: number }>('GET', '/users/wallet', { token: member })).body.data
      ?.moneyBal
    const cases: [unknown, number, string][] = [
      [{ roundId: round, items: [] }, 400, 'VALIDATION'],
      [{ roundId: round, items: [{ selectionCode: 'NOPE', stakeAmount: 1000 }] }, 400, 'VALIDATION'],
      [{ roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 0 }] }, 400, 'VALIDATION'],
      [{ roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 10.5 }] }, 400, 'VALIDATION'],
      [{ roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: '1000' }] }, 400, 'VALIDATION'],
      [{ betValue: 'PB_ODD' }, 400, 'VALIDATION'],
      [
        { roundId: round + 1, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1000 }] },
        409,
        'BETTING_CLOSED',
      ],
      [
        { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1000, odds: 2.5 }] },
        409,
        'ODDS_CHANGED',
      ],
      [
        { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 999_999_999 }] },
        422,
        'INSUFFICIENT_BALANCE',
      ],
      [{ roundId: round, items: [{ selectionCode: 'TRIPLE_X', stakeAmount: 1 }] }, 400, 'VALIDATION'],
      [
        { roundId: round, items: [{ selectionCode: 'EVEN_EVEN_OVER', stakeAmount: 120_001 }] },
        422,
        'LIMIT_EXCEEDED',
      ],
    ]
    for (const [body, status, code] of cases) {
      const answer = await call('POST', '/bets', { token: member, body })
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status, code })
      expect(answer.body.message).toMatch(/[가-힣]/)
    }
    expect((await call('POST', '/bets', { token: member, rawBody: '{"roundId":' })).body.code).toBe(
      'INVALID_JSON',
    )
    expect((await call('POST', '/bets', { body: { betValue: 'PB_ODD', amount: 1000 } })).status).toBe(401)
    expect(
      (await call('POST', '/bets', { token: admin, body: { betValue: 'PB_ODD', amount: 1000 } })).status,
    ).toBe(403)
    const after = (await call<{ moneyBal: number }>('GET', '/users/wallet', { token: member })).body.data
      ?.moneyBal
    expect(after).toBe(before ?? -1)
    const history = await call<{ items: unknown[] }>('GET', '/bets/history', { token: member })
    expect(history.body.data?.items).toEqual([])
  })

  test('a bet with an Idempotency-Key header is placed once, then settles after the draw', async () => {
    const body = {
      gameId: 'PBG_POWERBALL',
      betType: 'powerball',
      betValue: 'PB_EVEN',
      amount: 10_000,
      odds: 1.93,
    }
    const headers = { 'idempotency-key': 'rest-key-1' }
    const first = await call<{ purchaseNo: string; roundNo: number; moneyAfter: number }>('POST', '/bets', {
      token: member,
      body,
      headers,
    })
    expect(first.status).toBe(201)
    const again = await call<{ purchaseNo: string }>('POST', '/bets', { token: member, body, headers })
    expect(again.body.data?.purchaseNo).toBe(first.body.data?.purchaseNo ?? '')
    const conflict = await call('POST', '/bets', {
      token: member,
      body: { ...body, amount: 20_000 },
      headers,
    })
    expect(conflict).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } })

    clock.set(new Date(drawAt(round).getTime() + 1_000))
    await server.engine.tick()
    const detail = await call<{
      statusCode: string
      actualPayout: number
      items: { selectionName: string }[]
    }>('GET', `/bets/${first.body.data?.purchaseNo}`, { token: member })
    expect(['WON', 'LOST']).toContain(detail.body.data?.statusCode ?? '')
    expect(detail.body.data?.items[0]?.selectionName).toBe('파워볼 짝')
    expect(detail.body.data?.actualPayout).toBe(detail.body.data?.statusCode === 'WON' ? 19_300 : 0)
    const filtered = await call<{ items: unknown[] }>(
      'GET',
      `/bets/history?status=${detail.body.data?.statusCode}&startDate=2020-01-01`,
      {
        token: member,
      },
    )
    expect(filtered.body.data?.items).toHaveLength(1)
    expect((await call('GET', '/bets/history?status=MAYBE', { token: member })).status).toBe(400)
    expect((await call('GET', '/bets/999999', { token: member })).status).toBe(404)
    const ledger = await call<{ items: { ledgerType: string }[] }>('GET', '/users/ledger?page=1&limit=100', {
      token: member,
    })
    expect(ledger.body.data?.items.map((i) => i.ledgerType)).toContain('BET_STAKE')
  })

  test('fairness lists drawn rounds whose seeds verify against the anchor', async () => {
    const { body } = await call<{
      anchor: string
      rounds: { round: number; todayRound: number; seed: string; source: string }[]
    }>('GET', '/games/fairness?date=2026-11-24')
    const drawn = body.data?.rounds.find((r) => r.round === round)
    expect(drawn?.source).toBe('RNG')
    expect(await verifySeed(drawn?.seed ?? '', drawn?.todayRound ?? 0, body.data?.anchor ?? '')).toBe(true)
    expect((await call('GET', '/games/fairness?date=24-11-2026')).status).toBe(400)
    const recent = await call<{ round: number }[]>('GET', '/games/recent-results?limit=1')
    expect(recent.body.data?.[0]?.round).toBe(round)
    const stats = await call<{ totalRounds: number; fields: Record<string, { streak: { length: number } }> }>(
      'GET',
      '/games/statistics?gameCode=powerball&days=30',
    )
    expect(stats.body.data?.totalRounds).toBeGreaterThanOrEqual(1)
    expect(stats.body.data?.fields.powerballOddEven?.streak.length).toBeGreaterThanOrEqual(1)
    for (const days of ['0', '366', 'all'])
      expect(await call('GET', `/games/statistics?days=${days}`)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', message: '일수는 1~365 사이의 정수여야 합니다. (days)' },
      })
  })

  test('odds changes: SUPER proposes, another approves; at least 1.01 in steps of 0.01', async () => {
    const shop = await call<{ accessToken: string }>('POST', '/admin/auth/login', {
      body: { loginId: 'shop1', password: DEMO_PASSWORD },
    })
    const change = { marketCode: 'NB_SIZE', selectionCode: 'MID', odds: 2.5 }
    expect(
      (await call('PUT', '/admin/odds', { token: shop.body.data?.accessToken, body: change })).status,
    ).toBe(403)
    expect(
      (await call('PUT', '/admin/odds', { token: admin, body: { ...change, odds: 1.0 } })).body.message,
    ).toContain('1.01')
    expect(
      (await call('PUT', '/admin/odds', { token: admin, body: { ...change, odds: 2.505 } })).status,
    ).toBe(400)
    expect(
      (await call('PUT', '/admin/odds', { token: admin, body: { ...change, marketCode: 'PB_ODD_EVEN' } }))
        .status,
    ).toBe(404)
    const proposed = await call('PUT', '/admin/odds', { token: admin, body: change })
    expect(proposed).toMatchObject({ status: 202, body: { data: { kind: 'ODDS_UPDATE', payload: change } } })
    const applied = await approvedCall(call, { proposer: admin, approver }, 'PUT', '/admin/odds', {
      body: change,
    })
    expect(applied.body.data).toEqual({
      ...change,
      oddsValue: 2.5,
      odds: undefined,
    })
    const board = await call<OddsBoard>('GET', '/games/odds')
    expect(
      board.body.data?.markets
        .find((m) => m.marketCode === 'NB_SIZE')
        ?.selections.find((s) => s.selectionCode === 'MID')?.oddsValue,
    ).toBe(2.5)
  })
})
