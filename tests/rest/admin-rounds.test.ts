import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay } from '@pb/game'
import { approvedCall, approverToken } from '../support/four-eyes'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

const round = roundOfDay('2026-11-26', 40)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
const tokens = { admin: '', approver: '', shop: '', member: '' }

async function signIn(path: string, loginId: string, password: string) {
  const { body } = await call<{ accessToken: string }>('POST', path, { body: { loginId, password } })
  return body.data?.accessToken ?? ''
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  tokens.admin = await signIn('/admin/auth/login', 'admin', ADMIN_PASSWORD)
  tokens.approver = await approverToken(call)
  tokens.shop = await signIn('/admin/auth/login', 'shop1', DEMO_PASSWORD)
  tokens.member = await signIn('/auth/login', 'member1', DEMO_PASSWORD)
}, 60_000)
afterAll(() => server.close())

/** Proposed by `admin`, approved by `admin2`. */
const approved = (method: string, path: string, body: unknown) =>
  approvedCall(call, { proposer: tokens.admin, approver: tokens.approver }, method, path, { body })

const moneyOfMember = async () =>
  (await call<{ moneyBal: number }>('GET', '/users/wallet', { token: tokens.member })).body.data?.moneyBal

describe('REST manual result, void and operator settings', () => {
  test('a manual result is entered before its round opens, shown as the operator’s when it does, and decides its draw', async () => {
    const entry = { roundNumber: round, normalBalls: [1, 5, 12, 19, 26], powerBall: 2, reason: '이벤트 회차' }
    const denied = await call('POST', '/admin/manual-result', { token: tokens.shop, body: entry })
    expect(denied).toMatchObject({ status: 403, body: { success: false, code: 'FORBIDDEN' } })
    // The round is open for bets: too late for a result of the operator's.
    expect(await call('POST', '/admin/manual-result', { token: tokens.admin, body: entry })).toMatchObject({
      status: 409,
      body: { code: 'ROUND_ALREADY_OPEN' },
    })
    clock.set(new Date(drawAt(round).getTime() - 290_000))

    const bad = await call('POST', '/admin/manual-result', {
      token: tokens.admin,
      body: { ...entry, normalBalls: [1, 5, 12, 19, 19] },
    })
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: '일반볼은 서로 달라야 합니다. (normalBalls)' },
    })

    const saved = await approved('POST', '/admin/manual-result', entry)
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { roundNumber: round, numberSum: 63, source: 'MANUAL' } },
    })
    // Before anyone bets, the game says whose result it is.
    clock.set(new Date(drawAt(round).getTime() - 120_000))
    const current = await call<{ round: number; manualResult: unknown }>('GET', '/games/current')
    expect(current.body.data).toMatchObject({
      round,
      manualResult: { setBy: '최고관리자', approvedBy: '승인관리자', reason: '이벤트 회차' },
    })
    expect(
      await call('POST', '/bets', {
        token: tokens.member,
        body: { roundId: round, items: [{ selectionCode: 'PB_EVEN', stakeAmount: 1_000 }] },
      }),
    ).toMatchObject({ status: 201 })

    clock.set(new Date(drawAt(round).getTime() + 1_000))
    await server.engine.tick()
    const recent = await call<{ round: number; source: string; drawOrder: number[] }[]>(
      'GET',
      '/games/recent-results?limit=1',
    )
    expect(recent.body.data?.[0]).toMatchObject({ round, source: 'MANUAL', drawOrder: [1, 5, 12, 19, 26] })
    const again = await call('POST', '/admin/manual-result', { token: tokens.admin, body: entry })
    expect(again).toMatchObject({ status: 409, body: { code: 'ROUND_ALREADY_DRAWN' } })
  })

  test('a proposal that met bets by its approval is refused then, and fails', async () => {
    const later = round + 3
    clock.set(new Date(drawAt(later).getTime() - 290_000))
    // A quarter of an hour on: everyone signs in again.
    tokens.admin = await signIn('/admin/auth/login', 'admin', ADMIN_PASSWORD)
    tokens.approver = await approverToken(call)
    tokens.member = await signIn('/auth/login', 'member1', DEMO_PASSWORD)
    const proposed = await call<{ id: number }>('POST', '/admin/manual-result', {
      token: tokens.admin,
      body: { roundNumber: later, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
    })
    expect(proposed.status).toBe(202)
    clock.set(new Date(drawAt(later).getTime() - 120_000))
    await call('POST', '/bets', {
      token: tokens.member,
      body: { roundId: later, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
    })
    const approval = await call('POST', `/admin/approvals/${proposed.body.data?.id}/approve`, {
      token: tokens.approver,
    })
    expect(approval).toMatchObject({ status: 409, body: { code: 'ROUND_HAS_BETS' } })
    const list = await call<{ items: { id: number; status: string; failure: unknown }[] }>(
      'GET',
      '/admin/approvals?status=FAILED',
      { token: tokens.admin },
    )
    expect(list.body.data?.items.find((item) => item.id === proposed.body.data?.id)).toMatchObject({
      status: 'FAILED',
      failure: { code: 'ROUND_HAS_BETS' },
    })
  })

  test('voiding the open round refunds its bets to the won', async () => {
    const next = round + 1
    clock.set(new Date(drawAt(next).getTime() - 120_000))
    const before = await moneyOfMember()
    const placed = await call('POST', '/bets', {
      token: tokens.member,
      body: { roundId: next, items: [{ selectionCode: 'PB_EVEN', stakeAmount: 12_345 }] },
    })
    expect(placed.status).toBe(201)
    expect(await moneyOfMember()).toBe((before ?? 0) - 12_345)

    const noReason = await call('POST', `/admin/rounds/${next}/void`, { token: tokens.admin, body: {} })
    expect(noReason).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    expect(await moneyOfMember()).toBe((before ?? 0) - 12_345)

    const voided = await approved('POST', `/admin/rounds/${next}/void`, { reason: '점검' })
    expect(voided).toMatchObject({ status: 200, body: { data: { refundedBets: 1, refundedAmount: 12_345 } } })
    expect(await moneyOfMember()).toBe(before)
    const history = await call<{ items: { roundNo: number; statusCode: string }[] }>('GET', '/bets/history', {
      token: tokens.member,
    })
    expect(history.body.data?.items.find((b) => b.roundNo === next)?.statusCode).toBe('VOID')
    const twice = await call('POST', `/admin/rounds/${next}/void`, {
      token: tokens.admin,
      body: { reason: 'x' },
    })
    expect(twice).toMatchObject({ status: 409, body: { code: 'ROUND_ALREADY_DRAWN' } })
  })

  test('caps are read by any administrator, changed by SUPER only, audited and enforced on bets', async () => {
    const read = await call<{ caps: Record<string, number> }>('GET', '/admin/settings', {
      token: tokens.shop,
    })
    expect(read.status).toBe(200)
    expect(read.body.data?.caps.ODD_EVEN).toBe(1_000_000)

    const denied = await call('PUT', '/admin/settings', {
      token: tokens.shop,
      body: { caps: { ODD_EVEN: 5 } },
    })
    expect(denied.status).toBe(403)
    for (const body of [{}, { caps: { NOPE: 1 } }, { caps: { ODD_EVEN: 0 } }, { caps: { ODD_EVEN: 1.5 } }]) {
      expect((await call('PUT', '/admin/settings', { token: tokens.admin, body })).status).toBe(400)
    }

    const updated = await approved('PUT', '/admin/settings', { caps: { ODD_EVEN: 20_000 } })
    expect((updated.body.data as { caps: Record<string, number> }).caps).toMatchObject({
      ODD_EVEN: 20_000,
      UNDER_OVER: 1_000_000,
    })

    const next = round + 2
    clock.set(new Date(drawAt(next).getTime() - 120_000))
    const bet = (stakeAmount: number) =>
      call('POST', '/bets', {
        token: tokens.member,
        body: { roundId: next, items: [{ selectionCode: 'PB_ODD', stakeAmount }] },
      })
    expect((await bet(15_000)).status).toBe(201)
    const over = await bet(10_000)
    expect(over).toMatchObject({ status: 422, body: { code: 'LIMIT_EXCEEDED' } })
    expect(over.body.message).toContain('20,000원')

    const audit = await server.database.db.query.auditLog.findFirst({
      where: (log, { eq }) => eq(log.action, 'SETTING_UPDATE'),
    })
    expect(audit?.after).toMatchObject({ ODD_EVEN: 20_000 })
  })
})
