import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { appRouter } from '@pb/api'
import { ADMIN_PASSWORD, DEMO_PASSWORD, restClient } from './test-server'

type Role = 'SUPER' | 'HQ' | 'AGENCY' | 'SHOP'
const roles: Role[] = ['SUPER', 'HQ', 'AGENCY', 'SHOP']
const rank: Record<Role, number> = { SUPER: 4, HQ: 3, AGENCY: 2, SHOP: 1 }
const loginOf: Record<Role, [string, string]> = {
  SUPER: ['admin', ADMIN_PASSWORD],
  HQ: ['hq1', DEMO_PASSWORD],
  AGENCY: ['agency1', DEMO_PASSWORD],
  SHOP: ['shop1', DEMO_PASSWORD],
}

/** What a call acts on: a user, a user's request, a filter naming a user or an org, or nothing. */
type TargetKind = 'user' | 'request' | 'userFilter' | 'orgFilter' | 'none'

interface Target {
  userId: number
  requestId: number
  orgId: number
}

interface Entry {
  minRole: Role
  kind: TargetKind
  input: (target: Target) => unknown
  /** A permitted call removes what it acts on, so each call needs objects of its own. */
  consumes?: boolean
}

let unique = 0
const next = () => ++unique

/** The table: one entry per administrator procedure; the first test checks none is missing. */
const matrix: Record<string, Entry> = {
  'admin.users.list': { minRole: 'SHOP', kind: 'orgFilter', input: (t) => ({ orgId: t.orgId }) },
  'admin.users.byId': { minRole: 'SHOP', kind: 'user', input: (t) => ({ id: t.userId }) },
  'admin.users.ledger': { minRole: 'SHOP', kind: 'user', input: (t) => ({ id: t.userId }) },
  'admin.users.create': {
    minRole: 'SHOP',
    kind: 'none',
    input: () => ({
      loginId: `matrix${next()}`,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
    }),
  },
  'admin.users.update': { minRole: 'SHOP', kind: 'user', input: (t) => ({ id: t.userId, nickname: '행렬' }) },
  'admin.users.remove': { minRole: 'SHOP', kind: 'user', input: (t) => ({ id: t.userId }), consumes: true },
  'admin.users.setPassword': {
    minRole: 'SHOP',
    kind: 'user',
    input: (t) => ({ id: t.userId, password: 'pass5678' }),
  },
  'admin.users.setPointPassword': {
    minRole: 'SHOP',
    kind: 'user',
    input: (t) => ({ id: t.userId, password: '5678' }),
  },
  'admin.users.setBetBlock': {
    minRole: 'SHOP',
    kind: 'user',
    input: (t) => ({ id: t.userId, betBlocked: 0 }),
  },
  'admin.wallets.adjustBalance': {
    minRole: 'SHOP',
    kind: 'user',
    input: (t) => ({ id: t.userId, amount: 1_000, note: 'matrix' }),
  },
  'admin.wallets.adjustPoints': {
    minRole: 'SHOP',
    kind: 'user',
    input: (t) => ({ id: t.userId, amount: 10, note: 'matrix' }),
  },
  'admin.settlement.member': { minRole: 'SHOP', kind: 'user', input: (t) => ({ id: t.userId }) },
  'admin.settlement.everyone': { minRole: 'SUPER', kind: 'none', input: () => ({}) },
  'admin.settlement.archive': { minRole: 'SUPER', kind: 'none', input: () => ({}) },
  'admin.settlement.settlements': { minRole: 'SUPER', kind: 'none', input: () => ({}) },
  'admin.transactions.list': {
    minRole: 'SHOP',
    kind: 'userFilter',
    input: (t) => ({ type: 'topup', userId: t.userId }),
  },
  'admin.transactions.setStatus': {
    minRole: 'SHOP',
    kind: 'request',
    input: (t) => ({ type: 'topup', id: t.requestId, action: 'reject', reason: '행렬 검사' }),
  },
  'admin.transactions.pendingCounts': { minRole: 'SHOP', kind: 'none', input: () => undefined },
  'admin.points.list': { minRole: 'SHOP', kind: 'userFilter', input: (t) => ({ userId: t.userId }) },
  'admin.bets.list': { minRole: 'SHOP', kind: 'userFilter', input: (t) => ({ userId: t.userId }) },
  'admin.stats.totals': { minRole: 'SHOP', kind: 'none', input: () => ({}) },
  'admin.stats.aggregate': { minRole: 'SHOP', kind: 'userFilter', input: (t) => ({ userId: t.userId }) },
  'admin.audit.list': { minRole: 'SHOP', kind: 'userFilter', input: (t) => ({ targetUserId: t.userId }) },
  'admin.odds.list': { minRole: 'SHOP', kind: 'none', input: () => undefined },
  'admin.odds.update': {
    minRole: 'SUPER',
    kind: 'none',
    input: () => ({ marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_ODD', odds: 1.93 }),
  },
  'admin.settings.get': { minRole: 'SHOP', kind: 'none', input: () => undefined },
  'admin.settings.update': { minRole: 'SUPER', kind: 'none', input: () => ({ caps: { TOTAL: 3_000_000 } }) },
  // Round 1 (2020-01-01) is long past: permitted callers are refused for the round, after the role check.
  'admin.rounds.manualResult': {
    minRole: 'SUPER',
    kind: 'none',
    input: () => ({ roundNumber: 1, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 }),
  },
  'admin.rounds.void': { minRole: 'SUPER', kind: 'none', input: () => ({ roundNumber: 1, reason: '행렬' }) },
  'admin.rounds.resettle': {
    minRole: 'SUPER',
    kind: 'none',
    input: () => ({
      roundNumber: 1,
      timeRange: { start: '2020-01-01 00:00', end: '2020-01-01 00:05' },
      newResult: { normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
    }),
  },
  // A wrong current password is refused after the role check.
  'admin.account.changePassword': {
    minRole: 'SHOP',
    kind: 'none',
    input: () => ({ currentPassword: 'not-the-password', newPassword: 'whatever1' }),
  },
  'admin.account.totpStatus': { minRole: 'SHOP', kind: 'none', input: () => undefined },
  // A pending secret changes nothing until a code confirms it.
  'admin.account.totpSetup': { minRole: 'SHOP', kind: 'none', input: () => ({}) },
  'admin.account.totpConfirm': { minRole: 'SHOP', kind: 'none', input: () => ({ code: '000000' }) },
  'admin.account.totpDisable': { minRole: 'SHOP', kind: 'none', input: () => ({ code: '000000' }) },
}

interface Answer {
  status: number
  data: unknown
}

let urls: string[] = []
let turn = 0
/** The next server in turn: calls alternate between the instances. */
const nextUrl = () => urls[turn++ % urls.length] ?? ''
const call: ReturnType<typeof restClient> = (method, path, options) =>
  restClient(nextUrl())(method, path, options)
const tokens = {} as Record<Role | 'MEMBER', string>
let shopOrgId = 0
let peerShopId = 0

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>
const kindOf = (path: string) => procedures[path]?._def.type

/** One tRPC call over HTTP: queries as GET with the input in the address, mutations as POST. */
async function trpc(path: string, input: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const query = kindOf(path) === 'query'
  const url = `${nextUrl()}/trpc/${path}${query && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`
  const response = await fetch(url, {
    method: query ? 'GET' : 'POST',
    headers,
    body: query || input === undefined ? undefined : JSON.stringify(input),
  })
  const body = (await response.json()) as { result?: { data?: unknown } }
  return { status: response.status, data: body.result?.data }
}

/**
 * A new user made by `creator` (in the creator's org unless `orgId` says otherwise), with a pending
 * top-up when it is a member.
 */
async function userIn(
  creator: Role,
  options: { role?: 'MEMBER' | 'SHOP'; orgId?: number } = {},
): Promise<Target> {
  const { role = 'MEMBER', orgId } = options
  const token = tokens[creator]
  const loginId = `target${next()}`
  const created = await call<{ id: number; orgId: number }>('POST', '/admin/users', {
    token,
    body: {
      loginId,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
      roleCode: role,
      ...(orgId ? { orgId } : {}),
    },
  })
  expect(created.status).toBe(201)
  const user = created.body.data as { id: number; orgId: number }
  let requestId = 0
  if (role === 'MEMBER') {
    const login = await call<{ accessToken: string }>('POST', '/auth/login', {
      body: { loginId, password: 'pass1234', area: 'member' },
    })
    const topup = await call<{ id: number }>('POST', '/transactions/topup', {
      token: login.body.data?.accessToken,
      body: { amount: 10_000 },
    })
    requestId = topup.body.data?.id ?? 0
  }
  return { userId: user.id, requestId, orgId: user.orgId }
}

const denied = (status: number) => status === 401 || status === 403 || status === 404

/** Whether a list answer holds a row of the user (an answer in any of the list shapes). */
function mentions(data: unknown, userId: number): boolean {
  const items = (data as { items?: { userId?: number; targetId?: string }[] } | undefined)?.items ?? []
  return items.some((row) => row.userId === userId || row.targetId === String(userId))
}

/** Where the matrix runs: the base URLs of one or more servers on one database. */
export interface MatrixServers {
  /** Appended to the suite's name. */
  label: string
  /** False skips the suite (a setup that needs Postgres, on PGlite). */
  enabled: boolean
  start(): Promise<string[]>
  stop(): Promise<void>
}

/**
 * Every administrator procedure × every role × an object inside and outside the caller's subtree,
 * over HTTP through /trpc (alternating between the servers given), as a browser or an integrator calls them. Expected: no token 401, a member
 * 403, a role below the procedure's minimum 403; above it, an object outside the caller's subtree is
 * 404 (a list filtered by it is 404 or shows none of its rows), a user of the caller's own role 403,
 * and an object inside anything but 401/403/404.
 */
export function describeAuthorizationMatrix(servers: MatrixServers) {
  describe.if(servers.enabled)(
    `authorization matrix${servers.label}: every administrator procedure × role × inside and outside the subtree`,
    () => {
      beforeAll(async () => {
        urls = await servers.start()
        for (const role of roles) {
          const [loginId, password] = loginOf[role]
          const login = await call<{ accessToken: string; user: { orgId: number } }>('POST', '/auth/login', {
            body: { loginId, password, area: 'admin' },
          })
          tokens[role] = login.body.data?.accessToken ?? ''
          if (role === 'SHOP') shopOrgId = login.body.data?.user.orgId ?? 0
        }
        const member = await call<{ accessToken: string }>('POST', '/auth/login', {
          body: { loginId: 'member1', password: DEMO_PASSWORD, area: 'member' },
        })
        tokens.MEMBER = member.body.data?.accessToken ?? ''
        // Another store administrator beside shop1, in the same org: inside its subtree, but of its own role.
        peerShopId = (await userIn('AGENCY', { role: 'SHOP', orgId: shopOrgId })).userId
      }, 60_000)
      afterAll(() => servers.stop(), 30_000)

      test('the table names every administrator procedure, and nothing else', () => {
        const administrative = Object.keys(procedures).filter((path) => path.startsWith('admin.'))
        expect(Object.keys(matrix).sort()).toEqual(administrative.sort())
      })

      test('without a token every one is 401, and a member is 403', async () => {
        const inside = await userIn('SHOP')
        for (const [path, entry] of Object.entries(matrix)) {
          expect([path, (await trpc(path, entry.input(inside))).status]).toEqual([path, 401])
          expect([path, (await trpc(path, entry.input(inside), tokens.MEMBER)).status]).toEqual([path, 403])
        }
      }, 120_000)

      for (const role of roles) {
        test(`${role}: refused below each procedure's role; outside the subtree 404; inside permitted`, async () => {
          const token = tokens[role]
          const shared = { inside: await userIn('SHOP'), outside: await userIn('SUPER', { orgId: 1 }) }
          for (const [path, entry] of Object.entries(matrix)) {
            // In the root org: outside every subtree but SUPER's.
            const { inside, outside } = entry.consumes
              ? { inside: await userIn('SHOP'), outside: await userIn('SUPER', { orgId: 1 }) }
              : shared
            if (rank[role] < rank[entry.minRole]) {
              expect([path, (await trpc(path, entry.input(inside), token)).status]).toEqual([path, 403])
              continue
            }
            const within = await trpc(path, entry.input(inside), token)
            if (entry.kind === 'none') {
              // Permitted; what it then answers (a round long past is not found) is not about permission.
              expect([path, within.status === 401 || within.status === 403]).toEqual([path, false])
              continue
            }
            expect([path, 'inside', denied(within.status)]).toEqual([path, 'inside', false])

            const beyond = await trpc(path, entry.input(outside), token)
            if (role === 'SUPER') {
              expect([path, 'outside', denied(beyond.status)]).toEqual([path, 'outside', false])
            } else if (entry.kind === 'userFilter') {
              // A list filtered by someone outside: refused, or none of their rows.
              const leaked = beyond.status === 200 && mentions(beyond.data, outside.userId)
              expect([path, 'outside', beyond.status === 404 || !leaked]).toEqual([path, 'outside', true])
            } else {
              expect([path, 'outside', beyond.status]).toEqual([path, 'outside', 404])
            }
            if (role === 'SHOP' && entry.kind === 'user') {
              const peer = await trpc(
                path,
                entry.input({ userId: peerShopId, requestId: 0, orgId: shopOrgId }),
                token,
              )
              expect([path, 'peer', peer.status]).toEqual([path, 'peer', 403])
            }
          }
        }, 300_000)
      }
    },
  )
}
