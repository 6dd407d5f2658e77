import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { ledgerMismatches } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { createPerson, NETWORK_PASSWORD, type Person } from '../support/network'
import { matchesSchema } from '../support/response-schema'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

/**
 * The reported break, over HTTP: the members of two shops under one agency bet 100,000원 on each
 * side of the powerball's odd/even (1.93), so one shop's members lose 100,000원 and the other's win
 * 93,000원 and the house is 7,000원 ahead. Losing commission counts on each subtree's net
 * (docs/money.md §9): the whole network is paid at most HQ's 40 % of 7,000원, the agency's subtree
 * at most its 30 % of it, where the old rule paid each shop's loss alone (30,700원 in all).
 */

interface Line {
  orgId: number
  net: number
  losingBase: number
  losingPool: number
  losingToChildren: number
  losingCommission: number
  adjustments: number
}
interface Statement extends Line {
  closed: { id: number; paid: number; paidTo: number | null } | null
  children: Line[]
}

// Rates set on DAY0 apply from DAY1; DAY1 is played and closed on DAY2.
const DAY0 = '2026-12-07'
const DAY1 = '2026-12-08'
const DAY2 = '2026-12-09'
const kstNoon = (day: string) => new Date(`${day}T12:00:00+09:00`)
const clock = createManualClock(kstNoon(DAY0))

let server: TestServer
let call: ReturnType<typeof restClient>
let superToken = ''
let rootOrgId = 0
let hq: Person
let agency: Person
let shops: [Person, Person]
let bettors: [Person, Person]

async function signIn(person: Person, area: 'admin' | 'member') {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: person.loginId, password: NETWORK_PASSWORD, area },
  })
  expect(login.status).toBe(200)
  person.token = login.body.data?.accessToken ?? ''
}

/** Signs everyone in again: access tokens do not outlive the days this test skips. */
async function refreshTokens() {
  const admin = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD, area: 'admin' },
  })
  superToken = admin.body.data?.accessToken ?? ''
  for (const head of [hq, agency, ...shops]) await signIn(head, 'admin')
  for (const bettor of bettors) await signIn(bettor, 'member')
}

/** Losing rates only: no rolling, so what a close pays is losing commission alone. */
async function setLosingRate(token: string, orgId: number, losingRate: number) {
  const answer = await call('PUT', `/admin/orgs/${orgId}/commission`, {
    token,
    body: { rollingRate: 0, losingRate },
  })
  expect(answer.status).toBe(200)
}

async function statementOf(orgId: number, token = superToken): Promise<Statement> {
  const answer = await call<Statement>('GET', `/admin/orgs/${orgId}/statement?start=${DAY1}&end=${DAY1}`, {
    token,
  })
  expect(answer.status).toBe(200)
  matchesSchema('GET /admin/orgs/{id}/statement', answer.body.data)
  return answer.body.data as Statement
}

const losing = ({ orgId, net, losingBase, losingPool, losingToChildren, losingCommission }: Line) => ({
  orgId,
  net,
  losingBase,
  losingPool,
  losingToChildren,
  losingCommission,
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
  // Each administrator opens its own branch under its creator's: HQ › agency › two shops.
  hq = await createPerson(call, superToken, 'HQ', 'nethq')
  agency = await createPerson(call, hq.token, 'AGENCY', 'netag')
  shops = [
    await createPerson(call, agency.token, 'SHOP', 'netshop'),
    await createPerson(call, agency.token, 'SHOP', 'netshop'),
  ]
  bettors = [
    await createPerson(call, shops[0].token, 'MEMBER', 'netm', { orgId: 1 }),
    await createPerson(call, shops[1].token, 'MEMBER', 'netm', { orgId: 1 }),
  ]
  // HQ 40 % › agency 30 % › shops 20 % losing.
  await setLosingRate(superToken, hq.orgId, 40)
  await setLosingRate(hq.token, agency.orgId, 30)
  for (const shop of shops) await setLosingRate(agency.token, shop.orgId, 20)
  for (const [n, bettor] of bettors.entries()) {
    const topup = await call<{ id: number }>('POST', '/transactions/topup', {
      token: bettor.token,
      body: { amount: 100_000 },
    })
    const approved = await call('PUT', `/admin/transactions/topup/${topup.body.data?.id}/status`, {
      token: shops[n]?.token,
      body: { action: 'approve' },
    })
    expect(approved.status).toBe(200)
  }
}, 120_000)
afterAll(() => server.close())

describe('losing commission on the subtree’s net', () => {
  test('one shop’s members lose what the other’s win: the close pays 2,800원 of losing commission, not 30,700원', async () => {
    const round = roundOfDay(DAY1, 100)
    clock.set(new Date(drawAt(round).getTime() - 120_000))
    await refreshTokens()
    for (const [n, bettor] of bettors.entries()) {
      const placed = await call('POST', '/bets', {
        token: bettor.token,
        body: {
          roundId: round,
          items: [{ selectionCode: n === 0 ? 'PB_ODD' : 'PB_EVEN', stakeAmount: 100_000 }],
        },
      })
      expect(placed.status).toBe(201)
    }
    clock.set(new Date(drawAt(round).getTime() + 1_000))
    await server.engine.tick()

    const agencyLine = await statementOf(agency.orgId)
    // Which side won is the draw's: the losing shop is the one its members' net left ahead.
    const [loser, winner] = [...agencyLine.children].sort((a, b) => b.net - a.net) as [Line, Line]
    const shopOf = (line: Line) => shops.find((shop) => shop.orgId === line.orgId) as Person
    // The root is the house at HQ's 40 %: 2,800원 for the whole network, 700원 of it HQ's own.
    expect(losing(await statementOf(rootOrgId))).toEqual({
      orgId: rootOrgId,
      net: 7_000,
      losingBase: 7_000,
      losingPool: 2_800,
      losingToChildren: 2_800,
      losingCommission: 0,
    })
    expect(losing(await statementOf(hq.orgId))).toEqual({
      orgId: hq.orgId,
      net: 7_000,
      losingBase: 7_000,
      losingPool: 2_800,
      losingToChildren: 2_100,
      losingCommission: 700,
    })
    // The agency's subtree may have 30 % × 7,000원; the losing shop claims 20,000원 and takes all of it.
    expect(losing(agencyLine)).toEqual({
      orgId: agency.orgId,
      net: 7_000,
      losingBase: 7_000,
      losingPool: 2_100,
      losingToChildren: 2_100,
      losingCommission: 0,
    })
    expect([losing(loser), losing(winner)]).toEqual([
      {
        orgId: loser.orgId,
        net: 100_000,
        losingBase: 100_000,
        losingPool: 2_100,
        losingToChildren: 0,
        losingCommission: 2_100,
      },
      {
        orgId: winner.orgId,
        net: -93_000,
        losingBase: 0,
        losingPool: 0,
        losingToChildren: 0,
        losingCommission: 0,
      },
    ])
    // The agency reads its own statement with the same pool: it is allotted over the whole tree.
    expect(losing(await statementOf(agency.orgId, agency.token))).toEqual(losing(agencyLine))
    expect(losing(await statementOf(loser.orgId, shopOf(loser).token))).toEqual(losing(loser))

    clock.set(kstNoon(DAY2))
    await refreshTokens()
    const heads = [hq, agency, ...shops]
    const before = new Map(
      await Promise.all(heads.map(async (head) => [head.id, await moneyOf(head.id)] as const)),
    )
    // The old rule credited the losing shop 20,000원, the agency 10,000원 and HQ 700원.
    const credited = new Map([
      [hq.id, 700],
      [agency.id, 0],
      [shopOf(loser).id, 2_100],
      [shopOf(winner).id, 0],
    ])
    const closed = await call<{ id: number; paid: number }>('POST', '/admin/commission/closes', {
      token: superToken,
      body: { start: DAY1, end: DAY1 },
    })
    expect(closed.status).toBe(200)
    expect(closed.body.data?.paid).toBe(2_800)
    for (const head of heads) {
      expect({ head: head.loginId, paid: (await moneyOf(head.id)) - (before.get(head.id) ?? 0) }).toEqual({
        head: head.loginId,
        paid: credited.get(head.id) ?? -1,
      })
    }
    // Closed once: the same period again pays nothing, the kept statements show the netting as drafted.
    const again = await call<{ alreadyClosed: boolean }>('POST', '/admin/commission/closes', {
      token: superToken,
      body: { start: DAY1, end: DAY1 },
    })
    expect(again.body.data?.alreadyClosed).toBe(true)
    for (const head of heads) {
      expect((await moneyOf(head.id)) - (before.get(head.id) ?? 0)).toBe(credited.get(head.id) ?? -1)
    }
    const kept = await statementOf(agency.orgId, agency.token)
    expect(kept.closed).toMatchObject({ id: closed.body.data?.id, paid: 0, paidTo: agency.id })
    expect([kept, ...kept.children].map(losing)).toEqual([agencyLine, ...agencyLine.children].map(losing))
    // Nothing owed afterwards: the next day's statements carry no adjustment.
    const next = await call<Statement>('GET', `/admin/orgs/${hq.orgId}/statement?start=${DAY2}&end=${DAY2}`, {
      token: superToken,
    })
    expect([
      next.body.data?.adjustments,
      ...(next.body.data?.children ?? []).map((c) => c.adjustments),
    ]).toEqual([0, 0])
    expect(await ledgerMismatches(server.database)).toEqual([])
  }, 120_000)
})
