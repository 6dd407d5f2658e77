import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { answerInside, type RestRoute, restRoutes } from '@pb/api'
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

/** The calls that move or show money: each has a response schema in the table and the document. */
const moneyRoutes = [
  'GET /users/wallet',
  'GET /users/ledger',
  'GET /users/points',
  'POST /bets',
  'GET /bets/history',
  'GET /bets/caps',
  'GET /bets/{id}',
  'POST /transactions/topup',
  'POST /transactions/withdrawal',
  'POST /transactions/point-convert',
  'GET /transactions/my-transactions',
  'GET /admin/transactions/{type}',
  'PUT /admin/transactions/{type}/{id}/status',
  'GET /admin/points',
  'POST /admin/users/{id}/balance',
  'POST /admin/users/{id}/points',
  'GET /admin/archive',
  'GET /admin/users',
  'POST /admin/users',
  'GET /admin/users/{id}',
  'GET /admin/users/{id}/ledger',
  'PUT /admin/users/{id}',
  'PUT /admin/users/{id}/bet-block',
  'POST /admin/manual-result-by-timerange',
  'POST /admin/approvals/{id}/approve',
  'GET /admin/audit',
  'GET /admin/bets',
  'GET /admin/stats',
  'GET /admin/stats/aggregate',
]

/** Routes outside money with a response schema; each is parsed against it in its own test file. */
const schemaCheckedElsewhere = [
  'GET /events/position',
  'POST /auth/login',
  'POST /admin/auth/login',
  'GET /games/fairness',
  'GET /games/results',
  'GET /games/statistics',
  'GET /auth/sessions',
  'POST /admin/account/totp/setup',
  'POST /auth/login/totp/enrol',
  'GET /users/limits',
  'PUT /users/limits',
  'POST /users/self-exclusion',
  'PUT /users/profile',
  'GET /users/sign-ins',
  'GET /users/reality-check',
  'PUT /users/reality-check',
  'GET /users/account-summary',
  'GET /admin/orgs',
  'POST /admin/orgs',
  'PUT /admin/orgs/{id}',
  'POST /admin/users/{id}/move',
  'PUT /admin/orgs/{id}/commission',
  'GET /admin/orgs/{id}/statement',
  'GET /admin/commission/closes',
  'POST /admin/commission/closes',
  'PUT /admin/odds',
  'POST /admin/manual-result',
  'POST /admin/rounds/{roundNumber}/void',
  'PUT /admin/settings',
  'GET /admin/approvals',
  'POST /admin/approvals/{id}/reject',
  // tests/rest/messages.test.ts
  'GET /notices',
  'GET /messages',
  'GET /messages/unread-count',
  'POST /messages/{id}/read',
  'GET /inquiries',
  'POST /inquiries',
  'GET /inquiries/{id}',
  'POST /inquiries/{id}/replies',
  'POST /inquiries/{id}/close',
  'POST /inquiries/{id}/answer-read',
  'GET /admin/notices',
  'POST /admin/notices',
  'GET /admin/notices/{id}',
  'PUT /admin/notices/{id}',
  'POST /admin/notices/{id}/publish',
  'POST /admin/notices/{id}/unpublish',
  'DELETE /admin/notices/{id}',
  'GET /admin/messages',
  'POST /admin/messages',
  'GET /admin/messages/{id}/receipts',
  'GET /admin/inquiries',
  'GET /admin/inquiries/open-count',
  'GET /admin/inquiries/{id}',
  'POST /admin/inquiries/{id}/answer',
  'POST /admin/inquiries/{id}/close',
  // Answered `{ ok: true }` or a proposal; checked against that by the procedure itself in every test calling it.
  'PUT /admin/users/{id}/password',
  'DELETE /admin/users/{id}/totp',
]

// Two minutes before a draw: the round is open for bets.
const round = roundOfDay('2026-12-01', 42)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
let member = ''
let admin = ''
let memberId = 0
const checked = new Set<string>()

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
  memberId = (await call<{ id: number }>('GET', '/auth/me', { token: member })).body.data?.id ?? 0
}, 60_000)
afterAll(() => server.close())

const routeOf = (key: string) => restRoutes.find((route) => `${route.method} ${route.path}` === key)

/**
 * Makes the call of `key` ("METHOD /template") on `path` and parses its `data`, read back to the
 * procedure's names, with the route's response schema, whose objects refuse unknown keys: a field
 * the code adds or drops fails here.
 */
async function answerOf<T>(key: string, path: string, token: string, body?: unknown): Promise<T> {
  const route = routeOf(key)
  if (!route?.response) throw new Error(`${key} has no response schema`)
  const answer = await call<T>(route.method, path, { token, body })
  expect(answer.body).toMatchObject({ success: true })
  expect(answer.status).toBe(route.status ?? 200)
  // The schema describes the procedure's answer; the route may name some of its fields otherwise.
  const parsed = route.response.safeParse(answerInside(answer.body.data, route.edgeNames))
  expect(parsed.error?.issues ?? []).toEqual([])
  checked.add(key)
  return answer.body.data as T
}

/** A list answer, with at least one item so that the item schema is used. */
async function pageOf<T>(key: string, path: string, token: string): Promise<T[]> {
  const { items } = await answerOf<{ items: T[] }>(key, path, token)
  expect(items.length).toBeGreaterThan(0)
  return items
}

describe('REST money answers match their response schemas', () => {
  test('wallet, a bet, its detail and the bet history', async () => {
    await answerOf('GET /users/wallet', '/users/wallet', member)
    const placed = await answerOf<{ purchaseNo: string }>('POST /bets', '/bets', member, {
      betValue: 'PB_ODD',
      amount: 1000,
    })
    await answerOf('GET /bets/{id}', `/bets/${placed.purchaseNo}`, member)
    await answerOf('GET /bets/caps', '/bets/caps', member)
    const [latest] = await pageOf<{ id: number }>('GET /bets/history', '/bets/history', member)
    await answerOf('GET /bets/{id}', `/bets/${latest?.id}`, member)
  })

  test('top-up, withdrawal and point conversion, the member list and the admin decisions', async () => {
    const topup = await answerOf<{ id: number }>('POST /transactions/topup', '/transactions/topup', member, {
      amount: 10_000,
    })
    const withdrawal = await answerOf<{ id: number }>(
      'POST /transactions/withdrawal',
      '/transactions/withdrawal',
      member,
      { amount: 10_000 },
    )
    await answerOf('POST /transactions/point-convert', '/transactions/point-convert', member, {
      pointAmount: 1_000,
    })
    await pageOf('GET /transactions/my-transactions', '/transactions/my-transactions', member)

    await pageOf('GET /admin/transactions/{type}', '/admin/transactions/topup', admin)
    await pageOf('GET /admin/transactions/{type}', '/admin/transactions/withdrawal', admin)
    const status = 'PUT /admin/transactions/{type}/{id}/status'
    const approved = await answerOf<{ approverName: string | null }>(
      status,
      `/admin/transactions/topup/${topup.id}/status`,
      admin,
      { action: 'approve' },
    )
    expect(approved.approverName).not.toBeNull()
    const rejected = await answerOf<{ rejectReason: string | null }>(
      status,
      `/admin/transactions/withdrawal/${withdrawal.id}/status`,
      admin,
      { action: 'reject', reason: '계좌 확인 불가' },
    )
    expect(rejected.rejectReason).toBe('계좌 확인 불가')
  })

  test('adjustments, and the money and point ledgers', async () => {
    await answerOf('POST /admin/users/{id}/balance', `/admin/users/${memberId}/balance`, admin, {
      amount: 5_000,
    })
    await answerOf('POST /admin/users/{id}/points', `/admin/users/${memberId}/points`, admin, {
      amount: -500,
    })
    await pageOf('GET /users/ledger', '/users/ledger?limit=100', member)
    await pageOf('GET /users/points', '/users/points?limit=100', member)
    await pageOf('GET /admin/points', `/admin/points?userId=${memberId}`, admin)
  })

  test('the member list, a new member, its detail, an edit and a bet block', async () => {
    await pageOf('GET /admin/users', '/admin/users?limit=100', admin)
    const created = await answerOf<{ id: number }>('POST /admin/users', '/admin/users', admin, {
      loginId: 'schemamember',
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
    })
    await answerOf('GET /admin/users/{id}', `/admin/users/${created.id}`, admin)
    await pageOf('GET /admin/users/{id}/ledger', `/admin/users/${memberId}/ledger`, admin)
    await answerOf('PUT /admin/users/{id}', `/admin/users/${created.id}`, admin, { nickname: '스키마' })
    await answerOf('PUT /admin/users/{id}/bet-block', `/admin/users/${created.id}/bet-block`, admin, {
      betBlocked: 1,
    })
  })

  test('a re-settlement and the audit log', async () => {
    const round = roundOfDay('2026-12-01', 42)
    await answerOf('POST /bets', '/bets', member, {
      roundId: round,
      items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }],
    })
    clock.set(new Date(drawAt(round).getTime() + 1_000))
    await server.engine.tick()
    // A drawn round settles again on its own result: proposed, then approved by the second SUPER.
    const proposal = await answerOf<{ id: number }>(
      'POST /admin/manual-result-by-timerange',
      '/admin/manual-result-by-timerange',
      admin,
      {
        roundNumber: round,
        timeRange: { start: '2026-12-01 00:00', end: '2026-12-01 23:59' },
        reason: '정산 확인',
      },
    )
    const applied = await answerOf<{ result: { voided: number; changed: number } }>(
      'POST /admin/approvals/{id}/approve',
      `/admin/approvals/${proposal.id}/approve`,
      await approverToken(call),
    )
    expect(applied.result.voided).toBeGreaterThan(0)
    expect(applied.result.changed).toBe(0)
    await pageOf('GET /admin/audit', '/admin/audit', admin)
  })

  test('the back office bet list and statistics', async () => {
    await pageOf('GET /admin/bets', '/admin/bets', admin)
    await answerOf('GET /admin/stats', '/admin/stats', admin)
    const aggregate = 'GET /admin/stats/aggregate'
    for (const query of [
      'granularity=daily',
      'granularity=monthly',
      'granularity=yearly',
      'groupBy=member',
    ]) {
      const { items } = await answerOf<{ items: object[] }>(
        aggregate,
        `/admin/stats/aggregate?${query}`,
        admin,
      )
      expect(items.length).toBeGreaterThan(0)
    }
  })

  test('a field the schema does not know is refused, at any depth', async () => {
    const wallet = routeOf('GET /users/wallet')?.response
    const data = (await call('GET', '/users/wallet', { token: member })).body.data
    expect(wallet?.safeParse(data).success).toBe(true)
    expect(wallet?.safeParse({ ...data, bonusBal: 0 }).success).toBe(false)
    const history = routeOf('GET /bets/history')?.response
    const page = (await call<{ items: object[] }>('GET', '/bets/history', { token: member })).body.data
    const [first] = page?.items ?? []
    expect(history?.safeParse(page).success).toBe(true)
    expect(history?.safeParse({ ...page, items: [{ ...first, extra: 1 }] }).success).toBe(false)
  })

  test("the archive view, of every kind, once a settlement archived the member's history", async () => {
    // Voiding the round settles the member's purchase on it, so the settlement archives it too.
    await approvedCall(
      call,
      { proposer: admin, approver: await approverToken(call) },
      'POST',
      `/admin/rounds/${round}/void`,
      {
        body: { reason: '점검' },
      },
    )
    await call('POST', `/admin/users/${memberId}/settlement`, { token: admin })
    for (const kind of ['bets', 'money', 'points', 'transactions']) {
      const items = await pageOf(
        'GET /admin/archive',
        `/admin/archive?kind=${kind}&userId=${memberId}`,
        admin,
      )
      expect(items.every((item) => (item as { userId: number }).userId === memberId)).toBe(true)
    }
  })

  test('every money route was called, and no other route has a schema left untried', () => {
    expect([...checked].sort()).toEqual([...moneyRoutes].sort())
    const withSchema = restRoutes.filter((route) => route.response).map((r) => `${r.method} ${r.path}`)
    expect(withSchema.sort()).toEqual([...moneyRoutes, ...schemaCheckedElsewhere].sort())
  })
})

interface Operation {
  parameters: { name: string; in: string }[]
  responses: Record<string, { content: { 'application/json': { schema: JsonSchema } } }>
}
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  oneOf?: JsonSchema[]
}

describe('/api/openapi.json', () => {
  let spec: { openapi: string; paths: Record<string, Record<string, Operation>> }
  beforeAll(async () => {
    spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as typeof spec
  })
  const operationOf = (route: RestRoute) => spec.paths[`/api${route.path}`]?.[route.method.toLowerCase()]

  test('has every route of the table with its method and path parameters', () => {
    expect(spec.openapi).toBe('3.1.0')
    const operations = Object.values(spec.paths).flatMap((methods) => Object.values(methods))
    expect(operations).toHaveLength(restRoutes.length)
    for (const route of restRoutes) {
      const operation = operationOf(route)
      expect(operation).toBeDefined()
      const declared = operation?.parameters.filter((p) => p.in === 'path').map((p) => p.name)
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
      expect(declared).toEqual(inPath)
    }
  })

  test('the money routes describe the data of their success envelope', () => {
    for (const key of moneyRoutes) {
      const route = routeOf(key)
      if (!route) throw new Error(`${key} is not in the route table`)
      const envelope = operationOf(route)?.responses[route.status ?? 200]?.content['application/json'].schema
      expect(envelope?.required).toEqual(['success', 'data'])
      const data = envelope?.properties?.data
      // An answer of several shapes (the archive view, by kind) describes each of them.
      for (const shape of data?.oneOf ?? [data]) {
        expect(shape?.type).toBe('object')
        expect(Object.keys(shape?.properties ?? {}).length).toBeGreaterThan(0)
      }
    }
  })
})
