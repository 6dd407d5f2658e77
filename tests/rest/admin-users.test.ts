import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

let server: TestServer
let call: ReturnType<typeof restClient>
const tokens: Record<string, string> = {}

interface Member {
  id: number
  orgId: number
  loginId: string
  roleCode: string
  orgName: string
  phone: string
  pointRate: number
}

beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
  for (const [loginId, password] of [
    ['admin', ADMIN_PASSWORD],
    ['hq1', DEMO_PASSWORD],
    ['shop1', DEMO_PASSWORD],
  ] as const) {
    const login = await call<{ accessToken: string }>('POST', '/auth/login', {
      body: { loginId, password, area: 'admin' },
    })
    tokens[loginId] = login.body.data?.accessToken ?? ''
  }
}, 60_000)
afterAll(() => server.close())

const memberBody = (loginId: string, extra: Record<string, unknown> = {}) => ({
  loginId,
  password: 'pw1234',
  bankName: '신한은행',
  accountNumber: '110123456789',
  accountHolder: '김철수',
  phone: '010-2222-3333',
  roleCode: 'MEMBER',
  orgId: 1,
  pointRate: 1.3,
  ...extra,
})

describe('REST admin users', () => {
  test('SUPER creates a member (201) that can then sign in', async () => {
    const created = await call<Member>('POST', '/admin/users', {
      token: tokens.admin,
      body: memberBody('restuser1'),
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      loginId: 'restuser1',
      roleCode: 'MEMBER',
      phone: '010-2222-3333',
      pointRate: 1.3,
    })
    const login = await call('POST', '/auth/login', { body: { loginId: 'restuser1', password: 'pw1234' } })
    expect(login.status).toBe(200)
  })

  test('missing required fields answer the message of docs/product.md §5.5 and create nothing', async () => {
    const before = await call<{ pagination: { total: number } }>('GET', '/admin/users', {
      token: tokens.admin,
    })
    const { status, body } = await call('POST', '/admin/users', {
      token: tokens.admin,
      body: { loginId: 'half', password: 'pw1234' },
    })
    expect(status).toBe(400)
    expect(body.message).toContain('필수 항목을 모두 입력해주세요.')
    const after = await call<{ pagination: { total: number } }>('GET', '/admin/users', {
      token: tokens.admin,
    })
    expect(after.body.data?.pagination.total).toBe(before.body.data?.pagination.total ?? -1)
  })

  test('a short password, a duplicate id and a role too high are refused', async () => {
    expect(
      (
        await call('POST', '/admin/users', {
          token: tokens.admin,
          body: memberBody('shortpw', { password: '123' }),
        })
      ).body.message,
    ).toContain('비밀번호는 4자 이상이어야 합니다.')
    expect(
      await call('POST', '/admin/users', { token: tokens.admin, body: memberBody('member1') }),
    ).toMatchObject({
      status: 409,
      body: { code: 'LOGIN_ID_TAKEN' },
    })
    expect(
      await call('POST', '/admin/users', {
        token: tokens.shop1,
        body: memberBody('shopmade', { roleCode: 'SHOP', orgId: undefined }),
      }),
    ).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    })
  })

  test('orgId 1 from an HQ administrator means its own branch: the member never lands in the root', async () => {
    const spec = await call<Member>('POST', '/admin/users', {
      token: tokens.hq1,
      body: memberBody('hqmade1'),
    })
    expect(spec.status).toBe(201)
    expect(spec.body.data?.orgName).toBe('서울본부')
    const created = await call<Member>('POST', '/admin/users', {
      token: tokens.hq1,
      body: memberBody('hqmade2', { orgId: undefined }),
    })
    expect(created.status).toBe(201)
    expect(created.body.data?.orgId).toBe(spec.body.data?.orgId)
  })

  test("an orgId outside the creator's subtree, or of no branch, is refused as not found and creates nobody", async () => {
    const branches = await queryRows<{ id: number; name: string }>(
      server.database.db,
      sql`select id, name from orgs where level = 1 order by id`,
    )
    const hqBranch = branches[0]?.id
    const cases = [
      { by: 'shop1', loginId: 'placed1', orgId: hqBranch },
      { by: 'shop1', loginId: 'placed2', orgId: 2_000_000 },
      { by: 'hq1', loginId: 'placed3', orgId: 2_000_000, roleCode: 'SHOP' },
    ]
    for (const { by, loginId, ...extra } of cases) {
      const refused = await call('POST', '/admin/users', {
        token: tokens[by],
        body: memberBody(loginId, extra),
      })
      expect(refused).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', details: { reason: 'branchNotFound' } },
      })
    }
    const [made] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from users where login_id like 'placed%'`,
    )
    expect(made?.n).toBe(0)
  })

  test('a shop agency1 creates opens a branch of its own and never reaches shop1’s members', async () => {
    const agency = await call<{ accessToken: string }>('POST', '/auth/login', {
      body: { loginId: 'agency1', password: DEMO_PASSWORD, area: 'admin' },
    })
    const created = await call<Member & { orgId: number }>('POST', '/admin/users', {
      token: agency.body.data?.accessToken,
      body: memberBody('newshop1', { roleCode: 'SHOP', orgId: undefined }),
    })
    expect(created.status).toBe(201)
    expect(created.body.data?.orgName).toBe('newshop1')
    const newShop = await call<{ accessToken: string }>('POST', '/auth/login', {
      body: { loginId: 'newshop1', password: 'pw1234', area: 'admin' },
    })
    const token = newShop.body.data?.accessToken
    const listed = await call<{ items: Member[] }>('GET', '/admin/users?limit=100', { token })
    expect(listed.body.data?.items).toEqual([])
    const member1 = await call<Member>('GET', '/auth/me', {
      token: (
        await call<{ accessToken: string }>('POST', '/auth/login', {
          body: { loginId: 'member1', password: DEMO_PASSWORD, area: 'member' },
        })
      ).body.data?.accessToken,
    })
    for (const [method, path, body] of [
      ['GET', `/admin/users/${member1.body.data?.id}`, undefined],
      ['PUT', `/admin/users/${member1.body.data?.id}/password`, { password: 'taken-over' }],
      ['POST', `/admin/users/${member1.body.data?.id}/balance`, { amount: -1_000, note: '회수' }],
    ] as const) {
      expect((await call(method, path, { token, body })).status).toBe(404)
    }
  })

  test('the list holds only users the caller may see', async () => {
    const shopList = await call<{ items: Member[] }>('GET', '/admin/users?page=1&limit=100', {
      token: tokens.shop1,
    })
    const loginIds = shopList.body.data?.items.map((m) => m.loginId) ?? []
    expect(loginIds).toEqual(expect.arrayContaining(['member1', 'member2', 'member3']))
    expect(loginIds).not.toContain('restuser1')
    expect(loginIds).not.toContain('shop1')
    expect(loginIds).not.toContain('admin')
  })

  test('detail by id: visible, invisible (404) and malformed id (400)', async () => {
    const list = await call<{ items: Member[] }>('GET', '/admin/users?limit=100', { token: tokens.admin })
    const restUser = list.body.data?.items.find((m) => m.loginId === 'restuser1')
    const member1 = list.body.data?.items.find((m) => m.loginId === 'member1')
    expect(
      (await call<Member>('GET', `/admin/users/${member1?.id}`, { token: tokens.shop1 })).body.data?.loginId,
    ).toBe('member1')
    expect(await call('GET', `/admin/users/${restUser?.id}`, { token: tokens.shop1 })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    })
    expect((await call('GET', '/admin/users/abc', { token: tokens.admin })).status).toBe(400)
    expect((await call('GET', '/admin/users?limit=-5', { token: tokens.admin })).status).toBe(400)
  })
})
