import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, payoutOf, roundOfDay } from '@pb/game'
import { createPerson, NETWORK_PASSWORD } from '../support/network'
import { matchesSchema } from '../support/response-schema'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

/**
 * Four eyes on a production start, where SUPER is alone at first: what it proposes waits; it may not
 * approve its own until the installation switches self-approval on, which /fairness then shows; a
 * second SUPER (made with the first's password) ends that, and approves instead.
 */
const round = roundOfDay('2026-12-07', 100)
const clock = createManualClock(new Date(drawAt(round).getTime() - 290_000))
let server: TestServer
let call: ReturnType<typeof restClient>
let admin = ''

interface Proposal {
  id: number
  kind: string
  status: string
  reason: string
  payload: Record<string, unknown>
  proposedBy: { loginId: string }
  decidedBy: { loginId: string } | null
  result: Record<string, unknown> | null
  expiresAt: string
}

beforeAll(async () => {
  server = await startTestServer({ clock, demo: false })
  call = restClient(server.url)
  admin = await signIn('admin', ADMIN_PASSWORD)
}, 60_000)
afterAll(() => server.close())

async function signIn(loginId: string, password: string) {
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area: 'admin' },
  })
  expect(login.status).toBe(200)
  return login.body.data?.accessToken ?? ''
}

const approve = (id: number, token = admin) =>
  call<Proposal>('POST', `/admin/approvals/${id}/approve`, { token })

describe('four eyes', () => {
  test('every kind answers 202 with a proposal and changes nothing until approved', async () => {
    const proposals: [string, string, unknown, string][] = [
      [
        'PUT /admin/odds',
        '/admin/odds',
        { marketCode: 'NB_SIZE', selectionCode: 'MID', odds: 2.4 },
        'ODDS_UPDATE',
      ],
      [
        'PUT /admin/settings',
        '/admin/settings',
        { caps: { SIZE: 100_000 }, reason: '한도 조정' },
        'SETTINGS_UPDATE',
      ],
      [
        'POST /admin/manual-result',
        '/admin/manual-result',
        { roundNumber: round, normalBalls: [2, 4, 6, 8, 10], powerBall: 3, reason: '이벤트' },
        'MANUAL_RESULT',
      ],
      [
        'POST /admin/rounds/{roundNumber}/void',
        `/admin/rounds/${round + 1}/void`,
        { reason: '점검' },
        'ROUND_VOID',
      ],
    ]
    for (const [key, path, body, kind] of proposals) {
      const [method] = key.split(' ')
      const answer = await call<Proposal>(method ?? '', path, { token: admin, body })
      expect({ key, status: answer.status }).toEqual({ key, status: 202 })
      matchesSchema(key, answer.body.data)
      expect(answer.body.data).toMatchObject({
        kind,
        status: 'PENDING_APPROVAL',
        proposedBy: { loginId: 'admin' },
        decidedBy: null,
        result: null,
      })
      expect(Date.parse(answer.body.data?.expiresAt ?? '')).toBe(clock.now().getTime() + 24 * 3600_000)
    }
    const odds = await call<{ markets: { selections: { selectionCode: string; oddsValue: number }[] }[] }>(
      'GET',
      '/games/odds',
    )
    expect(
      odds.body.data?.markets.flatMap((m) => m.selections).find((s) => s.selectionCode === 'MID')?.oddsValue,
    ).toBe(2.47)
    const pending = await call<{ items: Proposal[]; pagination: { total: number } }>(
      'GET',
      '/admin/approvals?status=PENDING_APPROVAL',
      { token: admin },
    )
    matchesSchema('GET /admin/approvals', pending.body.data)
    expect(pending.body.data?.pagination.total).toBe(4)
    expect(pending.body.data?.items.map((item) => item.kind)).toEqual([
      'ROUND_VOID',
      'MANUAL_RESULT',
      'SETTINGS_UPDATE',
      'ODDS_UPDATE',
    ])
  })

  test('alone, SUPER cannot approve its own; switching self-approval on is the one proposal it may, and /fairness shows it', async () => {
    const [first] =
      (await call<{ items: Proposal[] }>('GET', '/admin/approvals?status=PENDING_APPROVAL', { token: admin }))
        .body.data?.items ?? []
    expect(await approve(first?.id ?? 0)).toMatchObject({
      status: 403,
      body: { code: 'SELF_APPROVAL_FORBIDDEN' },
    })
    const switchOn = await call<Proposal>('PUT', '/admin/settings', {
      token: admin,
      body: { selfApproval: true, reason: '최고관리자 1인 운영' },
    })
    // Nothing but the switch: anything more could not be approved alone.
    const more = await call<Proposal>('PUT', '/admin/settings', {
      token: admin,
      body: { selfApproval: true, caps: { TOTAL: 10 } },
    })
    expect(await approve(more.body.data?.id ?? 0)).toMatchObject({ status: 403 })
    expect(await approve(switchOn.body.data?.id ?? 0)).toMatchObject({
      status: 200,
      body: { data: { status: 'APPLIED' } },
    })
    const fairness = await call<{ selfApproval: boolean }>('GET', '/games/fairness?date=2026-12-07')
    expect(fairness.body.data?.selfApproval).toBe(true)
    // Now it may: the manual result applies, for a round not yet open.
    const manual = (
      await call<{ items: Proposal[] }>('GET', '/admin/approvals?status=PENDING_APPROVAL', { token: admin })
    ).body.data?.items.find((item) => item.kind === 'MANUAL_RESULT')
    const applied = await approve(manual?.id ?? 0)
    expect(applied).toMatchObject({
      status: 200,
      body: { data: { status: 'APPLIED', decidedBy: { loginId: 'admin' }, result: { roundNumber: round } } },
    })
  })

  test('a second SUPER takes the creator’s password; then self-approval has no effect, and the new SUPER approves nothing of its creator’s', async () => {
    const body = {
      loginId: 'approver1',
      password: 'approver-pass',
      roleCode: 'SUPER',
      bankName: '-',
      accountNumber: '0',
      accountHolder: '승인자',
    }
    expect(await call('POST', '/admin/users', { token: admin, body })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    })
    expect(
      await call('POST', '/admin/users', { token: admin, body: { ...body, currentPassword: 'wrong-one' } }),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    const hq = await createPerson(call, admin, 'HQ', 'apphq')
    expect(
      await call('POST', '/admin/users', {
        token: hq.token,
        body: { ...body, currentPassword: NETWORK_PASSWORD },
      }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
    const created = await call<{ roleCode: string; orgId: number }>('POST', '/admin/users', {
      token: admin,
      body: { ...body, currentPassword: ADMIN_PASSWORD },
    })
    expect(created).toMatchObject({ status: 201, body: { data: { roleCode: 'SUPER' } } })
    const audit = await call<{ items: { after: { roleCode: string } }[] }>(
      'GET',
      '/admin/audit?action=USER_CREATE',
      { token: admin },
    )
    expect(audit.body.data?.items.some((row) => row.after.roleCode === 'SUPER')).toBe(true)
    const approver = await signIn('approver1', 'approver-pass')

    const settings = (
      await call<{ items: Proposal[] }>('GET', '/admin/approvals?status=PENDING_APPROVAL', { token: admin })
    ).body.data?.items.find((item) => item.kind === 'SETTINGS_UPDATE' && item.reason === '한도 조정')
    expect(await approve(settings?.id ?? 0)).toMatchObject({
      status: 403,
      body: { code: 'SELF_APPROVAL_FORBIDDEN' },
    })
    // The account its creator made is not a second person: it cools off a day, then stays tied to it.
    expect(await approve(settings?.id ?? 0, approver)).toMatchObject({
      status: 403,
      body: { code: 'APPROVER_COOLING_OFF' },
    })
    expect((await call<{ selfApproval: boolean }>('GET', '/games/fairness')).body.data?.selfApproval).toBe(
      false,
    )
    const rejected = await call<Proposal>(
      'POST',
      `/admin/approvals/${(await call<{ items: Proposal[] }>('GET', '/admin/approvals?status=PENDING_APPROVAL', { token: admin })).body.data?.items.find((item) => item.kind === 'ODDS_UPDATE')?.id}/reject`,
      { token: approver, body: { reason: '근거 부족' } },
    )
    matchesSchema('POST /admin/approvals/{id}/reject', rejected.body.data)
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED' })
  })
})

describe('a house edge no setting can cross', () => {
  test('odds, point rates and the minimum edge are refused past it, naming the limit; hedging both sides loses', async () => {
    clock.set(new Date(drawAt(round + 2).getTime() - 120_000))
    admin = await signIn('admin', ADMIN_PASSWORD)
    const approver = await signIn('approver1', 'approver-pass')
    const settings = await call<{ minHouseEdge: number; highestPointRate: number }>(
      'GET',
      '/admin/settings',
      {
        token: admin,
      },
    )
    expect(settings.body.data).toMatchObject({ minHouseEdge: 1, highestPointRate: 2.5 })
    const member = await createPerson(call, admin, 'MEMBER', 'edge', { orgId: 1 })
    const detail = await call<{ pointRate: number }>('GET', `/admin/users/${member.id}`, { token: admin })
    expect(detail.body.data?.pointRate).toBe(2.5)
    for (const [path, body] of [
      [`/admin/users/${member.id}`, { pointRate: 10 }],
      [`/admin/users/${member.id}`, { pointRate: 2.6 }],
    ] as const) {
      const refused = await call('PUT', path, { token: admin, body })
      expect(refused).toMatchObject({ status: 422, body: { code: 'HOUSE_EDGE' } })
      expect(refused.body.message).toContain('2.5%')
    }
    const odds = await call('PUT', '/admin/odds', {
      token: admin,
      body: { marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_ODD', odds: 1.94 },
    })
    expect(odds).toMatchObject({ status: 422, body: { code: 'HOUSE_EDGE' } })
    expect(odds.body.message).toContain('99%')
    const edge = await call('PUT', '/admin/settings', { token: admin, body: { minHouseEdge: 2 } })
    expect(edge).toMatchObject({ status: 422, body: { code: 'HOUSE_EDGE' } })

    // At the highest point rate it can set, a member betting both sides of 파워볼 홀짝 loses.
    const stake = 50_000
    await call('POST', `/admin/users/${member.id}/balance`, { token: admin, body: { amount: 2 * stake } })
    for (const selectionCode of ['PB_ODD', 'PB_EVEN']) {
      const placed = await call('POST', '/bets', {
        token: member.token,
        body: { roundId: round + 2, items: [{ selectionCode, stakeAmount: stake }] },
      })
      expect(placed.status).toBe(201)
    }
    clock.set(new Date(drawAt(round + 2).getTime() + 1_000))
    await server.engine.tick()
    const wallet = await call<{ moneyBal: number; pointBal: number }>('GET', `/admin/users/${member.id}`, {
      token: approver,
    })
    const back = (wallet.body.data?.moneyBal ?? 0) + (wallet.body.data?.pointBal ?? 0)
    expect(back).toBe(payoutOf(stake, 193) + Math.floor((2 * stake * 25) / 1000))
    expect(back).toBeLessThan(2 * stake * 0.99 + 1)
  }, 60_000)
})

// Last: a day passes on the clock, which any later draw would have to catch up round by round.
describe('four eyes', () => {
  test('a proposal waits a day at most', async () => {
    const proposed = await call<Proposal>('PUT', '/admin/settings', {
      token: admin,
      body: { caps: { TRIPLE: 100_000 } },
    })
    clock.set(new Date(clock.now().getTime() + 24 * 3600_000 + 1_000))
    const approver = await signIn('approver1', 'approver-pass')
    expect(await approve(proposed.body.data?.id ?? 0, approver)).toMatchObject({
      status: 409,
      body: { code: 'PROPOSAL_EXPIRED' },
    })
    const expired = await call<{ items: Proposal[] }>('GET', '/admin/approvals?status=EXPIRED', {
      token: approver,
    })
    expect(expired.body.data?.items.map((item) => item.id)).toContain(proposed.body.data?.id)
  })
})
