import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { queryRows } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { drawAt, roundRunningAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

// Rounds a little ahead of real time, so rows the seed stamped with real time come before them.
const round = roundRunningAt(new Date()) + 3
const openAt = (roundNo: number) => new Date(drawAt(roundNo).getTime() - 120_000)
const clock = createManualClock(openAt(round))
let server: TestServer
let call: ReturnType<typeof restClient>
const tokens: Record<string, string> = {}
const member = { id: 0, token: '' }
let pendingTopupId = 0
let settledPurchaseNo = ''

interface Page<T> {
  items: T[]
  pagination: { total: number }
}
interface Cleared {
  betItems: number
  bets: number
  ledgers: number
  topups: number
  withdrawals: number
  pointConversions: number
}
const nothing: Cleared = { betItems: 0, bets: 0, ledgers: 0, topups: 0, withdrawals: 0, pointConversions: 0 }

async function signIn(loginId: string, password = DEMO_PASSWORD, area: 'member' | 'admin' = 'admin') {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  return login.body.data?.accessToken ?? ''
}

const ledgerRowsOf = async (userId: number) => {
  const [row] = await queryRows<{ n: string }>(
    server.database.db,
    sql`select (select count(*) from money_ledger where user_id = ${userId})
             + (select count(*) from point_ledger where user_id = ${userId}) as n`,
  )
  return Number(row?.n)
}
const cutOffs = () =>
  queryRows<{ id: number; archived_through: unknown }>(
    server.database.db,
    sql`select id, archived_through from users order by id`,
  )

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  tokens.admin = await signIn('admin', ADMIN_PASSWORD)
  for (const loginId of ['hq1', 'agency1', 'shop1']) tokens[loginId] = await signIn(loginId)
  tokens.member1 = await signIn('member1', DEMO_PASSWORD, 'member')

  const created = await call<{ id: number }>('POST', '/admin/users', {
    token: tokens.shop1,
    body: {
      loginId: 'settle1',
      password: 'pw1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '가',
    },
  })
  member.id = created.body.data?.id ?? 0
  await call('POST', `/admin/users/${member.id}/balance`, { token: tokens.shop1, body: { amount: 200_000 } })
  member.token = await signIn('settle1', 'pw1234', 'member')
  const bet = (roundId: number, items: { selectionCode: string; stakeAmount: number }[]) =>
    call<{ purchaseNo: string }>('POST', '/bets', { token: member.token, body: { roundId, items } })

  // A purchase that the engine draws and settles, and one on the next round that stays placed.
  const settled = await bet(round, [
    { selectionCode: 'PB_ODD', stakeAmount: 10_000 },
    { selectionCode: 'NB_EVEN', stakeAmount: 10_000 },
  ])
  settledPurchaseNo = settled.body.data?.purchaseNo ?? ''
  clock.set(new Date(drawAt(round).getTime() + 1_000))
  await server.engine.tick()
  clock.set(openAt(round + 1))
  expect((await bet(round + 1, [{ selectionCode: 'PB_EVEN', stakeAmount: 5_000 }])).status).toBe(201)

  const request = async (path: string, amount: number) =>
    (await call<{ id: number }>('POST', path, { token: member.token, body: { amount } })).body.data?.id ?? 0
  const decide = (type: string, id: number, action: string) =>
    call('PUT', `/admin/transactions/${type}/${id}/status`, {
      token: tokens.shop1,
      body: { action, reason: '확인' },
    })
  await decide('topup', await request('/transactions/topup', 10_000), 'approve')
  pendingTopupId = await request('/transactions/topup', 20_000)
  await decide('withdrawal', await request('/transactions/withdrawal', 10_000), 'reject')
  await call('POST', '/transactions/point-convert', { token: member.token, body: { pointAmount: 100 } })
  clock.advance(5_000)
}, 60_000)
afterAll(() => server.close())

describe('REST settlement of one member', () => {
  test('archives the history up to now and answers the counts; wallets and ledgers stay', async () => {
    const walletBefore = await call('GET', '/users/wallet', { token: member.token })
    const ledgerRows = await ledgerRowsOf(member.id)

    const settled = await call<{ cleared: Cleared }>('POST', `/admin/users/${member.id}/settlement`, {
      token: tokens.shop1,
    })
    expect(settled).toMatchObject({ status: 200, body: { success: true } })
    expect(settled.body.data).toEqual({
      cleared: { betItems: 2, bets: 1, ledgers: ledgerRows, topups: 1, withdrawals: 1, pointConversions: 1 },
    })

    expect(await call('GET', '/users/wallet', { token: member.token })).toEqual(walletBefore)
    expect(await ledgerRowsOf(member.id)).toBe(ledgerRows)
    expect(await ledgerMismatches(server.database)).toEqual([])
  })

  test('the everyday lists keep only what is still open; SUPER reads the rest in the archive', async () => {
    const get = async <T>(path: string, token = member.token) =>
      (await call<Page<T>>('GET', path, { token })).body.data
    const bets = await get<{ purchaseNo: string; statusCode: string }>('/bets/history')
    expect(bets?.items.map((b) => b.statusCode)).toEqual(['PLACED'])
    expect((await call('GET', `/bets/${settledPurchaseNo}`, { token: member.token })).status).toBe(404)
    expect((await get('/users/ledger'))?.pagination.total).toBe(0)
    expect((await get('/users/points'))?.pagination.total).toBe(0)
    const mine = await get<{ id: number; statusCode: string }>('/transactions/my-transactions')
    expect(mine?.items).toMatchObject([{ id: pendingTopupId, statusCode: 'PENDING' }])
    const topups = await get<{ id: number }>(`/admin/transactions/topup?userId=${member.id}`, tokens.shop1)
    expect(topups?.items.map((t) => t.id)).toEqual([pendingTopupId])
    expect((await get(`/admin/points?userId=${member.id}`, tokens.shop1))?.pagination.total).toBe(0)

    const archived = async (kind: string) =>
      (
        await call<Page<{ userId: number }> & { kind: string }>(
          'GET',
          `/admin/archive?kind=${kind}&userId=${member.id}&limit=200`,
          { token: tokens.admin },
        )
      ).body.data
    const archivedBets = await archived('bets')
    expect(archivedBets).toMatchObject({
      kind: 'bets',
      items: [{ purchaseNo: settledPurchaseNo, userId: member.id }],
    })
    const money = await archived('money')
    const points = await archived('points')
    expect((money?.pagination.total ?? 0) + (points?.pagination.total ?? 0)).toBe(
      await ledgerRowsOf(member.id),
    )
    const transactions = await archived('transactions')
    expect(
      transactions?.items.map((t) => (t as { transactionType?: string }).transactionType).sort(),
    ).toEqual(['POINT_CONVERT', 'TOPUP', 'WITHDRAWAL'])

    const settlements = await call<Page<Record<string, unknown>>>('GET', '/admin/archive/settlements', {
      token: tokens.admin,
    })
    expect(settlements.body.data?.items[0]).toMatchObject({
      scope: 'MEMBER',
      userId: member.id,
      loginId: 'settle1',
      actorLoginId: 'shop1',
      archivedThrough: clock.now().toISOString(),
      cleared: { bets: 1, betItems: 2 },
    })
  })

  test('settling again archives nothing', async () => {
    const again = await call('POST', `/admin/users/${member.id}/settlement`, { token: tokens.admin })
    expect(again).toMatchObject({ status: 200, body: { data: { cleared: nothing } } })
  })

  test('only administrators of the member, and only valid ids', async () => {
    const outsider = await call<{ id: number }>('POST', '/admin/users', {
      token: tokens.hq1,
      body: {
        loginId: 'outside1',
        password: 'pw1234',
        bankName: '은행',
        accountNumber: '1',
        accountHolder: '나',
      },
    })
    const outsiderId = outsider.body.data?.id ?? 0
    const cases: [string, string | undefined, number, string][] = [
      [`/admin/users/${outsiderId}/settlement`, tokens.shop1, 404, 'NOT_FOUND'],
      [`/admin/users/${member.id}/settlement`, member.token, 403, 'FORBIDDEN'],
      [`/admin/users/${member.id}/settlement`, undefined, 401, 'UNAUTHORIZED'],
      ['/admin/users/2147483648/settlement', tokens.admin, 400, 'VALIDATION'],
      ['/admin/users/abc/settlement', tokens.admin, 400, 'VALIDATION'],
      ['/admin/users/%00/settlement', tokens.admin, 400, 'VALIDATION'],
      ['/admin/users/99999/settlement', tokens.admin, 404, 'NOT_FOUND'],
    ]
    const before = await cutOffs()
    for (const [path, token, status, code] of cases) {
      const answer = await call('POST', path, { token })
      expect(`${path} ${answer.status} ${answer.body.code}`).toBe(`${path} ${status} ${code}`)
      expect(answer.body.message).toMatch(/[가-힣]/)
    }
    expect(await cutOffs()).toEqual(before)
    const settledByHq = await call('POST', `/admin/users/${outsiderId}/settlement`, { token: tokens.hq1 })
    expect(settledByHq).toMatchObject({ status: 200, body: { data: { cleared: nothing } } })
  })

  test('the archive and the settlements are for SUPER only, and their filters are checked', async () => {
    for (const loginId of ['hq1', 'agency1', 'shop1']) {
      for (const path of ['/admin/archive?kind=money', '/admin/archive/settlements']) {
        const refused = await call('GET', path, { token: tokens[loginId] })
        expect(`${loginId} ${path} ${refused.status} ${refused.body.code}`).toBe(
          `${loginId} ${path} 403 FORBIDDEN`,
        )
      }
    }
    for (const query of ['kind=all', 'userId=2147483648', 'startDate=2024-02-30', 'limit=0', 'page=abc']) {
      const refused = await call('GET', `/admin/archive?${query}`, { token: tokens.admin })
      expect(`${query} ${refused.status} ${refused.body.code}`).toBe(`${query} 400 VALIDATION`)
      expect(refused.body.message).toMatch(/[가-힣]/)
    }
  })
})

describe('REST global settlement', () => {
  test('HQ, AGENCY and SHOP are refused', async () => {
    for (const loginId of ['hq1', 'agency1', 'shop1']) {
      const refused = await call('POST', '/admin/settlement', {
        token: tokens[loginId],
        body: { confirm: true },
      })
      expect(`${loginId} ${refused.status} ${refused.body.code}`).toBe(`${loginId} 403 FORBIDDEN`)
    }
  })

  test('without {"confirm": true}: 400 with the counts it would archive, and nothing changes', async () => {
    const before = await cutOffs()
    const empty = await call<never>('POST', '/admin/settlement', { token: tokens.admin })
    expect(empty).toMatchObject({ status: 400, body: { success: false, code: 'CONFIRMATION_REQUIRED' } })
    expect(empty.body.message).toMatch(/[가-힣]/)
    const { wouldClear } = (empty.body as unknown as { details: { wouldClear: Cleared } }).details
    // member1's funding at least.
    expect(wouldClear.ledgers).toBeGreaterThan(0)
    expect(
      await call('POST', '/admin/settlement', { token: tokens.admin, body: { confirm: false } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'CONFIRMATION_REQUIRED' },
    })
    expect(
      await call('POST', '/admin/settlement', { token: tokens.admin, body: { confirm: 'true' } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    })
    expect(await cutOffs()).toEqual(before)

    const settled = await call<{ cleared: Cleared; message: string }>('POST', '/admin/settlement', {
      token: tokens.admin,
      body: { confirm: true },
    })
    expect(settled.status).toBe(200)
    expect(settled.body.data?.cleared).toEqual(wouldClear)
    expect(settled.body.data?.message).toMatch(/[가-힣]/)
  })

  test('afterwards every everyday list is empty but for pending requests; balances stay', async () => {
    const member1 = async (path: string) =>
      (await call<Page<unknown>>('GET', path, { token: tokens.member1 })).body.data?.pagination.total
    expect(await member1('/users/ledger')).toBe(0)
    expect(await member1('/bets/history')).toBe(0)
    const topups = await call<Page<{ id: number }>>('GET', '/admin/transactions/topup', {
      token: tokens.admin,
    })
    expect(topups.body.data?.items.map((t) => t.id)).toEqual([pendingTopupId])
    const wallet = await call<{ moneyBal: number }>('GET', '/users/wallet', { token: tokens.member1 })
    expect(wallet.body.data?.moneyBal).toBeGreaterThan(0)
    expect(await ledgerMismatches(server.database)).toEqual([])

    const again = await call('POST', '/admin/settlement', { token: tokens.admin, body: { confirm: true } })
    expect(again).toMatchObject({ status: 200, body: { data: { cleared: nothing } } })
    const latest = await call<Page<Record<string, unknown>>>('GET', '/admin/archive/settlements?limit=1', {
      token: tokens.admin,
    })
    expect(latest.body.data?.items[0]).toMatchObject({ scope: 'GLOBAL', userId: null, actorLoginId: 'admin' })
  })
})
