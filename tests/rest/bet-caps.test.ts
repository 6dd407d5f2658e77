import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { capExceededMessage, drawAt, roundOfDay } from '@pb/game'
import { approvedCall, approverToken } from '../support/four-eyes'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

// Two minutes before a draw: the round is open for bets.
const round = roundOfDay('2026-11-27', 70)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
const tokens = { admin: '', approver: '', member1: '', member2: '' }

interface RoundCaps {
  roundNo: number
  groups: { group: string; cap: number; staked: number }[]
  total: { cap: number; staked: number }
}

async function signIn(path: string, loginId: string, password: string) {
  const { body } = await call<{ accessToken: string }>('POST', path, { body: { loginId, password } })
  return body.data?.accessToken ?? ''
}

async function capsOf(token: string, query = '') {
  const answer = await call<RoundCaps>('GET', `/bets/caps${query}`, { token })
  expect(answer.status).toBe(200)
  const data = answer.body.data as RoundCaps
  const group = (name: string) => data.groups.find((g) => g.group === name)
  return { ...data, group }
}

async function bet(token: string, items: { selectionCode: string; stakeAmount: number }[]) {
  return call('POST', '/bets', { token, body: { roundId: round, items } })
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  tokens.admin = await signIn('/admin/auth/login', 'admin', ADMIN_PASSWORD)
  tokens.approver = await approverToken(call)
  tokens.member1 = await signIn('/auth/login', 'member1', DEMO_PASSWORD)
  tokens.member2 = await signIn('/auth/login', 'member2', DEMO_PASSWORD)
}, 60_000)
afterAll(() => server.close())

describe('REST bet caps known before a purchase', () => {
  test('the open round by default: every cap group and the total, nothing staked yet', async () => {
    const caps = await capsOf(tokens.member1)
    expect(caps.roundNo).toBe(round)
    expect(caps.groups.map((g) => g.group)).toEqual([
      'ODD_EVEN',
      'UNDER_OVER',
      'MIXED_2',
      'SIZE',
      'SIZE_COMBO',
      'PB_NB_2',
      'TRIPLE',
    ])
    expect(caps.group('SIZE')).toEqual({ group: 'SIZE', cap: 150_000, staked: 0 })
    expect(caps.total).toEqual({ cap: 3_000_000, staked: 0 })
  })

  test("the operator's current caps and the member's own stakes per group, and the same refusal text", async () => {
    const changed = await approvedCall(
      call,
      { proposer: tokens.admin, approver: tokens.approver },
      'PUT',
      '/admin/settings',
      {
        body: { caps: { SIZE: 50_000, TOTAL: 100_000 } },
      },
    )
    expect(changed.status).toBe(200)
    expect((await bet(tokens.member1, [{ selectionCode: 'BIG', stakeAmount: 20_000 }])).status).toBe(201)
    expect(
      (
        await bet(tokens.member1, [
          { selectionCode: 'PB_ODD', stakeAmount: 10_000 },
          { selectionCode: 'SMALL', stakeAmount: 5_000 },
        ])
      ).status,
    ).toBe(201)
    // Another member's stakes are theirs alone.
    expect((await bet(tokens.member2, [{ selectionCode: 'MID', stakeAmount: 30_000 }])).status).toBe(201)

    const mine = await capsOf(tokens.member1)
    expect(mine.group('SIZE')).toEqual({ group: 'SIZE', cap: 50_000, staked: 25_000 })
    expect(mine.group('ODD_EVEN')).toEqual({ group: 'ODD_EVEN', cap: 1_000_000, staked: 10_000 })
    expect(mine.group('TRIPLE')?.staked).toBe(0)
    expect(mine.total).toEqual({ cap: 100_000, staked: 35_000 })
    const theirs = await capsOf(tokens.member2)
    expect(theirs.group('SIZE')?.staked).toBe(30_000)
    expect(theirs.total.staked).toBe(30_000)

    // What the page warns with is what the server refuses with, current sum included.
    const over = await bet(tokens.member1, [{ selectionCode: 'BIG', stakeAmount: 30_000 }])
    expect(over).toMatchObject({
      status: 422,
      body: { code: 'LIMIT_EXCEEDED', message: capExceededMessage('SIZE', won(50_000), won(25_000)) },
    })
    expect(over.body.message).toBe('대중소 한도 50,000원 초과 (현재 25,000원)')
    const overTotal = await bet(tokens.member1, [{ selectionCode: 'PB_EVEN', stakeAmount: 70_000 }])
    expect(overTotal.body.message).toBe('총 한도 100,000원 초과 (현재 35,000원)')
    expect((await capsOf(tokens.member1)).total.staked).toBe(35_000)
  })

  test('another round is asked for by roundId', async () => {
    const next = await capsOf(tokens.member1, `?roundId=${round + 1}`)
    expect(next.roundNo).toBe(round + 1)
    expect(next.total.staked).toBe(0)
    expect((await capsOf(tokens.member1, `?roundId=${round}`)).total.staked).toBe(35_000)
  })

  test('bad input is refused with a code; only a signed-in member may ask', async () => {
    for (const query of [
      '?roundId=abc',
      '?roundId=0',
      '?roundId=-3',
      '?roundId=1.5',
      '?roundId=99999999999',
    ]) {
      const refused = await call('GET', `/bets/caps${query}`, { token: tokens.member1 })
      expect(refused, query).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION' } })
    }
    expect((await call('GET', '/bets/caps')).status).toBe(401)
    const admin = await call('GET', '/bets/caps', { token: tokens.admin })
    expect(admin.status).toBe(403)
  })

  test('voided stakes no longer count', async () => {
    const voided = await approvedCall(
      call,
      { proposer: tokens.admin, approver: tokens.approver },
      'POST',
      `/admin/rounds/${round}/void`,
      {
        body: { reason: '점검' },
      },
    )
    expect(voided.status).toBe(200)
    const after = await capsOf(tokens.member1, `?roundId=${round}`)
    expect(after.group('SIZE')?.staked).toBe(0)
    expect(after.total.staked).toBe(0)
  })
})
