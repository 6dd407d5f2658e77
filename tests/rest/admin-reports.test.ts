import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { ledgerMismatches } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/** The back office's bet list and statistics over HTTP: scope, figures and refusals. */

const DAY = '2026-12-01'
const round = roundOfDay(DAY, 42)
// Two minutes before the draw: the round is open for bets, and "today" is DAY in KST.
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))

interface AdminBetRow {
  id: number
  betId: number
  userId: number
  loginId: string
  amount: number
  betResult: string
  statusCode: string
}
interface AdminBets {
  items: AdminBetRow[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
  sums: { page: { stake: number; payout: number }; total: { stake: number; payout: number } }
}
interface StatsRow {
  D: string
  REQ_CNT: number
  DONE_CNT: number
  MONEY_BAL: number
  HOLDING_BET_AMT: number
  TOPUP_AMT: number
  WITHDRAW_AMT: number
  BET_STAKE: number
  userId?: number
  loginId?: string
}
interface Aggregate {
  items: StatsRow[]
  totals: StatsRow
}

let server: TestServer
let call: ReturnType<typeof restClient>
const tokens: Record<string, string> = {}
const orgOf: Record<string, number> = {}
const inside = { id: 0, token: '' }
const outside = { id: 0, token: '' }

async function signIn(loginId: string, password = DEMO_PASSWORD, area: 'member' | 'admin' = 'admin') {
  const login = await call<{ accessToken: string; user: { orgId: number } }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  orgOf[loginId] = login.body.data?.user.orgId ?? 0
  return login.body.data?.accessToken ?? ''
}

/** A member created and funded by `creator`, in the creator's org. */
async function member(creator: string, loginId: string) {
  const created = await call<{ id: number }>('POST', '/admin/users', {
    token: tokens[creator],
    body: { loginId, password: 'pw1234', bankName: '은행', accountNumber: '1', accountHolder: loginId },
  })
  const id = created.body.data?.id ?? 0
  await call('POST', `/admin/users/${id}/balance`, { token: tokens[creator], body: { amount: 100_000 } })
  return { id, token: await signIn(loginId, 'pw1234', 'member') }
}

async function approved(creator: string, type: 'topup' | 'withdrawal', token: string, amount: number) {
  const requested = await call<{ id: number }>('POST', `/transactions/${type}`, { token, body: { amount } })
  await call('PUT', `/admin/transactions/${type}/${requested.body.data?.id}/status`, {
    token: tokens[creator],
    body: { action: 'approve' },
  })
}

const get = async <T>(path: string, token = tokens.shop1) => {
  const answer = await call<T>('GET', path, { token })
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body.message}`)
  return answer.body.data as T
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  tokens.admin = await signIn('admin', ADMIN_PASSWORD)
  tokens.hq1 = await signIn('hq1')
  tokens.shop1 = await signIn('shop1')
  tokens.member1 = await signIn('member1', DEMO_PASSWORD, 'member')
  Object.assign(inside, await member('shop1', 'report1'))
  Object.assign(outside, await member('hq1', 'report2'))

  await call('POST', '/bets', {
    token: inside.token,
    body: {
      roundId: round,
      items: [
        { selectionCode: 'PB_ODD', stakeAmount: 1_000 },
        { selectionCode: 'PB_EVEN', stakeAmount: 2_000 },
      ],
    },
  })
  await call('POST', '/bets', { token: outside.token, body: { betValue: 'PB_ODD', amount: 5_000 } })
  await approved('shop1', 'topup', inside.token, 10_000)
  await approved('hq1', 'topup', outside.token, 20_000)
  await approved('hq1', 'withdrawal', outside.token, 10_000)
}, 60_000)
afterAll(async () => {
  expect(await ledgerMismatches(server.database)).toEqual([])
  await server.close()
})

describe('GET /api/admin/bets', () => {
  test("shop1 sees its members' items only, one row per item, with the sums", async () => {
    const page = await get<AdminBets>('/admin/bets')
    expect(page.items.map((row) => [row.loginId, row.amount, row.betResult])).toEqual([
      ['report1', 2_000, 'PENDING'],
      ['report1', 1_000, 'PENDING'],
    ])
    expect(new Set(page.items.map((row) => row.betId)).size).toBe(1)
    expect(page.pagination).toEqual({ page: 1, limit: 50, total: 2, totalPages: 1 })
    expect(page.sums).toEqual({ page: { stake: 3_000, payout: 0 }, total: { stake: 3_000, payout: 0 } })

    const everyone = await get<AdminBets>('/admin/bets', tokens.admin)
    expect(everyone.sums.total.stake).toBe(8_000)
    expect((await get<AdminBets>(`/admin/bets?userId=${outside.id}`, tokens.hq1)).items).toHaveLength(1)
    expect((await get<AdminBets>('/admin/bets?loginId=report1&result=PENDING')).items).toHaveLength(2)
    expect((await get<AdminBets>(`/admin/bets?roundNo=${round}&result=WIN`)).items).toHaveLength(0)
    expect((await get<AdminBets>(`/admin/bets?startDate=${DAY}&endDate=${DAY}`)).items).toHaveLength(2)
    expect((await get<AdminBets>('/admin/bets?startDate=2026-12-02')).items).toHaveLength(0)
  })

  test('a member outside the subtree is 404; the page size is clamped, not refused', async () => {
    for (const query of [`userId=${outside.id}`, 'loginId=report2', 'loginId=hq1']) {
      const answer = await call('GET', `/admin/bets?${query}`, { token: tokens.shop1 })
      expect(answer).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } })
    }
    expect((await get<AdminBets>('/admin/bets?limit=5000')).pagination.limit).toBe(200)
    expect((await get<AdminBets>('/admin/bets?limit=1')).pagination.limit).toBe(10)
  })
})

describe('GET /api/admin/stats and /api/admin/stats/aggregate', () => {
  test("today's totals, each administrator over their own subtree", async () => {
    const shop = await get<Record<string, number | string>>('/admin/stats')
    expect(shop).toMatchObject({
      startDate: DAY,
      endDate: DAY,
      deposit: 10_000,
      withdrawal: 0,
      profit: 10_000,
      betting: 3_000,
      winning: 0,
    })
    const members = await get<{ items: { moneyBal: number }[] }>('/admin/users?limit=100')
    expect(shop.balance).toBe(members.items.reduce((sum, m) => sum + m.moneyBal, 0))
    const hq = await get<Record<string, number>>('/admin/stats', tokens.hq1)
    expect(hq).toMatchObject({ deposit: 30_000, withdrawal: 10_000, profit: 20_000, betting: 8_000 })
    const yesterday = await get<Record<string, number>>(
      '/admin/stats?startDate=2026-11-30&endDate=2026-11-30',
    )
    expect(yesterday).toMatchObject({ deposit: 0, betting: 0, balance: shop.balance })
  })

  test('the aggregate of a day, of an org inside the subtree, and per member', async () => {
    const shop = await get<Aggregate>(`/admin/stats/aggregate?start=${DAY}&end=${DAY}`)
    expect(shop.items).toHaveLength(1)
    expect(shop.items[0]).toMatchObject({
      D: DAY,
      REQ_CNT: 1,
      DONE_CNT: 1,
      TOPUP_AMT: 10_000,
      WITHDRAW_AMT: 0,
      BET_STAKE: 3_000,
      HOLDING_BET_AMT: 3_000,
    })
    const totals = await get<Record<string, number>>('/admin/stats')
    expect(shop.totals.MONEY_BAL).toBe(totals.balance as number)

    const viaHq = await get<Aggregate>(
      `/admin/stats/aggregate?start=${DAY}&end=${DAY}&orgId=${orgOf.shop1}`,
      tokens.hq1,
    )
    expect(viaHq.items).toEqual(shop.items)
    const wholeHq = await get<Aggregate>(`/admin/stats/aggregate?start=${DAY}&end=${DAY}`, tokens.hq1)
    expect(wholeHq.totals).toMatchObject({
      REQ_CNT: 3,
      TOPUP_AMT: 30_000,
      WITHDRAW_AMT: 10_000,
      BET_STAKE: 8_000,
    })

    const perMember = await get<Aggregate>(`/admin/stats/aggregate?groupBy=member&start=${DAY}&end=${DAY}`)
    expect(perMember.items.map((row) => row.loginId)).toEqual(['member1', 'member2', 'member3', 'report1'])
    expect(perMember.items.find((row) => row.userId === inside.id)).toMatchObject({
      D: `${DAY}~${DAY}`,
      TOPUP_AMT: 10_000,
      BET_STAKE: 3_000,
    })
    expect(perMember.totals).toEqual({ ...shop.totals })
  })

  test('an org or member outside the subtree is 404', async () => {
    for (const query of [
      `orgId=${orgOf.hq1}`,
      `orgId=${orgOf.admin}`,
      `userId=${outside.id}`,
      'orgId=99999',
    ]) {
      const answer = await call('GET', `/admin/stats/aggregate?${query}`, { token: tokens.shop1 })
      expect(answer).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } })
    }
    const user = await get<Aggregate>(`/admin/stats/aggregate?userId=${outside.id}&start=${DAY}`, tokens.hq1)
    expect(user.totals).toMatchObject({ TOPUP_AMT: 20_000, WITHDRAW_AMT: 10_000, BET_STAKE: 5_000 })
  })
})

describe('every query parameter is validated', () => {
  const refused = [
    '/admin/bets?startDate=2024-02-30',
    '/admin/bets?endDate=2024-13-01',
    '/admin/bets?userId=2147483648',
    '/admin/bets?roundNo=0',
    '/admin/bets?result=WON',
    '/admin/bets?limit=many',
    '/admin/bets?page=0',
    '/admin/bets?startDate=2026-12-02&endDate=2026-12-01',
    '/admin/stats?startDate=2024-02-30',
    '/admin/stats?endDate=2026-1-1',
    '/admin/stats?startDate=2026-12-02&endDate=2026-12-01',
    '/admin/stats/aggregate?granularity=weekly',
    '/admin/stats/aggregate?groupBy=shop',
    '/admin/stats/aggregate?orgId=9223372036854775808',
    '/admin/stats/aggregate?userId=-1',
    '/admin/stats/aggregate?start=2024-02-30',
    '/admin/stats/aggregate?start=1900-01-01&end=2026-12-01',
    '/admin/stats/aggregate?start=2026-12-02',
  ]
  test.each(refused)('%s is a 400 with a Korean message', async (path) => {
    const answer = await call('GET', path, { token: tokens.admin })
    expect(answer).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION' } })
    expect(answer.body.message).toMatch(/[가-힣]/)
  })

  test('members and strangers are refused', async () => {
    for (const path of ['/admin/bets', '/admin/stats', '/admin/stats/aggregate']) {
      expect((await call('GET', path, { token: tokens.member1 })).status).toBe(403)
      expect((await call('GET', path)).status).toBe(401)
    }
  })
})
