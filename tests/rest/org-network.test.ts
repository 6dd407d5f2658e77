import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import type { ClientEvent } from '@pb/core/events/types'
import { queryRows } from '@pb/db'
import { drawAt, roundOfDay } from '@pb/game'
import { sql } from 'drizzle-orm'
import { listenEvents } from '../support/event-listener'
import { buildNetwork, createPerson, NETWORK_PASSWORD, type Node, type Person } from '../support/network'
import { matchesSchema } from '../support/response-schema'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

interface OrgView {
  id: number
  parentId: number | null
  name: string
  level: string
  status: string
  suspended: boolean
  head: { id: number; loginId: string } | null
  adminCount: number
  memberCount: number
  subtreeMemberCount: number
}
type TreeNode = OrgView & { children: TreeNode[] }

// A production start: no demo tree, only SUPER; two minutes before a draw, so bets are open.
const round = roundOfDay('2026-11-20', 100)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
let superToken = ''
let rootOrgId = 0

beforeAll(async () => {
  server = await startTestServer({ demo: false, clock })
  call = restClient(server.url)
  const login = await call<{ accessToken: string; user: { orgId: number } }>('POST', '/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD, area: 'admin' },
  })
  superToken = login.body.data?.accessToken ?? ''
  rootOrgId = login.body.data?.user.orgId ?? 0
}, 60_000)
afterAll(() => server.close())

const memberBody = (loginId: string, extra: Record<string, unknown> = {}) => ({
  loginId,
  password: NETWORK_PASSWORD,
  bankName: '국민은행',
  accountNumber: '1002003004',
  accountHolder: loginId,
  ...extra,
})

describe('branches through the API', () => {
  test('two shops of one operator no longer reach each other’s members', async () => {
    const refused = await call('POST', '/admin/users', {
      token: superToken,
      body: memberBody('lostshop', { roleCode: 'SHOP' }),
    })
    expect(refused).toMatchObject({ status: 400, body: { success: false, code: 'BRANCH_LEVEL_MISMATCH' } })
    expect(refused.body.message).toContain('orgId')

    const hq = await createPerson(call, superToken, 'HQ', 'scnhq')
    const agency = await createPerson(call, hq.token, 'AGENCY', 'scnag')
    const shopA = await createPerson(call, agency.token, 'SHOP', 'scnshop')
    const shopB = await createPerson(call, agency.token, 'SHOP', 'scnshop')
    expect(new Set([rootOrgId, hq.orgId, agency.orgId, shopA.orgId, shopB.orgId]).size).toBe(5)

    const member = await createPerson(call, shopA.token, 'MEMBER', 'scnm', { orgId: 1 })
    expect(member.orgId).toBe(shopA.orgId)
    const funded = await call('POST', `/admin/users/${member.id}/balance`, {
      token: superToken,
      body: { amount: 100_000, note: '입금 확인' },
    })
    expect(funded.status).toBe(200)
    const withdrawal = await call<{ id: number }>('POST', '/transactions/withdrawal', {
      token: member.token,
      body: { amount: 10_000 },
    })
    expect(withdrawal.status).toBe(201)

    const list = await call<{ items: { id: number }[] }>('GET', '/admin/users?limit=100', {
      token: shopB.token,
    })
    expect(list.status).toBe(200)
    expect(list.body.data?.items.map((row) => row.id)).not.toContain(member.id)
    const attempts: [string, string, unknown?][] = [
      ['GET', `/admin/users/${member.id}`],
      ['PUT', `/admin/users/${member.id}/password`, { password: 'taken-over' }],
      ['POST', `/admin/users/${member.id}/balance`, { amount: -100_000, note: '회수' }],
      ['PUT', `/admin/transactions/withdrawal/${withdrawal.body.data?.id}/status`, { action: 'approve' }],
      ['GET', `/admin/transactions/withdrawal?userId=${member.id}`],
    ]
    for (const [method, path, body] of attempts) {
      const answer = await call(method, path, { token: shopB.token, body })
      if (method === 'GET' && path.includes('?')) {
        expect((answer.body.data as { items: unknown[] } | undefined)?.items ?? []).toEqual([])
      } else {
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({
          path,
          status: 404,
          code: 'NOT_FOUND',
        })
      }
    }
    // Nothing changed; shop A manages its own member.
    const wallet = await call<{ moneyBal: number }>('GET', '/users/wallet', { token: member.token })
    expect(wallet.body.data?.moneyBal).toBe(90_000)
    const mine = await call('GET', `/admin/users/${member.id}`, { token: shopA.token })
    expect(mine.status).toBe(200)
  })

  test('GET /api/admin/orgs: the actor’s subtree as a list in tree order and as a tree', async () => {
    const network = await buildNetwork(call, superToken, 2, 'tree')
    const [hq1] = network as [Node]
    const answer = await call<{ items: OrgView[]; tree: TreeNode }>('GET', '/admin/orgs', {
      token: hq1.head.token,
    })
    expect(answer.status).toBe(200)
    matchesSchema('GET /admin/orgs', answer.body.data)
    const { items = [], tree } = answer.body.data ?? {}
    expect(items.map((org) => org.level)).toEqual(['HQ', 'AGENCY', 'SHOP', 'SHOP', 'AGENCY', 'SHOP', 'SHOP'])
    expect(items[0]).toMatchObject({
      id: hq1.orgId,
      parentId: rootOrgId,
      name: hq1.head.loginId,
      status: 'ACTIVE',
      suspended: false,
      head: { id: hq1.head.id, loginId: hq1.head.loginId },
      adminCount: 1,
      memberCount: 0,
      subtreeMemberCount: 8,
    })
    const shop = items[2] as OrgView
    expect(shop).toMatchObject({ level: 'SHOP', adminCount: 1, memberCount: 2, subtreeMemberCount: 2 })
    expect(tree?.id).toBe(hq1.orgId)
    expect(tree?.children.map((child) => child.id)).toEqual(hq1.children.map((child) => child.orgId))
    expect(tree?.children[0]?.children.map((child) => child.id)).toEqual(
      hq1.children[0]?.children.map((child) => child.orgId),
    )
    // SUPER sees the root and everything; the other HQ is not in HQ 1's list.
    const everything = await call<{ items: OrgView[] }>('GET', '/admin/orgs', { token: superToken })
    expect(everything.body.data?.items[0]).toMatchObject({ id: rootOrgId, level: 'ROOT', parentId: null })
    expect(everything.body.data?.items.map((org) => org.id)).toContain(network[1]?.orgId)
    expect(items.map((org) => org.id)).not.toContain(network[1]?.orgId)
  })

  test('POST /api/admin/orgs opens a branch one level down, inside the subtree only; audited', async () => {
    const hq = await createPerson(call, superToken, 'HQ', 'openhq')
    const other = await createPerson(call, superToken, 'HQ', 'openhq')
    const opened = await call<OrgView>('POST', '/admin/orgs', {
      token: hq.token,
      body: { parentId: hq.orgId, name: '  강서 부본사 ' },
    })
    expect(opened.status).toBe(201)
    matchesSchema('POST /admin/orgs', opened.body.data)
    expect(opened.body.data).toMatchObject({
      parentId: hq.orgId,
      name: '강서 부본사',
      level: 'AGENCY',
      head: null,
    })
    const shop = await call<OrgView>('POST', '/admin/orgs', {
      token: hq.token,
      body: { parentId: opened.body.data?.id, name: '강서 1호점' },
    })
    expect(shop.body.data?.level).toBe('SHOP')
    expect(
      await call('POST', '/admin/orgs', {
        token: hq.token,
        body: { parentId: shop.body.data?.id, name: 'x' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'BRANCH_LEVEL_MISMATCH' } })
    for (const parentId of [other.orgId, rootOrgId, 999_999]) {
      expect(
        await call('POST', '/admin/orgs', { token: hq.token, body: { parentId, name: 'x' } }),
      ).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      })
    }
    for (const body of [
      { parentId: hq.orgId },
      { parentId: hq.orgId, name: '' },
      { parentId: 'a', name: 'x' },
    ]) {
      expect(await call('POST', '/admin/orgs', { token: hq.token, body })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION' },
      })
    }
    const audit = await call<{ items: { action: string; targetId: string; after: { level: string } }[] }>(
      'GET',
      '/admin/audit?action=ORG_CREATE',
      { token: superToken },
    )
    expect(audit.body.data?.items.map((row) => row.targetId)).toEqual(
      expect.arrayContaining([String(opened.body.data?.id), String(shop.body.data?.id)]),
    )
  })

  test('an administrator joins a named branch only inside the subtree and of its own level', async () => {
    const hq = await createPerson(call, superToken, 'HQ', 'joinhq')
    const foreign = await createPerson(call, superToken, 'HQ', 'joinhq')
    const foreignAgency = await createPerson(call, foreign.token, 'AGENCY', 'joinag')
    const agencyBranch = await call<OrgView>('POST', '/admin/orgs', {
      token: hq.token,
      body: { parentId: hq.orgId, name: '빈 부본사' },
    })
    const agencyBranchId = agencyBranch.body.data?.id ?? 0
    // Joining the headless branch makes the administrator its head; a second one joins beside it.
    const head = await createPerson(call, hq.token, 'AGENCY', 'joinag', { orgId: agencyBranchId })
    expect(head.orgId).toBe(agencyBranchId)
    const beside = await createPerson(call, superToken, 'AGENCY', 'joinag', { orgId: agencyBranchId })
    const tree = await call<{ items: OrgView[] }>('GET', '/admin/orgs', { token: hq.token })
    expect(tree.body.data?.items.find((org) => org.id === agencyBranchId)).toMatchObject({
      head: { id: head.id },
      adminCount: 2,
    })
    expect(beside.orgId).toBe(agencyBranchId)
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ roleCode: 'SHOP', orgId: agencyBranchId }, 400, 'BRANCH_LEVEL_MISMATCH'],
      [{ roleCode: 'AGENCY', orgId: hq.orgId }, 400, 'BRANCH_LEVEL_MISMATCH'],
      [{ roleCode: 'AGENCY', orgId: foreignAgency.orgId }, 404, 'NOT_FOUND'],
      [{ roleCode: 'AGENCY', orgId: 999_999 }, 404, 'NOT_FOUND'],
      [{ roleCode: 'MEMBER', orgId: foreignAgency.orgId }, 404, 'NOT_FOUND'],
      [{ roleCode: 'HQ' }, 403, 'FORBIDDEN'],
    ]
    for (const [extra, status, code] of refusals) {
      const answer = await call('POST', '/admin/users', {
        token: hq.token,
        body: memberBody('refused', extra),
      })
      expect({ extra, status: answer.status, code: answer.body.code }).toEqual({ extra, status, code })
    }
    // The spec's fixed orgId 1 (the root) from below it is the creator's own branch.
    const member = await createPerson(call, hq.token, 'MEMBER', 'joinm', { orgId: 1 })
    expect(member.orgId).toBe(hq.orgId)
  })

  test('suspending a branch ends every session and stream below it, stops sign-in and bets; money stays', async () => {
    const [hq] = await buildNetwork(call, superToken, 1, 'susp')
    const agency = hq?.children[0] as Node
    const shop = agency.children[0] as Node
    const member = shop.members[0] as Person
    await call('POST', `/admin/users/${member.id}/balance`, {
      token: superToken,
      body: { amount: 50_000, note: '입금' },
    })
    const stream = await listenEvents(`${server.url}/api/events`, member.token)
    const suspended = await call<OrgView>('PUT', `/admin/orgs/${agency.orgId}`, {
      token: hq?.head.token,
      body: { status: 'SUSPENDED' },
    })
    expect(suspended.status).toBe(200)
    matchesSchema('PUT /admin/orgs/{id}', suspended.body.data)
    expect(suspended.body.data).toMatchObject({ status: 'SUSPENDED', suspended: true })
    const closed = await Promise.race([stream.ended.then(() => true), Bun.sleep(2_000).then(() => false)])
    expect(closed).toBe(true)
    expect(stream.received.map((event: ClientEvent) => event.type)).not.toContain('RESYNC')
    for (const token of [member.token, shop.head.token, agency.head.token]) {
      expect((await call('GET', '/auth/me', { token })).status).toBe(401)
    }
    for (const [loginId, area] of [
      [member.loginId, 'member'],
      [shop.head.loginId, 'admin'],
    ] as const) {
      expect(
        await call('POST', '/auth/login', { body: { loginId, password: NETWORK_PASSWORD, area } }),
      ).toMatchObject({ status: 403, body: { code: 'BRANCH_SUSPENDED' } })
    }
    // A shop below a suspended agency shows as suspended too.
    const tree = await call<{ items: OrgView[] }>('GET', '/admin/orgs', { token: hq?.head.token })
    expect(tree.body.data?.items.find((org) => org.id === shop.orgId)).toMatchObject({
      status: 'ACTIVE',
      suspended: true,
    })
    // Only an ancestor suspends, and nobody the root.
    expect(
      await call('PUT', `/admin/orgs/${hq?.orgId}`, { token: hq?.head.token, body: { status: 'SUSPENDED' } }),
    ).toMatchObject({ status: 403 })
    expect(
      await call('PUT', `/admin/orgs/${rootOrgId}`, { token: superToken, body: { status: 'SUSPENDED' } }),
    ).toMatchObject({ status: 403 })
    expect(
      await call('PUT', `/admin/orgs/${agency.orgId}`, { token: superToken, body: { status: 'CLOSED' } }),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })

    const resumed = await call('PUT', `/admin/orgs/${agency.orgId}`, {
      token: superToken,
      body: { status: 'ACTIVE', name: '재개된 부본사' },
    })
    expect(resumed.body.data).toMatchObject({ status: 'ACTIVE', suspended: false, name: '재개된 부본사' })
    const again = await call<{ accessToken: string }>('POST', '/auth/login', {
      body: { loginId: member.loginId, password: NETWORK_PASSWORD, area: 'member' },
    })
    expect(again.status).toBe(200)
    const token = again.body.data?.accessToken
    const wallet = await call<{ moneyBal: number }>('GET', '/users/wallet', { token })
    expect(wallet.body.data?.moneyBal).toBe(50_000)
    // A session that outlived a suspension (one racing it) still cannot bet.
    const placeBet = () =>
      call('POST', '/bets', {
        token,
        body: { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
      })
    await server.database.db.execute(sql`update orgs set status = 'SUSPENDED' where id = ${hq?.orgId}`)
    expect(await placeBet()).toMatchObject({ status: 403, body: { code: 'BRANCH_SUSPENDED' } })
    await server.database.db.execute(sql`update orgs set status = 'ACTIVE' where id = ${hq?.orgId}`)
    expect((await placeBet()).status).toBe(201)
    const audit = await call<{ items: { before: unknown; after: unknown }[] }>(
      'GET',
      `/admin/audit?action=ORG_UPDATE`,
      { token: superToken },
    )
    expect(audit.body.data?.items.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ status: 'SUSPENDED' }, { status: 'ACTIVE', name: '재개된 부본사' }]),
    )
  })

  test('a member moves to another shop of the subtree; audited; nothing else moves', async () => {
    const [hq] = await buildNetwork(call, superToken, 2, 'move')
    const agency = hq?.children[0] as Node
    const [shopA, shopB] = agency.children as [Node, Node]
    const elsewhere = hq?.children[1]?.children[0] as Node
    const member = shopA.members[0] as Person
    const moved = await call<{ orgId: number; orgName: string }>('POST', `/admin/users/${member.id}/move`, {
      token: agency.head.token,
      body: { orgId: shopB.orgId },
    })
    expect(moved.status).toBe(200)
    matchesSchema('POST /admin/users/{id}/move', moved.body.data)
    expect(moved.body.data?.orgId).toBe(shopB.orgId)
    expect((await call('GET', `/admin/users/${member.id}`, { token: shopA.head.token })).status).toBe(404)
    expect((await call('GET', `/admin/users/${member.id}`, { token: shopB.head.token })).status).toBe(200)
    const refusals: [string, Record<string, unknown>, number, string][] = [
      [agency.head.token, { orgId: elsewhere.orgId }, 404, 'NOT_FOUND'],
      [agency.head.token, { orgId: agency.orgId }, 400, 'BRANCH_LEVEL_MISMATCH'],
      [shopA.head.token, { orgId: shopA.orgId }, 404, 'NOT_FOUND'],
      [agency.head.token, { orgId: 'x' }, 400, 'VALIDATION'],
    ]
    for (const [token, body, status, code] of refusals) {
      const answer = await call('POST', `/admin/users/${member.id}/move`, { token, body })
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status, code })
    }
    const shopAdmin = await call('POST', `/admin/users/${shopA.head.id}/move`, {
      token: agency.head.token,
      body: { orgId: shopB.orgId },
    })
    expect(shopAdmin).toMatchObject({ status: 400, body: { code: 'BRANCH_LEVEL_MISMATCH' } })
    const audit = await call<{ items: { before: unknown; after: unknown }[] }>(
      'GET',
      `/admin/audit?action=USER_MOVE&targetUserId=${member.id}`,
      { token: superToken },
    )
    expect(audit.body.data?.items).toEqual([
      expect.objectContaining({
        before: { orgId: shopA.orgId, orgName: shopA.head.loginId },
        after: { orgId: shopB.orgId, orgName: shopB.head.loginId },
      }),
    ])
  })

  test('pending counters, request lists, bets and statistics are each the subtree’s own', async () => {
    const network = await buildNetwork(call, superToken, 2, 'scope')
    const everyone = network.flatMap((hq) => hq.children.flatMap((agency) => agency.children))
    for (const shop of everyone) {
      for (const member of shop.members) {
        const topup = await call('POST', '/transactions/topup', {
          token: member.token,
          body: { amount: 10_000 },
        })
        expect(topup.status).toBe(201)
        await call('POST', `/admin/users/${member.id}/balance`, {
          token: superToken,
          body: { amount: 5_000, note: '베팅용' },
        })
        const bet = await call('POST', '/bets', {
          token: member.token,
          body: { roundId: round, items: [{ selectionCode: 'NB_EVEN', stakeAmount: 1_000 }] },
        })
        expect(bet.status).toBe(201)
      }
    }
    const membersUnder = (node: Node): number[] => [
      ...node.members.map((member) => member.id),
      ...node.children.flatMap(membersUnder),
    ]
    for (const node of network.flatMap((hq) => [
      hq,
      ...hq.children,
      ...hq.children.flatMap((a) => a.children),
    ])) {
      const expected = membersUnder(node).sort((a, b) => a - b)
      const counts = await call<{ topup: number }>('GET', '/admin/transactions/pending-counts', {
        token: node.head.token,
      })
      expect(counts.body.data?.topup).toBe(expected.length)
      const pending = await call<{ items: { userId: number }[] }>(
        'GET',
        '/admin/transactions/topup?status=PENDING&limit=100',
        { token: node.head.token },
      )
      expect([...new Set(pending.body.data?.items.map((row) => row.userId))].sort((a, b) => a - b)).toEqual(
        expected,
      )
      const listed = await call<{ items: { id: number; roleCode: string }[] }>(
        'GET',
        '/admin/users?roleCode=MEMBER&limit=100',
        { token: node.head.token },
      )
      expect(listed.body.data?.items.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected)
      const perMember = await call<{ items: { userId: number }[] }>(
        'GET',
        '/admin/stats/aggregate?groupBy=member',
        { token: node.head.token },
      )
      for (const row of perMember.body.data?.items ?? []) expect(expected).toContain(row.userId)
      const bets = await call<{ items: { userId: number }[] }>('GET', '/admin/bets?limit=200', {
        token: node.head.token,
      })
      expect([...new Set(bets.body.data?.items.map((row) => row.userId))].sort((a, b) => a - b)).toEqual(
        expected,
      )
    }
  })

  test('the database holds the shape: roles match their branch, a parent is one level up, levels never change', async () => {
    const [hq] = await buildNetwork(call, superToken, 1, 'shape')
    const shop = hq?.children[0]?.children[0] as Node
    type Refusal = { code?: string; constraint?: string; constraint_name?: string }
    /** The database's refusal, as either driver names it (PGlite `constraint`, postgres.js `constraint_name`). */
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await server.database.db.execute(statement).then(
        () => null,
        (failure: { cause?: Refusal }) => (failure.cause ?? failure) as Refusal,
      )
      return error && { code: error.code, constraint: error.constraint ?? error.constraint_name }
    }
    expect(
      await refused(sql`update users set org_id = ${rootOrgId} where id = ${shop.head.id}`),
    ).toMatchObject({
      code: '23514',
      constraint: 'users_role_matches_branch',
    })
    expect(
      await refused(sql`update users set role_code = 'AGENCY' where id = ${shop.head.id}`),
    ).toMatchObject({
      code: '23514',
      constraint: 'users_role_matches_branch',
    })
    expect(
      await refused(sql`insert into orgs (name, level, parent_id, path) values ('x', 2, ${rootOrgId}, '/')`),
    ).toMatchObject({ code: '23514', constraint: 'orgs_parent_one_level_up' })
    expect(await refused(sql`update orgs set level = 2 where id = ${shop.orgId}`)).toMatchObject({
      code: '23514',
      constraint: 'orgs_level_fixed',
    })
    expect(
      await refused(sql`insert into orgs (name, level, path) values ('second root', 0, '/')`),
    ).toMatchObject({
      code: '23505',
    })
    // A member may sit in any branch.
    expect(
      await refused(sql`update users set org_id = ${hq?.orgId} where id = ${shop.members[0]?.id}`),
    ).toBeNull()
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from users u join orgs o on o.id = u.org_id
        where u.role_code <> 'MEMBER' and o.level <> case u.role_code
          when 'SUPER' then 0 when 'HQ' then 1 when 'AGENCY' then 2 else 3 end`,
    )
    expect(row?.n).toBe(0)
  })
})
