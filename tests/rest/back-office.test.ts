import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { restRoutes } from '@pb/api'
import { createManualClock } from '@pb/core/clock'
import type { ClientEvent } from '@pb/core/events/types'
import { ledgerMismatches } from '@pb/db/testing'
import { drawAt, payoutOf, roundOfDay } from '@pb/game'
import { listenEvents, until } from '../support/event-listener'
import { approvedCall, approverToken } from '../support/four-eyes'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

const round = roundOfDay('2026-12-02', 60)
const openAt = (r: number) => new Date(drawAt(r).getTime() - 120_000)
const clock = createManualClock(openAt(round))
let server: TestServer
let call: ReturnType<typeof restClient>
const tokens: Record<
  'admin' | 'approver' | 'hq' | 'agency' | 'shop' | 'member1' | 'member2' | 'member3',
  string
> = {
  admin: '',
  approver: '',
  hq: '',
  agency: '',
  shop: '',
  member1: '',
  member2: '',
  member3: '',
}
const lowerAdmins = ['hq', 'agency', 'shop'] as const

async function signIn(path: string, loginId: string, password = DEMO_PASSWORD) {
  const { body } = await call<{ accessToken: string }>('POST', path, { body: { loginId, password } })
  return body.data?.accessToken ?? ''
}

/** Signs everyone in again: access tokens last 15 minutes of the game clock, which these tests move on. */
async function signInEveryone() {
  tokens.admin = await signIn('/admin/auth/login', 'admin', ADMIN_PASSWORD)
  tokens.approver = await approverToken(call)
  tokens.hq = await signIn('/admin/auth/login', 'hq1')
  tokens.agency = await signIn('/admin/auth/login', 'agency1')
  tokens.shop = await signIn('/admin/auth/login', 'shop1')
  for (const name of ['member1', 'member2', 'member3'] as const)
    tokens[name] = await signIn('/auth/login', name)
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  await signInEveryone()
}, 60_000)
afterAll(() => server.close())

const walletOf = async (token: string) =>
  (await call<{ moneyBal: number; pointBal: number }>('GET', '/users/wallet', { token })).body.data
/** Proposed by `admin`, approved by `admin2`. */
const approved = <T = Record<string, unknown>>(method: string, path: string, body: unknown) =>
  approvedCall<T>(call, { proposer: tokens.admin, approver: tokens.approver }, method, path, { body })
const responseOf = (method: string, path: string) =>
  restRoutes.find((route) => route.method === method && route.path === path)?.response

describe('REST re-settlement by time range', () => {
  const path = '/admin/manual-result-by-timerange'
  const won = payoutOf(10_000, 193)
  let timeRange = { start: '', end: '' }
  const corrected = { normalBalls: [5, 7, 9, 11, 13], powerBall: 4 }
  let withdrawalId = 0

  beforeAll(async () => {
    // The operator's result, entered (and approved) before the round opens: only such a result can be corrected.
    clock.set(new Date(drawAt(round).getTime() - 290_000))
    const entry = { roundNumber: round, normalBalls: [1, 2, 3, 4, 6], powerBall: 1 }
    expect((await approved('POST', '/admin/manual-result', entry)).status).toBe(200)
    clock.set(openAt(round))
    const bet = (token: string, selectionCode: string) =>
      call('POST', '/bets', {
        token,
        body: { roundId: round, items: [{ selectionCode, stakeAmount: 10_000 }] },
      })
    timeRange = {
      start: new Date(clock.now().getTime() - 1_000).toISOString(),
      end: new Date(clock.now().getTime() + 1_000).toISOString(),
    }
    expect((await bet(tokens.member1, 'PB_ODD')).status).toBe(201)
    expect((await bet(tokens.member2, 'PB_EVEN')).status).toBe(201)
    expect((await bet(tokens.member3, 'PB_ODD')).status).toBe(201)
    // Placed later, outside the range.
    clock.advance(30_000)
    expect((await bet(tokens.member2, 'PB_ODD')).status).toBe(201)
    clock.set(new Date(drawAt(round).getTime() + 1_000))
    await server.engine.tick()
    // member3 takes the winnings out before the correction.
    const money = (await walletOf(tokens.member3))?.moneyBal ?? 0
    const withdrawal = await call('POST', '/transactions/withdrawal', {
      token: tokens.member3,
      body: { amount: money },
    })
    expect(withdrawal.status).toBe(201)
    withdrawalId = (withdrawal.body.data as { id: number }).id
  }, 60_000)

  test('only SUPER; lower administrators and members are refused with 403', async () => {
    const body = { roundNumber: round, timeRange, newResult: corrected }
    for (const role of [...lowerAdmins, 'member1'] as const) {
      const denied = await call('POST', path, { token: tokens[role], body })
      expect(denied).toMatchObject({ status: 403, body: { success: false, code: 'FORBIDDEN' } })
    }
    expect((await call('POST', path, { body })).status).toBe(401)
  })

  test('the form is checked with Korean messages; only a drawn round can be re-settled', async () => {
    const body = { roundNumber: round, timeRange, newResult: corrected }
    const refusals: [unknown, number, string, unknown][] = [
      [{}, 400, 'VALIDATION', '모든 항목을 입력해주세요. (roundNumber)'],
      [
        { ...body, newResult: { normalBalls: [1, 2, 3, 4, 5] } },
        400,
        'VALIDATION',
        '모든 항목을 입력해주세요. (newResult.powerBall)',
      ],
      [
        { ...body, timeRange: { start: timeRange.end, end: timeRange.start } },
        400,
        'VALIDATION',
        '시작 시각은 종료 시각보다 늦을 수 없습니다. (timeRange)',
      ],
      [
        { ...body, timeRange: { ...timeRange, start: '2026-02-30 12:00' } },
        400,
        'VALIDATION',
        '존재하지 않는 날짜 또는 시각입니다. (timeRange.start)',
      ],
      [{ ...body, roundNumber: 2_147_483_648 }, 400, 'VALIDATION', '회차 번호가 너무 큽니다. (roundNumber)'],
      [
        { ...body, timeRange: [timeRange.start, timeRange.end] },
        400,
        'VALIDATION',
        '시간 범위는 {start, end} 형식이어야 합니다. (timeRange)',
      ],
      [
        { ...body, timeRange: { ...timeRange, end: 'x'.repeat(5_000) } },
        400,
        'VALIDATION',
        '시각은 ISO-8601 또는 YYYY-MM-DD HH:mm[:ss] 형식이어야 합니다. (timeRange.end)',
      ],
      [
        { ...body, timeRange: { ...timeRange, end: `${timeRange.end}\u0000` } },
        400,
        'VALIDATION',
        '사용할 수 없는 문자가 포함되어 있습니다.',
      ],
      [
        { ...body, newResult: { normalBalls: [1, 2, 3, 4, '5'], powerBall: 1 } },
        400,
        'VALIDATION',
        expect.stringMatching(/^[^a-zA-Z]*[가-힣]/),
      ],
      [
        { ...body, newResult: { ...corrected, powerBall: 1.5 } },
        400,
        'VALIDATION',
        '파워볼은 0~9 사이입니다. (newResult.powerBall)',
      ],
      [
        { ...body, roundNumber: round + 1 },
        409,
        'ROUND_NOT_DRAWN',
        '추첨이 끝난 회차만 재정산할 수 있습니다.',
      ],
      [{ ...body, roundNumber: round - 1_000 }, 404, 'NOT_FOUND', '회차를 찾을 수 없습니다.'],
    ]
    // The round after, open for bets.
    clock.set(openAt(round + 1))
    const open = await call('POST', '/bets', {
      token: tokens.member1,
      body: { roundId: round + 1, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
    })
    expect(open.status).toBe(201)
    for (const [input, status, code, message] of refusals) {
      const refused = await call('POST', path, { token: tokens.admin, body: input })
      expect(refused).toMatchObject({ status, body: { success: false, code, message } })
    }
  })

  test('a proposal changes nothing until a second SUPER approves it; then the range is settled again', async () => {
    const before = { member1: await walletOf(tokens.member1), member2: await walletOf(tokens.member2) }
    const listener = await listenEvents(`${server.url}/api/events`, tokens.member2)
    const body = { roundNumber: round, timeRange, newResult: corrected, reason: '입력 오류 정정' }
    const proposed = await call<{ id: number; status: string }>('POST', path, { token: tokens.admin, body })
    expect(proposed).toMatchObject({
      status: 202,
      body: { data: { kind: 'RESETTLE', status: 'PENDING_APPROVAL', reason: '입력 오류 정정' } },
    })
    expect(responseOf('POST', path)?.safeParse(proposed.body.data).error?.issues ?? []).toEqual([])
    expect(await walletOf(tokens.member1)).toEqual(before.member1)
    // The proposer cannot approve their own.
    const own = await call('POST', `/admin/approvals/${proposed.body.data?.id}/approve`, {
      token: tokens.admin,
    })
    expect(own).toMatchObject({ status: 403, body: { code: 'SELF_APPROVAL_FORBIDDEN' } })
    const applied = await call<{ status: string; result: unknown }>(
      'POST',
      `/admin/approvals/${proposed.body.data?.id}/approve`,
      { token: tokens.approver },
    )
    expect(applied).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: {
          status: 'APPLIED',
          decidedBy: { loginId: 'admin2' },
          result: {
            voided: 3,
            resettled: 3,
            changed: 3,
            totalNewPayout: won,
            negativeBalances: [{ loginId: 'member3', moneyBal: -won }],
          },
        },
      },
    })
    expect(
      (await call('POST', `/admin/approvals/${proposed.body.data?.id}/approve`, { token: tokens.approver }))
        .body.code,
    ).toBe('PROPOSAL_DECIDED')
    expect((await walletOf(tokens.member1))?.moneyBal).toBe((before.member1?.moneyBal ?? 0) - won)
    expect((await walletOf(tokens.member2))?.moneyBal).toBe((before.member2?.moneyBal ?? 0) + won)
    expect(await ledgerMismatches(server.database)).toEqual([])

    await until(() => listener.received.some((event) => event.type === 'BALANCE_UPDATED'))
    listener.close()
    const member2 =
      (await call<{ id: number }>('GET', '/auth/me', { token: tokens.member2 })).body.data?.id ?? 0
    expect(listener.received).toContainEqual(
      expect.objectContaining({
        type: 'BET_SETTLED',
        userId: member2,
        status: 'WON',
        payout: won,
        roundNo: round,
      }),
    )
    expect(listener.received).toContainEqual(
      expect.objectContaining({
        type: 'BALANCE_UPDATED',
        userId: member2,
        moneyBal: (before.member2?.moneyBal ?? 0) + won,
        cause: 'RESETTLEMENT',
      }),
    )
    // Nobody hears another member's settlement.
    const heardBy = listener.received.flatMap((event: ClientEvent) =>
      'userId' in event ? [event.userId] : [],
    )
    expect(new Set(heardBy)).toEqual(new Set([member2]))

    const recent = await call<{ round: number; source: string; powerball: number; seed: string }[]>(
      'GET',
      '/games/recent-results?limit=5',
    )
    expect(recent.body.data?.find((row) => row.round === round)).toMatchObject({
      source: 'MANUAL',
      powerball: 4,
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
    })

    const debtorBet = await call('POST', '/bets', {
      token: tokens.member3,
      body: { roundId: round + 1, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
    })
    expect(debtorBet).toMatchObject({ status: 422, body: { code: 'NEGATIVE_BALANCE' } })
    const debtorWithdrawal = await call('POST', '/transactions/withdrawal', {
      token: tokens.member3,
      body: { amount: 10_000 },
    })
    expect(debtorWithdrawal).toMatchObject({ status: 422, body: { code: 'INSUFFICIENT_BALANCE' } })

    // The withdrawal asked for before the correction: the winnings it would pay out are owed now.
    const decide = (action: 'approve' | 'reject', token = tokens.admin) =>
      call('PUT', `/admin/transactions/withdrawal/${withdrawalId}/status`, {
        token,
        body: action === 'approve' ? { action } : { action, reason: '재정산으로 잔액 부족' },
      })
    const debtor = await walletOf(tokens.member3)
    const refused = await decide('approve')
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'NEGATIVE_BALANCE',
        message: expect.stringContaining(`${(-won).toLocaleString('ko-KR')}원`),
      },
    })
    expect((await decide('approve', tokens.shop)).status).toBe(422)
    expect(await walletOf(tokens.member3)).toEqual(debtor)
    const pending = await call<{ items: { id: number; statusCode: string }[] }>(
      'GET',
      '/admin/transactions/withdrawal?status=PENDING',
      { token: tokens.admin },
    )
    expect(pending.body.data?.items.find((t) => t.id === withdrawalId)?.statusCode).toBe('PENDING')
    // Rejected, the held amount returns to the wallet and covers the debt.
    expect((await decide('reject')).status).toBe(200)
    const released = await walletOf(tokens.member3)
    expect(released?.moneyBal).toBeGreaterThanOrEqual(0)
    expect(await ledgerMismatches(server.database)).toEqual([])
  })

  test('the same correction again changes nothing; a rejected proposal never applies', async () => {
    const body = { roundNumber: round, timeRange, newResult: corrected }
    const again = await approved('POST', path, body)
    expect(again.body.data).toEqual({
      voided: 3,
      resettled: 3,
      changed: 0,
      totalNewPayout: 0,
      negativeBalances: [],
    })
    const member1 = await walletOf(tokens.member1)
    const proposed = await call<{ id: number }>('POST', path, {
      token: tokens.admin,
      body: { ...body, newResult: { ...corrected, powerBall: 5 } },
    })
    expect(
      await call('POST', `/admin/approvals/${proposed.body.data?.id}/reject`, {
        token: tokens.approver,
        body: {},
      }),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    const rejected = await call('POST', `/admin/approvals/${proposed.body.data?.id}/reject`, {
      token: tokens.approver,
      body: { reason: '정정할 근거 없음' },
    })
    expect(rejected).toMatchObject({
      status: 200,
      body: { data: { status: 'REJECTED', decisionReason: '정정할 근거 없음' } },
    })
    expect(
      (await call('POST', `/admin/approvals/${proposed.body.data?.id}/approve`, { token: tokens.approver }))
        .body.code,
    ).toBe('PROPOSAL_DECIDED')
    expect(await walletOf(tokens.member1)).toEqual(member1)
    expect(await ledgerMismatches(server.database)).toEqual([])
  })
})

interface OddsBoard {
  markets: {
    marketCode: string
    selections: {
      selectionCode: string
      oddsValue: number
      rtp: number
      openStake: number
      openPayoutIfWins: number
    }[]
  }[]
}

describe('REST odds and risk', () => {
  const selectionOf = (board: OddsBoard | undefined, code: string) =>
    board?.markets
      .flatMap((market) => market.selections)
      .find((selection) => selection.selectionCode === code)

  beforeAll(async () => {
    clock.set(openAt(round + 3))
    await signInEveryone()
  })

  test('every administrator reads the odds with the RTP and the open round’s stakes', async () => {
    await call('POST', '/bets', {
      token: tokens.member1,
      body: { roundId: round + 3, items: [{ selectionCode: 'BIG', stakeAmount: 20_000 }] },
    })
    for (const role of ['admin', ...lowerAdmins] as const) {
      const board = await call<OddsBoard>('GET', '/admin/odds', { token: tokens[role] })
      expect(board.status).toBe(200)
      expect(board.body.data?.markets.flatMap((m) => m.selections)).toHaveLength(45)
      expect(selectionOf(board.body.data, 'PB_ODD')?.rtp).toBeCloseTo(0.965, 10)
      expect(selectionOf(board.body.data, 'BIG')).toMatchObject({
        oddsValue: 2.82,
        openStake: 20_000,
        openPayoutIfWins: 56_400,
      })
    }
    expect((await call('GET', '/admin/odds', { token: tokens.member1 })).status).toBe(403)
  })

  test('a change: SUPER proposes, another approves; at least 1.01 on a 0.01 step, within the house edge, audited, heard', async () => {
    const change = { marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_EVEN', odds: 1.9 }
    for (const role of lowerAdmins) {
      expect(await call('PUT', '/admin/odds', { token: tokens[role], body: change })).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      })
    }
    for (const [odds, message] of [
      [1.0, '배당률은 1.01 이상이어야 합니다. (odds)'],
      [1.005, '배당률은 1.01 이상이어야 합니다. (odds)'],
      [1.555, '배당률은 0.01 단위입니다. (odds)'],
      [1.955, '배당률은 0.01 단위입니다. (odds)'],
      ['abc', '배당률은 숫자여야 합니다. (odds)'],
    ] as const) {
      const refused = await call('PUT', '/admin/odds', { token: tokens.admin, body: { ...change, odds } })
      expect(refused).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION', message } })
    }
    const unknown = await call('PUT', '/admin/odds', {
      token: tokens.admin,
      body: { ...change, selectionCode: 'BIG' },
    })
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    // 1.95 on an even chance with 1.3 % in points and the demo's 1.2 % rolling returns 100 %: past the 1 % minimum edge.
    const edge = await call('PUT', '/admin/odds', { token: tokens.admin, body: { ...change, odds: 1.95 } })
    expect(edge).toMatchObject({ status: 422, body: { code: 'HOUSE_EDGE' } })
    expect(edge.body.message).toContain('99%')

    const listener = await listenEvents(`${server.url}/api/events`, tokens.member2)
    const changed = await approved('PUT', '/admin/odds', change)
    expect(changed).toMatchObject({
      status: 200,
      body: { data: { selectionCode: 'PB_EVEN', oddsValue: 1.9 } },
    })
    await until(() => listener.received.some((event) => event.type === 'ODDS_UPDATED'))
    listener.close()
    expect(listener.received).toContainEqual({
      type: 'ODDS_UPDATED',
      selectionCode: 'PB_EVEN',
      oddsValue: 1.9,
    })
    const board = await call<OddsBoard>('GET', '/admin/odds', { token: tokens.shop })
    expect(selectionOf(board.body.data, 'PB_EVEN')?.oddsValue).toBe(1.9)
    expect(selectionOf(board.body.data, 'PB_EVEN')?.rtp).toBeCloseTo(0.95, 10)

    const audit = await call<{ items: { before: unknown; after: unknown; actorLoginId: string }[] }>(
      'GET',
      '/admin/audit?action=ODDS_UPDATE',
      { token: tokens.admin },
    )
    expect(audit.body.data?.items).toEqual([
      expect.objectContaining({ actorLoginId: 'admin2', before: { odds: 1.93 }, after: { odds: 1.9 } }),
    ])
  })
})

interface AuditRow {
  id: number
  actorLoginId: string | null
  action: string
  targetType: string
  targetLoginId: string | null
}

describe('REST audit log', () => {
  const auditOf = (token: string, query = '') =>
    call<{ items: AuditRow[]; pagination: { total: number } }>('GET', `/admin/audit${query}`, { token })

  test('SUPER reads every action written, in the list’s shape, newest first', async () => {
    const everything = await auditOf(tokens.admin)
    expect(everything.status).toBe(200)
    expect(responseOf('GET', '/admin/audit')?.safeParse(everything.body.data).error?.issues ?? []).toEqual([])
    const actions = new Set(everything.body.data?.items.map((row) => row.action))
    for (const action of ['MANUAL_RESULT', 'ROUND_RESETTLE', 'ODDS_UPDATE']) expect(actions).toContain(action)
    const ids = everything.body.data?.items.map((row) => row.id) ?? []
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    // Applied by the approver: the correction and the run that changed nothing; the rejected one never.
    const resettles = await auditOf(tokens.admin, '?action=ROUND_RESETTLE&actorLoginId=admin2&limit=200')
    expect(resettles.body.data?.pagination.total).toBe(2)
    const proposals = await auditOf(tokens.admin, '?action=PROPOSAL_CREATE&actorLoginId=admin&limit=200')
    expect(proposals.body.data?.pagination.total).toBeGreaterThanOrEqual(4)
  })

  test('a shop reads only what concerns its own users', async () => {
    const memberId = (await call<{ id: number }>('GET', '/auth/me', { token: tokens.member1 })).body.data?.id
    expect(
      (await call('POST', `/admin/users/${memberId}/balance`, { token: tokens.hq, body: { amount: 1_000 } }))
        .status,
    ).toBe(200)
    const rows = (await auditOf(tokens.shop)).body.data?.items ?? []
    expect(rows.map((row) => `${row.actorLoginId} ${row.action} ${row.targetLoginId}`)).toEqual([
      'hq1 BALANCE_ADJUST member1',
    ])
    const filtered = await auditOf(tokens.shop, `?targetUserId=${memberId}&startDate=2020-01-01`)
    expect(filtered.body.data?.items).toHaveLength(1)
    expect((await auditOf(tokens.member1)).status).toBe(403)
  })

  test('its filters are checked with Korean messages', async () => {
    for (const query of [
      '?action=NOPE',
      '?action=round_resettle',
      '?limit=201',
      '?page=0',
      '?startDate=2024-02-30',
      '?actorId=2147483648',
      '?targetUserId=abc',
      '?actorLoginId=%00',
    ]) {
      const refused = await auditOf(tokens.admin, query)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION' })
      expect(refused.body.message).toMatch(/[가-힣]/)
    }
  })
})
