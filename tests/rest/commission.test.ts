import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { ledgerMismatches } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { approvedCall, approverToken as secondSuper } from '../support/four-eyes'
import { branchesOf, buildNetwork, type Node, type Person } from '../support/network'
import { matchesSchema } from '../support/response-schema'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

interface Line {
  orgId: number
  deposits: number
  withdrawals: number
  stakes: number
  payouts: number
  net: number
  rollingCommission: number
  losingBase: number
  losingPool: number
  losingToChildren: number
  losingCommission: number
  adjustments: number
}
interface Statement extends Line {
  start: string
  end: string
  closed: { id: number; paid: number; paidTo: number | null } | null
  children: Line[]
  members: { userId: number; stakes: number; payouts: number }[]
}

// KST days: rates set on DAY0 apply from DAY1, a change made on DAY1 from DAY2.
const DAY0 = '2026-11-10'
const DAY1 = '2026-11-11'
const DAY2 = '2026-11-12'
const DAY3 = '2026-11-13'
const kstNoon = (day: string) => new Date(`${day}T12:00:00+09:00`)
const clock = createManualClock(kstNoon(DAY0))

let server: TestServer
let call: ReturnType<typeof restClient>
let superToken = ''
/** The second SUPER, who proposes what `admin` approves. */
let secondSuperToken = ''
let rootOrgId = 0
let network: Node[] = []
/** Every branch of the network, with its parent. */
let branches: { id: number; parentId: number }[] = []
/** Rates per branch from a day on, as this test set them: [from, rolling tenths, losing percent]. */
const rateChanges = new Map<number, [string, number, number][]>()
/** Where a member sat on each day (a move between DAY1 and DAY2). */
const memberOrg = new Map<number, (day: string) => number>()

function ratesOn(orgId: number, day: string) {
  let rates = { rolling: 0, losing: 0 }
  for (const [from, rolling, losing] of rateChanges.get(orgId) ?? []) {
    if (from <= day) rates = { rolling, losing }
  }
  return rates
}

async function setRates(token: string, orgId: number, rollingRate: number, losingRate: number, from: string) {
  const answer = await call('PUT', `/admin/orgs/${orgId}/commission`, {
    token,
    body: { rollingRate, losingRate },
  })
  expect(answer.status).toBe(200)
  matchesSchema('PUT /admin/orgs/{id}/commission', answer.body.data)
  expect(answer.body.data).toMatchObject({ id: orgId, rollingRate, losingRate, effectiveFrom: from })
  const changes = (rateChanges.get(orgId) ?? []).filter(([day]) => day !== from)
  rateChanges.set(orgId, [...changes, [from, Math.round(rollingRate * 10), losingRate]])
}

/** Bets of every member on a round of `day`, then the round drawn and settled. */
async function playRound(day: string, k: number, stakeOf: (member: Person, n: number) => number) {
  const round = roundOfDay(day, k)
  clock.set(new Date(drawAt(round).getTime() - 120_000))
  const members = branchesOf(network).flatMap((node) => node.members)
  const selections = ['PB_ODD', 'PB_EVEN', 'NB_UNDER', 'SMALL', 'P_ODD_N_EVEN', 'ODD_ODD_UNDER']
  for (const [n, member] of members.entries()) {
    const placed = await call('POST', '/bets', {
      token: member.token,
      body: {
        roundId: round,
        items: [{ selectionCode: selections[(n + k) % selections.length], stakeAmount: stakeOf(member, n) }],
      },
    })
    expect(placed.status).toBe(201)
  }
  clock.set(new Date(drawAt(round).getTime() + 1_000))
  await server.engine.tick()
  return round
}

/** Signs everyone in again: sessions outlive the days this test skips, access tokens do not. */
async function refreshTokens() {
  const signIn = async (person: Person, area: 'admin' | 'member') => {
    const login = await call<{ accessToken: string }>('POST', '/auth/login', {
      body: { loginId: person.loginId, password: 'net-pass-1', area },
    })
    person.token = login.body.data?.accessToken ?? ''
  }
  for (const node of branchesOf(network)) {
    await signIn(node.head, 'admin')
    for (const member of node.members) await signIn(member, 'member')
  }
  const admin = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD, area: 'admin' },
  })
  superToken = admin.body.data?.accessToken ?? ''
  secondSuperToken = await secondSuper(call)
}

interface BetRow {
  userId: number
  placedAt: string
  amount: number
  actualPayout: number
  statusCode: string
}
const kstDayOf = (instant: string) => new Date(Date.parse(instant) + 9 * 3600_000).toISOString().slice(0, 10)

/**
 * What each branch's statement must say, computed here from the bets and requests the back office
 * lists, the rates this test set and where each member sat: rolling as the waterfall of the issue,
 * losing as each subtree's net loss allotted from the root down (docs/money.md §9), written
 * independently of the server's code.
 */
async function oracle(start: string, end: string): Promise<Map<number, Line>> {
  const bets: BetRow[] = []
  for (let page = 1; ; page++) {
    const answer = await call<{ items: BetRow[]; pagination: { totalPages: number } }>(
      'GET',
      `/admin/bets?startDate=${start}&endDate=${end}&limit=200&page=${page}`,
      { token: superToken },
    )
    bets.push(...(answer.body.data?.items ?? []))
    if (page >= (answer.body.data?.pagination.totalPages ?? 1)) break
  }
  const approved: { userId: number; amount: number; processedAt: string; type: string }[] = []
  for (const type of ['topup', 'withdrawal']) {
    const answer = await call<{ items: { userId: number; requestAmount: number; processedAt: string }[] }>(
      'GET',
      `/admin/transactions/${type}?status=APPROVED&startDate=${start}&endDate=${end}&limit=100`,
      { token: superToken },
    )
    for (const row of answer.body.data?.items ?? []) {
      approved.push({ userId: row.userId, amount: row.requestAmount, processedAt: row.processedAt, type })
    }
  }
  const all = [{ id: rootOrgId, parentId: 0 }, ...branches]
  const parentOf = new Map(all.map((branch) => [branch.id, branch.parentId]))
  /** The branch itself, then each one above it. */
  const chainOf = (orgId: number) => {
    const chain: number[] = []
    for (let id = orgId; id; id = parentOf.get(id) ?? 0) chain.push(id)
    return chain
  }
  const lines = new Map<number, Line>()
  for (const { id } of all) {
    const settled = bets.filter((bet) => bet.statusCode === 'WON' || bet.statusCode === 'LOST')
    const mine = settled
      .map((bet) => ({ ...bet, day: kstDayOf(bet.placedAt) }))
      .map((bet) => ({ ...bet, chain: chainOf(memberOrg.get(bet.userId)?.(bet.day) ?? 0) }))
      .filter((bet) => bet.chain.includes(id))
    const childOf = (chain: number[]) => chain[chain.indexOf(id) - 1]
    let rolling = 0
    for (const bet of mine) {
      const child = childOf(bet.chain)
      rolling += bet.amount * (ratesOn(id, bet.day).rolling - (child ? ratesOn(child, bet.day).rolling : 0))
    }
    const cash = approved.filter((row) =>
      chainOf(memberOrg.get(row.userId)?.(kstDayOf(row.processedAt)) ?? 0).includes(id),
    )
    const stakes = mine.reduce((sum, bet) => sum + bet.amount, 0)
    const payouts = mine.reduce((sum, bet) => sum + bet.actualPayout, 0)
    lines.set(id, {
      orgId: id,
      deposits: cash.filter((row) => row.type === 'topup').reduce((sum, row) => sum + row.amount, 0),
      withdrawals: cash.filter((row) => row.type === 'withdrawal').reduce((sum, row) => sum + row.amount, 0),
      stakes,
      payouts,
      net: stakes - payouts,
      rollingCommission: id === rootOrgId ? 0 : Math.floor(rolling / 1000),
      losingBase: Math.max(0, stakes - payouts),
      losingPool: 0,
      losingToChildren: 0,
      losingCommission: 0,
      adjustments: 0,
    })
  }
  allotLosing(lines, start)
  return lines
}

/**
 * Losing commission from the root down: the root's pool is the highest HQ rate × its base; each
 * child claims its rate × its base and, when the claims pass the pool, gets the pool in proportion.
 * Pools are exact fractions of won × percent (`num / den`); each figure is floored on its own.
 */
function allotLosing(lines: Map<number, Line>, start: string) {
  const rate = (id: number) => ratesOn(id, start).losing
  const claim = (id: number) => BigInt(rate(id) * (lines.get(id) as Line).losingBase)
  const won = (num: bigint, den: bigint) => Number(num / (den * 100n))
  const allot = (id: number, num: bigint, den: bigint) => {
    const line = lines.get(id) as Line
    const children = branches.filter((branch) => branch.parentId === id).map((branch) => branch.id)
    const claims = children.map(claim)
    const claimed = claims.reduce((sum, one) => sum + one, 0n)
    const short = claimed * den > num
    const kept = short ? 0 : won(num - claimed * den, den)
    line.losingPool = won(num, den)
    line.losingToChildren = line.losingPool - kept
    line.losingCommission = id === rootOrgId ? 0 : kept
    for (const [n, child] of children.entries()) {
      const share = claims[n] as bigint
      if (short) allot(child, share * num, den * claimed)
      else allot(child, share, 1n)
    }
  }
  const top = Math.max(
    0,
    ...branches.filter((branch) => branch.parentId === rootOrgId).map((b) => rate(b.id)),
  )
  allot(rootOrgId, BigInt(top * (lines.get(rootOrgId) as Line).losingBase), 1n)
}

async function statementOf(
  orgId: number,
  start: string,
  end: string,
  token = superToken,
): Promise<Statement> {
  const answer = await call<Statement>('GET', `/admin/orgs/${orgId}/statement?start=${start}&end=${end}`, {
    token,
  })
  expect(answer.status).toBe(200)
  matchesSchema('GET /admin/orgs/{id}/statement', answer.body.data)
  return answer.body.data as Statement
}

const figures = (line: Line) => ({
  orgId: line.orgId,
  deposits: line.deposits,
  withdrawals: line.withdrawals,
  stakes: line.stakes,
  payouts: line.payouts,
  net: line.net,
  rollingCommission: line.rollingCommission,
  losingBase: line.losingBase,
  losingPool: line.losingPool,
  losingToChildren: line.losingToChildren,
  losingCommission: line.losingCommission,
})

async function moneyOf(userId: number): Promise<number> {
  const answer = await call<{ moneyBal: number }>('GET', `/admin/users/${userId}`, { token: superToken })
  return answer.body.data?.moneyBal ?? -1
}

beforeAll(async () => {
  server = await startTestServer({ demo: false, clock })
  call = restClient(server.url)
  const login = await call<{ accessToken: string; user: { orgId: number } }>('POST', '/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD, area: 'admin' },
  })
  superToken = login.body.data?.accessToken ?? ''
  rootOrgId = login.body.data?.user.orgId ?? 0
  // A production start has one SUPER: it makes the second, whose proposals it approves (the one it
  // made never approves its own: docs/roles-and-branches.md §5).
  const second = await call('POST', '/admin/users', {
    token: superToken,
    body: {
      loginId: 'admin2',
      password: 'demo1234',
      roleCode: 'SUPER',
      currentPassword: ADMIN_PASSWORD,
      bankName: '-',
      accountNumber: '0',
      accountHolder: '승인관리자',
    },
  })
  expect(second.status).toBe(201)
  secondSuperToken = await secondSuper(call)
  network = await buildNetwork(call, superToken, 2, 'com')
  // Points and rolling share the house edge (docs/game-rules.md §4): at the default odds, members at
  // 0.5 % leave room for the 2 % rolling of HQ 2 (and no more).
  for (const node of branchesOf(network)) {
    for (const member of node.members) {
      const lowered = await call('PUT', `/admin/users/${member.id}`, {
        token: superToken,
        body: { pointRate: 0.5 },
      })
      expect(lowered.status).toBe(200)
    }
  }
  const parentOf = (nodes: Node[], parentId: number): { id: number; parentId: number }[] =>
    nodes.flatMap((node) => [{ id: node.orgId, parentId }, ...parentOf(node.children, node.orgId)])
  branches = parentOf(network, rootOrgId)
  for (const node of branchesOf(network)) {
    for (const member of node.members) memberOrg.set(member.id, () => node.orgId)
  }
}, 120_000)
afterAll(() => server.close())

describe('commission plans', () => {
  test('an ancestor sets a branch’s rates from the next KST day; a child never above its parent', async () => {
    const [hq1, hq2] = network as [Node, Node]
    const [ag11, ag12] = hq1.children as [Node, Node]
    const [s111, s112] = ag11.children as [Node, Node]
    // Nobody sets their own rates, or a branch outside their subtree; the root has none.
    expect(
      await call('PUT', `/admin/orgs/${hq1.orgId}/commission`, {
        token: hq1.head.token,
        body: { rollingRate: 1, losingRate: 10 },
      }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
    expect(
      await call('PUT', `/admin/orgs/${hq2.orgId}/commission`, {
        token: hq1.head.token,
        body: { rollingRate: 1, losingRate: 10 },
      }),
    ).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(
      await call('PUT', `/admin/orgs/${rootOrgId}/commission`, {
        token: superToken,
        body: { rollingRate: 1, losingRate: 10 },
      }),
    ).toMatchObject({ status: 403 })
    for (const body of [
      { rollingRate: 5.1, losingRate: 10 },
      { rollingRate: 0.15, losingRate: 10 },
      { rollingRate: -1, losingRate: 10 },
      { rollingRate: 1, losingRate: 50.5 },
      { rollingRate: 1, losingRate: 51 },
      { rollingRate: '1%', losingRate: 10 },
      { rollingRate: 1 },
      { rollingRate: 1, losingRate: 10, extra: 1 },
    ]) {
      const answer = await call('PUT', `/admin/orgs/${hq1.orgId}/commission`, { token: superToken, body })
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION',
      })
    }

    await setRates(superToken, hq1.orgId, 1.2, 30, DAY1)
    await setRates(superToken, hq2.orgId, 2, 40, DAY1)
    expect(
      await call('PUT', `/admin/orgs/${hq1.orgId}/commission`, {
        token: superToken,
        body: { rollingRate: 2.1, losingRate: 30 },
      }),
    ).toMatchObject({
      status: 422,
      body: { code: 'HOUSE_EDGE', details: { reason: 'rollingRateCapped', highestRollingRate: 2 } },
    })
    await setRates(hq1.head.token, ag11.orgId, 0.8, 20, DAY1)
    await setRates(hq1.head.token, ag12.orgId, 0.8, 20, DAY1)
    await setRates(ag11.head.token, s111.orgId, 0.5, 10, DAY1)
    await setRates(ag11.head.token, s112.orgId, 0.3, 5, DAY1)
    const above = await call('PUT', `/admin/orgs/${s111.orgId}/commission`, {
      token: ag11.head.token,
      body: { rollingRate: 0.9, losingRate: 10 },
    })
    expect(above).toMatchObject({ status: 422, body: { code: 'RATE_ABOVE_PARENT' } })
    expect(above.body.message).toContain('0.8%')
    const below = await call('PUT', `/admin/orgs/${ag11.orgId}/commission`, {
      token: hq1.head.token,
      body: { rollingRate: 0.4, losingRate: 20 },
    })
    expect(below).toMatchObject({ status: 422, body: { code: 'RATE_BELOW_CHILD' } })
    // Nothing applies today; the tree shows the change waiting for tomorrow.
    const tree = await call<{ items: { id: number; rollingRate: number; pendingRates: unknown }[] }>(
      'GET',
      '/admin/orgs',
      { token: hq1.head.token },
    )
    expect(tree.body.data?.items.find((org) => org.id === ag11.orgId)).toMatchObject({
      rollingRate: 0,
      pendingRates: { rollingRate: 0.8, losingRate: 20, from: DAY1 },
    })
    const audit = await call<{ items: { after: unknown }[] }>(
      'GET',
      '/admin/audit?action=ORG_COMMISSION_SET',
      { token: superToken },
    )
    expect(audit.body.data?.items.length).toBe(6)
  })

  test('statements match a count over the bets, with the rates of each stake’s day', async () => {
    const [hq1] = network as [Node]
    const [ag11] = hq1.children as [Node]
    const [s111, s112] = ag11.children as [Node, Node]
    clock.set(kstNoon(DAY1))
    await refreshTokens()
    for (const node of branchesOf(network)) {
      for (const member of node.members) {
        const topup = await call<{ id: number }>('POST', '/transactions/topup', {
          token: member.token,
          body: { amount: 200_000 },
        })
        const approved = await call('PUT', `/admin/transactions/topup/${topup.body.data?.id}/status`, {
          token: node.head.token,
          body: { action: 'approve' },
        })
        expect(approved.status).toBe(200)
      }
    }
    const moving = s111.members[0] as Person
    const withdrawal = await call<{ id: number }>('POST', '/transactions/withdrawal', {
      token: moving.token,
      body: { amount: 30_000 },
    })
    await call('PUT', `/admin/transactions/withdrawal/${withdrawal.body.data?.id}/status`, {
      token: s111.head.token,
      body: { action: 'approve' },
    })
    // Round 270's result is the operator's, entered (and approved) before it opened: it can be corrected
    // later. Round 271's is too, one that most selections lose, so that the day ends a loss for the
    // members whatever the seeds and correcting 270 moves every losing commission.
    clock.set(new Date(drawAt(roundOfDay(DAY1, 270)).getTime() - 290_000))
    await refreshTokens()
    for (const [k, normalBalls, powerBall] of [
      [270, [10, 11, 12, 13, 14], 5],
      [271, [24, 25, 26, 27, 28], 0],
    ] as const) {
      const entered = await approvedCall(
        call,
        { proposer: secondSuperToken, approver: superToken },
        'POST',
        '/admin/manual-result',
        { body: { roundNumber: roundOfDay(DAY1, k), normalBalls, powerBall } },
      )
      expect(entered.status).toBe(200)
    }
    await playRound(DAY1, 270, (_, n) => 10_000 + n * 1_000)
    await playRound(DAY1, 271, (_, n) => 20_000 - n * 500)
    // A rate change made on DAY1 applies from DAY2 only.
    await setRates(hq1.head.token, ag11.orgId, 1, 25, DAY2)
    await setRates(ag11.head.token, s111.orgId, 0.2, 10, DAY2)

    // DAY1's last rounds and DAY2's first are close: the engine catches up a few rounds between them, not a day.
    clock.set(new Date(`${DAY2}T00:10:00+09:00`))
    await refreshTokens()
    const moved = await call('POST', `/admin/users/${moving.id}/move`, {
      token: ag11.head.token,
      body: { orgId: s112.orgId },
    })
    expect(moved.status).toBe(200)
    memberOrg.set(moving.id, (day) => (day < DAY2 ? s111.orgId : s112.orgId))
    await playRound(DAY2, 5, (_, n) => 5_000 + n * 700)
    // A voided round counts nothing.
    const voided = roundOfDay(DAY2, 15)
    clock.set(new Date(drawAt(voided).getTime() - 120_000))
    await refreshTokens()
    await call('POST', '/bets', {
      token: moving.token,
      body: { roundId: voided, items: [{ selectionCode: 'PB_ODD', stakeAmount: 40_000 }] },
    })
    expect(
      (
        await approvedCall(
          call,
          { proposer: secondSuperToken, approver: superToken },
          'POST',
          `/admin/rounds/${voided}/void`,
          {
            body: { reason: '점검' },
          },
        )
      ).status,
    ).toBe(200)
    clock.set(new Date(drawAt(voided).getTime() + 1_000))
    await server.engine.tick()

    for (const [start, end] of [
      [DAY1, DAY1],
      [DAY2, DAY2],
      [DAY1, DAY2],
    ] as const) {
      const expected = await oracle(start, end)
      for (const { id } of [{ id: rootOrgId }, ...branches]) {
        const statement = await statementOf(id, start, end)
        expect({ start, end, ...figures(statement) }).toEqual({
          start,
          end,
          ...figures(expected.get(id) as Line),
        })
        expect(statement.adjustments).toBe(0)
        expect(statement.closed).toBeNull()
        expect(statement.children.map(figures)).toEqual(
          branches
            .filter((branch) => branch.parentId === id)
            .map((branch) => figures(expected.get(branch.id) as Line)),
        )
      }
    }
    // The waterfall of the example on one stake: shop, agency and HQ share HQ's rate.
    const day1 = await oracle(DAY1, DAY1)
    const shopStakes = (day1.get(s111.orgId) as Line).stakes
    expect((day1.get(s111.orgId) as Line).rollingCommission).toBe(Math.floor((shopStakes * 5) / 1000))
    expect(shopStakes).toBeGreaterThan(0)
    // The moved member's DAY1 bets stay with shop 1.1.1: its own lines of DAY1 show them.
    const s111Day1 = await statementOf(s111.orgId, DAY1, DAY1, s111.head.token)
    expect(s111Day1.members.map((member) => member.userId)).toContain(moving.id)
    const s112Day2 = await statementOf(s112.orgId, DAY2, DAY2, s112.head.token)
    expect(s112Day2.members.map((member) => member.userId)).toContain(moving.id)
    // Outside the subtree is not found; the dates are checked.
    expect(
      (
        await call('GET', `/admin/orgs/${s112.orgId}/statement?start=${DAY1}&end=${DAY1}`, {
          token: s111.head.token,
        })
      ).status,
    ).toBe(404)
    for (const query of [
      `start=${DAY2}&end=${DAY1}`,
      'start=2026-02-30&end=2026-03-01',
      'start=2025-01-01&end=2026-11-12',
      '',
    ]) {
      const answer = await call('GET', `/admin/orgs/${s111.orgId}/statement?${query}`, { token: superToken })
      expect({ query, status: answer.status, code: answer.body.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION',
      })
    }
  }, 240_000)

  test('SUPER closes a period once: every head paid its commission as COMMISSION, the house paying', async () => {
    const [hq1] = network as [Node]
    clock.set(kstNoon(DAY3))
    await refreshTokens()
    const expected = await oracle(DAY1, DAY1)
    const heads = branchesOf(network).map((node) => node.head)
    const before = new Map(
      await Promise.all(heads.map(async (head) => [head.id, await moneyOf(head.id)] as const)),
    )

    const refusals: [string, Record<string, string>, number, string][] = [
      [hq1.head.token, { start: DAY1, end: DAY1 }, 403, 'FORBIDDEN'],
      [superToken, { start: DAY3, end: DAY3 }, 409, 'PERIOD_NOT_ENDED'],
      [superToken, { start: DAY1, end: DAY2 }, 400, 'PERIOD_INVALID'],
      [superToken, { start: '2026-11-10', end: '2026-11-16' }, 400, 'PERIOD_INVALID'],
      [superToken, { start: DAY2, end: DAY1 }, 400, 'VALIDATION'],
    ]
    for (const [token, body, status, code] of refusals) {
      const answer = await call('POST', '/admin/commission/closes', { token, body })
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status, code })
    }

    const closed = await call<{ id: number; paid: number; period: string }>(
      'POST',
      '/admin/commission/closes',
      {
        token: superToken,
        body: { start: DAY1, end: DAY1 },
      },
    )
    expect(closed.status).toBe(200)
    matchesSchema('POST /admin/commission/closes', closed.body.data)
    const owed = branchesOf(network).map((node) => {
      const line = expected.get(node.orgId) as Line
      return { head: node.head.id, amount: line.rollingCommission + line.losingCommission }
    })
    expect(closed.body.data).toMatchObject({
      period: 'DAY',
      paid: owed.reduce((sum, row) => sum + row.amount, 0),
    })
    expect(closed.body.data?.paid).toBeGreaterThan(0)
    for (const row of owed) expect(await moneyOf(row.head)).toBe((before.get(row.head) ?? 0) + row.amount)

    // The same period again pays nothing; an overlapping one is refused.
    const again = await call<{ id: number; alreadyClosed: boolean }>('POST', '/admin/commission/closes', {
      token: superToken,
      body: { start: DAY1, end: DAY1 },
    })
    expect(again.body.data).toMatchObject({ id: closed.body.data?.id, alreadyClosed: true })
    for (const row of owed) expect(await moneyOf(row.head)).toBe((before.get(row.head) ?? 0) + row.amount)

    // The ledger says why: one COMMISSION row per paid head.
    const paidHead = owed.find((row) => row.amount > 0) as { head: number; amount: number }
    const ledger = await call<{ items: { ledgerType: string; amount: number; sign: number }[] }>(
      'GET',
      `/admin/users/${paidHead.head}/ledger`,
      { token: superToken },
    )
    expect(ledger.body.data?.items.filter((row) => row.ledgerType === 'COMMISSION')).toEqual([
      expect.objectContaining({ amount: paidHead.amount }),
    ])
    // The closed statement is kept and readable, with what was paid.
    const kept = await statementOf(hq1.orgId, DAY1, DAY1, hq1.head.token)
    expect(kept.closed).toMatchObject({ id: closed.body.data?.id, paidTo: hq1.head.id })
    expect(figures(kept)).toEqual(figures(expected.get(hq1.orgId) as Line))
    const list = await call<{ items: { id: number; paid: number }[] }>('GET', '/admin/commission/closes', {
      token: hq1.head.token,
    })
    matchesSchema('GET /admin/commission/closes', list.body.data)
    expect(list.body.data?.items[0]?.id).toBe(closed.body.data?.id)
    // The heads' commission is not play: per-member statistics leave administrators out.
    const perMember = await call<{ items: { userId: number }[] }>(
      'GET',
      `/admin/stats/aggregate?groupBy=member&start=${DAY0}&end=${DAY3}`,
      { token: superToken },
    )
    const listed = perMember.body.data?.items.map((row) => row.userId) ?? []
    expect(listed.length).toBeGreaterThan(0)
    for (const head of heads) expect(listed).not.toContain(head.id)
    expect(await ledgerMismatches(server.database)).toEqual([])
  }, 120_000)

  test('a re-settlement of a closed day shows as an adjustment of the next statement; the closed one stays', async () => {
    const [hq1] = network as [Node]
    const closedBefore = await statementOf(hq1.orgId, DAY1, DAY1)
    // Round 270 of DAY1 gets another result, one where only PB_EVEN (or only PB_ODD) of the members'
    // selections wins, so the day's net loss and its losing commission change (a second result is
    // tried when the first was the round's own).
    const round = roundOfDay(DAY1, 270)
    const start = new Date(drawAt(round).getTime() - 300_000).toISOString()
    const end = new Date(drawAt(round).getTime()).toISOString()
    const paidFor = async (orgId: number) => (await statementOf(orgId, DAY1, DAY1)).closed?.paid ?? 0
    let redone = new Map<number, Line>()
    for (const newResult of [
      { normalBalls: [24, 25, 26, 27, 28], powerBall: 0 },
      { normalBalls: [23, 25, 26, 27, 28], powerBall: 9 },
    ]) {
      const resettled = await approvedCall(
        call,
        { proposer: secondSuperToken, approver: superToken },
        'POST',
        '/admin/manual-result-by-timerange',
        { body: { roundNumber: round, timeRange: { start, end }, newResult } },
      )
      expect(resettled.status).toBe(200)
      redone = await oracle(DAY1, DAY1)
      const line = redone.get(hq1.orgId) as Line
      if (line.rollingCommission + line.losingCommission !== (await paidFor(hq1.orgId))) break
    }
    const kept = await statementOf(hq1.orgId, DAY1, DAY1)
    expect(kept).toEqual(closedBefore)

    const next = await oracle(DAY2, DAY2)
    const holders = branchesOf(network)
    let anyAdjustment = false
    for (const node of holders) {
      const statement = await statementOf(node.orgId, DAY2, DAY2)
      const before = await call<Statement>(
        'GET',
        `/admin/orgs/${node.orgId}/statement?start=${DAY1}&end=${DAY1}`,
        {
          token: superToken,
        },
      )
      const paid = before.body.data?.closed?.paid ?? 0
      const now = redone.get(node.orgId) as Line
      expect({ node: node.orgId, adjustments: statement.adjustments }).toEqual({
        node: node.orgId,
        adjustments: now.rollingCommission + now.losingCommission - paid,
      })
      if (statement.adjustments !== 0) anyAdjustment = true
      expect(figures(statement)).toEqual(figures(next.get(node.orgId) as Line))
    }
    expect(anyAdjustment).toBe(true)

    // Closing DAY2 pays its own commission plus the adjustment, never below 0.
    const headsBefore = new Map(
      await Promise.all(holders.map(async (node) => [node.head.id, await moneyOf(node.head.id)] as const)),
    )
    const drafts = new Map(
      await Promise.all(
        holders.map(async (node) => [node.orgId, await statementOf(node.orgId, DAY2, DAY2)] as const),
      ),
    )
    const closed = await call('POST', '/admin/commission/closes', {
      token: superToken,
      body: { start: DAY2, end: DAY2 },
    })
    expect(closed.status).toBe(200)
    for (const node of holders) {
      const draft = drafts.get(node.orgId) as Statement
      const due = Math.max(0, draft.rollingCommission + draft.losingCommission + draft.adjustments)
      expect(await moneyOf(node.head.id)).toBe((headsBefore.get(node.head.id) ?? 0) + due)
    }
    // Whatever stayed unpaid (a negative adjustment larger than the day's commission) is still owed.
    for (const node of holders) {
      const draft = drafts.get(node.orgId) as Statement
      const owed = draft.rollingCommission + draft.losingCommission + draft.adjustments
      const later = await statementOf(node.orgId, DAY3, DAY3)
      expect(later.adjustments).toBe(Math.min(0, owed))
    }
    // A week that holds a closed day cannot be closed as well.
    clock.set(kstNoon('2026-11-17'))
    await refreshTokens()
    expect(
      await call('POST', '/admin/commission/closes', {
        token: superToken,
        body: { start: '2026-11-09', end: '2026-11-15' },
      }),
    ).toMatchObject({ status: 409, body: { code: 'PERIOD_OVERLAP' } })
    expect(await ledgerMismatches(server.database)).toEqual([])
  }, 120_000)
})
