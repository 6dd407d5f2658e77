import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type AdminRoleCode, adminRoleCodes, mayPerform, type Permission, permissions } from '@pb/access'
import { appRouter, declaredProcedures, type ProcedurePath } from '@pb/api'
import type { ClientEvent } from '@pb/core/events/types'
import { type EventListener, listenEvents, until } from './event-listener'
import { buildNetwork, createPerson, type Node, type Person } from './network'
import { ADMIN_PASSWORD, DEMO_PASSWORD, restClient } from './test-server'

type Role = AdminRoleCode

/**
 * What a call acts on: a user, a user's request, a filter naming a user or a branch, a branch, or
 * nothing.
 */
type TargetKind = 'user' | 'request' | 'userFilter' | 'orgFilter' | 'org' | 'none'

interface Target {
  userId: number
  requestId: number
  /** The branch the target stands for (its own, for a user). */
  orgId: number
  /** A shop branch of the actor's subtree, where a member may be moved. */
  shopOrgId: number
}

/** The minimum role of each is that of the permission its procedure declares, read by the server too. */
interface Entry {
  kind: TargetKind
  input: (target: Target) => unknown
  /** A permitted call removes what it acts on, so each call needs objects of its own. */
  consumes?: boolean
  /** Only an ancestor may: on the actor's own branch it is 403. */
  ancestorOnly?: boolean
}

let unique = 0
const next = () => ++unique

type AdminProcedurePath = Extract<ProcedurePath, `admin.${string}`>

/** The table: one entry per administrator procedure; the first test checks they are the procedures. */
const matrix: Record<AdminProcedurePath, Entry> = {
  'admin.users.list': { kind: 'orgFilter', input: (t) => ({ orgId: t.orgId }) },
  'admin.users.byId': { kind: 'user', input: (t) => ({ id: t.userId }) },
  'admin.users.ledger': { kind: 'user', input: (t) => ({ id: t.userId }) },
  // A member asked for outside the subtree lands in the creator's own branch (org-network.test.ts).
  'admin.users.create': {
    kind: 'none',
    input: () => ({
      loginId: `matrix${next()}`,
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '예금주',
    }),
  },
  'admin.users.update': { kind: 'user', input: (t) => ({ id: t.userId, nickname: '행렬' }) },
  'admin.users.remove': { kind: 'user', input: (t) => ({ id: t.userId }), consumes: true },
  'admin.users.setPassword': {
    kind: 'user',
    input: (t) => ({ id: t.userId, password: 'pass5678' }),
  },
  'admin.users.setPointPassword': {
    kind: 'user',
    input: (t) => ({ id: t.userId, password: '5678' }),
  },
  // A member has no second factor: permitted, then refused for that.
  'admin.users.resetTotp': { kind: 'user', input: (t) => ({ id: t.userId }) },
  'admin.users.setBetBlock': {
    kind: 'user',
    input: (t) => ({ id: t.userId, betBlocked: 0 }),
  },
  'admin.users.move': {
    kind: 'user',
    input: (t) => ({ id: t.userId, orgId: t.shopOrgId }),
  },
  'admin.wallets.adjustBalance': {
    kind: 'user',
    input: (t) => ({ id: t.userId, amount: 1_000, note: 'matrix' }),
  },
  'admin.wallets.adjustPoints': {
    kind: 'user',
    input: (t) => ({ id: t.userId, amount: 10, note: 'matrix' }),
  },
  'admin.archive.member': { kind: 'user', input: (t) => ({ id: t.userId }) },
  'admin.archive.everyone': { kind: 'none', input: () => ({}) },
  'admin.archive.rows': { kind: 'none', input: () => ({}) },
  'admin.archive.runs': { kind: 'none', input: () => ({}) },
  'admin.requests.list': {
    kind: 'userFilter',
    input: (t) => ({ type: 'topup', userId: t.userId }),
  },
  'admin.requests.setStatus': {
    kind: 'request',
    input: (t) => ({ type: 'topup', id: t.requestId, action: 'reject', reason: '행렬 검사' }),
  },
  'admin.requests.pendingCounts': { kind: 'none', input: () => undefined },
  'admin.points.list': { kind: 'userFilter', input: (t) => ({ userId: t.userId }) },
  'admin.bets.list': { kind: 'userFilter', input: (t) => ({ userId: t.userId }) },
  'admin.stats.totals': { kind: 'none', input: () => ({}) },
  'admin.stats.aggregate': { kind: 'userFilter', input: (t) => ({ userId: t.userId }) },
  'admin.audit.list': { kind: 'userFilter', input: (t) => ({ targetUserId: t.userId }) },
  'admin.odds.list': { kind: 'none', input: () => undefined },
  'admin.odds.update': {
    kind: 'none',
    input: () => ({ marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_ODD', odds: 1.93 }),
  },
  'admin.settings.get': { kind: 'none', input: () => undefined },
  'admin.settings.update': { kind: 'none', input: () => ({ caps: { TOTAL: 3_000_000 } }) },
  // Round 1 (2020-01-01) is long past: permitted callers are refused for the round, after the role check.
  'admin.rounds.manualResult': {
    kind: 'none',
    input: () => ({ roundNo: 1, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 }),
  },
  'admin.rounds.void': { kind: 'none', input: () => ({ roundNo: 1, reason: '행렬' }) },
  'admin.rounds.resettle': {
    kind: 'none',
    input: () => ({
      roundNo: 1,
      timeRange: { start: '2020-01-01 00:00', end: '2020-01-01 00:05' },
      newResult: { normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
    }),
  },
  // A wrong current password is refused after the role check.
  'admin.account.changePassword': {
    kind: 'none',
    input: () => ({ currentPassword: 'not-the-password', newPassword: 'whatever1' }),
  },
  'admin.account.totpStatus': { kind: 'none', input: () => undefined },
  // The same; confirming and turning off are refused first for the factor the caller does not have.
  'admin.account.totpSetup': {
    kind: 'none',
    input: () => ({ currentPassword: 'not-the-password' }),
  },
  'admin.account.totpConfirm': {
    kind: 'none',
    input: () => ({ currentPassword: 'not-the-password', code: '000000' }),
  },
  'admin.account.totpDisable': {
    kind: 'none',
    input: () => ({ currentPassword: 'not-the-password', code: '000000' }),
  },
  'admin.orgs.list': { kind: 'none', input: () => undefined },
  // A shop's branch has no children: permitted, then refused for the level.
  'admin.orgs.create': {
    kind: 'org',
    input: (t) => ({ parentId: t.orgId, name: `행렬${next()}` }),
  },
  'admin.orgs.update': {
    kind: 'org',
    input: (t) => ({ id: t.orgId, name: `행렬${next()}` }),
  },
  'admin.orgs.setCommission': {
    kind: 'org',
    ancestorOnly: true,
    input: (t) => ({ id: t.orgId, rollingRate: 0, losingRate: 0 }),
  },
  'admin.orgs.statement': {
    kind: 'org',
    input: (t) => ({ id: t.orgId, start: '2026-11-01', end: '2026-11-02' }),
  },
  'admin.commission.closes': { kind: 'none', input: () => undefined },
  'admin.beacon.status': { kind: 'none', input: () => undefined },
  'admin.approvals.list': { kind: 'none', input: () => ({}) },
  // No proposal 2147483647: permitted, then not found.
  'admin.approvals.approve': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
  'admin.approvals.reject': {
    kind: 'none',
    input: () => ({ id: 2_147_483_647, reason: '행렬' }),
  },
  // Not ended: permitted, then refused for the period.
  'admin.commission.close': {
    kind: 'none',
    input: () => ({ start: '2099-01-01', end: '2099-01-01' }),
  },
  'admin.messages.notices.list': { kind: 'orgFilter', input: (t) => ({ orgId: t.orgId }) },
  'admin.messages.notices.create': {
    kind: 'org',
    input: (t) => ({ title: '행렬', body: '행렬', audienceOrgId: t.orgId }),
  },
  // No notice, message or inquiry 2147483647: permitted, then not found (scope: tests/rest/messages.test.ts).
  'admin.messages.notices.byId': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
  'admin.messages.notices.update': {
    kind: 'none',
    input: () => ({ id: 2_147_483_647, title: '행렬', body: '행렬' }),
  },
  'admin.messages.notices.publish': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
  'admin.messages.notices.unpublish': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
  'admin.messages.notices.remove': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
  'admin.messages.sent.list': { kind: 'none', input: () => ({}) },
  'admin.messages.sent.send': {
    kind: 'user',
    input: (t) => ({ memberId: t.userId, title: '행렬', body: '행렬' }),
  },
  'admin.messages.sent.receipts': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
  'admin.messages.inquiries.list': { kind: 'userFilter', input: (t) => ({ memberId: t.userId }) },
  'admin.messages.inquiries.byId': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
  'admin.messages.inquiries.openCount': { kind: 'none', input: () => undefined },
  'admin.messages.inquiries.answer': {
    kind: 'none',
    input: () => ({ id: 2_147_483_647, body: '행렬' }),
  },
  'admin.messages.inquiries.close': { kind: 'none', input: () => ({ id: 2_147_483_647 }) },
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

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>
const kindOf = (path: string) => procedures[path]?._def.type

/** The permissions procedures declare, by path: what each call is expected to need. */
const declared = new Map(declaredProcedures.map(({ path, meta }) => [path as string, meta.permission]))

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

const denied = (status: number) => status === 401 || status === 403 || status === 404

/** Whether a list answer holds a row of the user (an answer in any of the list shapes). */
function mentions(data: unknown, userId: number): boolean {
  const items =
    (data as { items?: { userId?: number; targetId?: string; id?: number }[] } | undefined)?.items ?? []
  return items.some((row) => row.userId === userId || row.targetId === String(userId) || row.id === userId)
}

/**
 * The network: SUPER over two HQs, each over two agencies, each over two shops, each with two
 * members; plus a member in each of the root, HQ 1 and agency 1.1 branches, made by their heads.
 */
interface Network {
  superToken: string
  root: Node[]
  /** A member of the branch directly (not of a shop), keyed by branch id. */
  branchMembers: Map<number, Person>
  /** Another shop administrator in shop 1.1.1's branch, beside its head. */
  peerShop: Person
  member: string
}

let network: Network

/** A member of `branch` (its own or made for it), with a pending top-up, as a target. */
async function memberTarget(person: Person, shopOrgId: number): Promise<Target> {
  const topup = await call<{ id: number }>('POST', '/transactions/topup', {
    token: person.token,
    body: { amount: 10_000 },
  })
  expect(topup.status).toBe(201)
  return { userId: person.id, requestId: topup.body.data?.id ?? 0, orgId: person.orgId, shopOrgId }
}

/** A fresh member of a shop, made by its head, as a target. */
async function freshMember(shop: Node, shopOrgId: number): Promise<Target> {
  return memberTarget(await createPerson(call, shop.head.token, 'MEMBER', 'mx'), shopOrgId)
}

interface Seat {
  role: Role
  token: string
  /** The branch the actor heads. */
  own: Node | null
  /** A shop inside the actor's subtree. */
  insideShop: Node
  /** A branch strictly below the actor's (its own for a shop). */
  insideOrg: number
  /** Branches outside the subtree, each standing for a place relative to the actor. */
  outside: { place: 'sibling' | 'cousin' | 'ancestor'; shop: Node | null; org: number; user: Person }[]
}

/** Where each role sits: HQ 1, agency 1.1, shop 1.1.1; and what lies around them. */
function seats(): Seat[] {
  const [hq1, hq2] = network.root as [Node, Node]
  const [ag11, ag12] = hq1.children as [Node, Node]
  const [ag21] = hq2.children as [Node]
  const [s111, s112] = ag11.children as [Node, Node]
  const [s121] = ag12.children as [Node]
  const [s211] = ag21.children as [Node]
  const shopMember = (shop: Node) => shop.members[0] as Person
  const member = (id: number) => network.branchMembers.get(id) as Person
  return [
    {
      role: 'SUPER',
      token: network.superToken,
      own: null,
      insideShop: s111,
      insideOrg: hq1.orgId,
      outside: [],
    },
    {
      role: 'HQ',
      token: hq1.head.token,
      own: hq1,
      insideShop: s111,
      insideOrg: ag11.orgId,
      outside: [
        { place: 'sibling', shop: s211, org: hq2.orgId, user: shopMember(s211) },
        { place: 'ancestor', shop: null, org: rootOrgId, user: member(rootOrgId) },
      ],
    },
    {
      role: 'AGENCY',
      token: ag11.head.token,
      own: ag11,
      insideShop: s111,
      insideOrg: s111.orgId,
      outside: [
        { place: 'sibling', shop: s121, org: ag12.orgId, user: shopMember(s121) },
        { place: 'cousin', shop: s211, org: ag21.orgId, user: shopMember(s211) },
        { place: 'ancestor', shop: null, org: hq1.orgId, user: member(hq1.orgId) },
      ],
    },
    {
      role: 'SHOP',
      token: s111.head.token,
      own: s111,
      insideShop: s111,
      insideOrg: s111.orgId,
      outside: [
        { place: 'sibling', shop: s112, org: s112.orgId, user: shopMember(s112) },
        { place: 'cousin', shop: s121, org: s121.orgId, user: shopMember(s121) },
        { place: 'ancestor', shop: null, org: ag11.orgId, user: member(ag11.orgId) },
      ],
    },
  ]
}

let rootOrgId = 0

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
 * Every administrator procedure × every role × targets in the caller's own subtree, a sibling's, a
 * cousin's and an ancestor's, over HTTP through /trpc (alternating between the servers given), on a
 * network built only through the REST API. Expected: no token 401, a member 403, a role below the
 * procedure's minimum 403; above it, a target outside the caller's subtree is 404 (a list filtered
 * by it is 404 or shows none of its rows), a user of the caller's own role 403, and a target inside
 * anything but 401/403/404. And the live streams: a member's request reaches its own branch's
 * ancestors' consoles only.
 */
export function describeAuthorizationMatrix(servers: MatrixServers) {
  describe.if(servers.enabled)(
    `authorization matrix${servers.label}: every administrator procedure × role × own subtree, sibling, cousin, ancestor`,
    () => {
      beforeAll(async () => {
        urls = await servers.start()
        const login = await call<{ accessToken: string; user: { orgId: number } }>('POST', '/auth/login', {
          body: { loginId: 'admin', password: ADMIN_PASSWORD, area: 'admin' },
        })
        const superToken = login.body.data?.accessToken ?? ''
        rootOrgId = login.body.data?.user.orgId ?? 0
        const root = await buildNetwork(call, superToken, 2, 'mt')
        const [hq1] = root as [Node]
        const [ag11] = hq1.children as [Node]
        const [s111] = ag11.children as [Node]
        const branchMembers = new Map<number, Person>()
        branchMembers.set(rootOrgId, await createPerson(call, superToken, 'MEMBER', 'mroot', { orgId: 1 }))
        branchMembers.set(hq1.orgId, await createPerson(call, hq1.head.token, 'MEMBER', 'mhq', { orgId: 1 }))
        branchMembers.set(
          ag11.orgId,
          await createPerson(call, ag11.head.token, 'MEMBER', 'mag', { orgId: 1 }),
        )
        const peerShop = await createPerson(call, ag11.head.token, 'SHOP', 'peer', { orgId: s111.orgId })
        const member = await call<{ accessToken: string }>('POST', '/auth/login', {
          body: { loginId: 'member1', password: DEMO_PASSWORD, area: 'member' },
        })
        network = { superToken, root, branchMembers, peerShop, member: member.body.data?.accessToken ?? '' }
      }, 180_000)
      afterAll(() => servers.stop(), 30_000)

      test('every administrator procedure, and only those, declares a permission; every permission is declared', () => {
        const administrative = Object.keys(procedures).filter((path) => path.startsWith('admin.'))
        const declaring = [...declared].filter(([, permission]) => permission).map(([path]) => path)
        expect(declaring.sort()).toEqual(administrative.sort())
        expect(new Set(declared.values())).toEqual(
          new Set([undefined, ...(Object.keys(permissions) as Permission[])]),
        )
        expect(Object.keys(matrix).sort()).toEqual(administrative.sort())
      })

      test('without a token every one is 401, and a member is 403, whatever the input', async () => {
        const shop = seats()[3] as Seat
        const inside = await freshMember(shop.insideShop, shop.insideShop.orgId)
        for (const [path, entry] of Object.entries(matrix)) {
          expect([path, (await trpc(path, entry.input(inside))).status]).toEqual([path, 401])
          expect([path, (await trpc(path, entry.input(inside), network.member)).status]).toEqual([path, 403])
          // Refused before its input is read: the answer tells a member nothing of the console's inputs.
          expect([path, (await trpc(path, { page: 'x', id: -1 }, network.member)).status]).toEqual([
            path,
            403,
          ])
        }
      }, 120_000)

      for (const role of adminRoleCodes) {
        test(`${role}: refused below each procedure's role; sibling, cousin and ancestor 404; own subtree permitted`, async () => {
          const seat = seats().find((candidate) => candidate.role === role) as Seat
          const shopOrgId = seat.insideShop.orgId
          const shared = await freshMember(seat.insideShop, shopOrgId)
          const outsiders = await Promise.all(
            seat.outside.map(async (place) => ({
              place: place.place,
              target: { ...(await memberTarget(place.user, shopOrgId)), orgId: place.org },
              shop: place.shop,
            })),
          )
          for (const [path, entry] of Object.entries(matrix)) {
            if (!mayPerform(role, declared.get(path) as Permission)) {
              expect([path, (await trpc(path, entry.input(shared), seat.token)).status]).toEqual([path, 403])
              continue
            }
            if (entry.kind === 'none') {
              // Permitted; what it then answers (a round long past is not found) is not about permission.
              const answer = await trpc(path, entry.input(shared), seat.token)
              expect([path, answer.status === 401 || answer.status === 403]).toEqual([path, false])
              continue
            }
            const inside =
              entry.kind === 'org' || entry.kind === 'orgFilter'
                ? { ...shared, orgId: seat.insideOrg }
                : entry.consumes
                  ? await freshMember(seat.insideShop, shopOrgId)
                  : shared
            const within = await trpc(path, entry.input(inside), seat.token)
            if (entry.ancestorOnly && seat.own?.orgId === inside.orgId) {
              expect([path, 'own branch', within.status]).toEqual([path, 'own branch', 403])
            } else {
              expect([path, 'inside', within.status, denied(within.status)]).toEqual([
                path,
                'inside',
                within.status,
                false,
              ])
            }

            for (const outside of outsiders) {
              const target =
                entry.consumes && outside.shop
                  ? { ...(await freshMember(outside.shop, shopOrgId)), orgId: outside.target.orgId }
                  : outside.target
              const beyond = await trpc(path, entry.input(target), seat.token)
              const where = `${path} ${outside.place}`
              if (entry.kind === 'userFilter') {
                // A list filtered by someone outside: refused, or none of their rows.
                const leaked = beyond.status === 200 && mentions(beyond.data, target.userId)
                expect([where, beyond.status === 404 || !leaked]).toEqual([where, true])
              } else {
                expect([where, beyond.status]).toEqual([where, 404])
              }
            }
            if (role === 'SHOP' && entry.kind === 'user') {
              const peer = await trpc(
                path,
                entry.input({ userId: network.peerShop.id, requestId: 0, orgId: shopOrgId, shopOrgId }),
                seat.token,
              )
              expect([path, 'peer', peer.status]).toEqual([path, 'peer', 403])
            }
          }
        }, 600_000)
      }

      test('a member’s request reaches the consoles of its own branch and its ancestors only', async () => {
        const everyone: { who: string; token: string }[] = [{ who: 'super', token: network.superToken }]
        const walk = (nodes: Node[]) => {
          for (const node of nodes) {
            everyone.push({ who: node.head.loginId, token: node.head.token })
            walk(node.children)
          }
        }
        walk(network.root)
        const streams: { who: string; events: EventListener }[] = []
        for (const admin of everyone) {
          streams.push({ who: admin.who, events: await listenEvents(`${nextUrl()}/api/events`, admin.token) })
        }
        try {
          const [hq1, hq2] = network.root as [Node, Node]
          const s111 = hq1.children[0]?.children[0] as Node
          const s222 = hq2.children[1]?.children[1] as Node
          for (const [shop, chain] of [
            [s111, ['super', hq1.head.loginId, hq1.children[0]?.head.loginId, s111.head.loginId]],
            [s222, ['super', hq2.head.loginId, hq2.children[1]?.head.loginId, s222.head.loginId]],
          ] as const) {
            const member = shop.members[1] as Person
            const topup = await call<{ id: number }>('POST', '/transactions/topup', {
              token: member.token,
              body: { amount: 20_000 },
            })
            expect(topup.status).toBe(201)
            const heard = (listener: EventListener) =>
              listener.received.some(
                (event: ClientEvent) =>
                  event.type === 'TRANSACTION_REQUESTED' && event.id === topup.body.data?.id,
              )
            await until(() => streams.filter((stream) => heard(stream.events)).length >= chain.length)
            await Bun.sleep(200)
            expect(
              streams
                .filter((stream) => heard(stream.events))
                .map((stream) => stream.who)
                .sort(),
            ).toEqual([...chain].sort() as string[])
          }
        } finally {
          for (const stream of streams) stream.events.close()
        }
      }, 120_000)
    },
  )
}
