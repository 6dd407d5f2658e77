import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { MAX_PAGE } from '@pb/contract/limits'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/**
 * Every paged list of the OpenAPI document, read off the document itself so that a new list is held
 * to the same rules: `page` is 1…MAX_PAGE (its `maximum`), a deeper page is refused before the
 * database with VALIDATION naming the range; `limit` is documented (`minimum`/`maximum`, `enum`, or
 * a description of its clamp) and behaves as documented.
 */

interface Schema {
  type?: string
  minimum?: number
  maximum?: number
  enum?: number[]
  default?: number
  description?: string
}
interface Operation {
  parameters: { name: string; in: string; schema: Schema }[]
}
interface Refusal {
  success: boolean
  code?: string
  message?: string
  details?: { fields: { path: string; message: string }[] }
}

let server: TestServer
let call: ReturnType<typeof restClient>
const tokens = { admin: '', member: '' }
let memberId = 0
let messageId = 0
let lists: { path: string; page: Schema; limit: Schema | undefined }[] = []

/** A list's address with its path parameters filled and `query` added. */
const addressOf = (path: string, query: Record<string, string | number>) =>
  `${path
    .replace('/api', '')
    .replace('{type}', 'topup')
    .replace('/messages/{id}', `/messages/${messageId}`)
    .replace('{id}', String(memberId))}?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  )}`
const tokenFor = (path: string) => (path.startsWith('/api/admin') ? tokens.admin : tokens.member)
const get = (path: string, query: Record<string, string | number>) =>
  call<{ pagination: { page: number; limit: number } }>('GET', addressOf(path, query), {
    token: tokenFor(path),
  })

beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
  tokens.admin =
    (
      await call<{ accessToken: string }>('POST', '/admin/auth/login', {
        body: { loginId: 'admin', password: ADMIN_PASSWORD },
      })
    ).body.data?.accessToken ?? ''
  const member = await call<{ accessToken: string; user: { id: number } }>('POST', '/auth/login', {
    body: { loginId: 'member1', password: DEMO_PASSWORD },
  })
  tokens.member = member.body.data?.accessToken ?? ''
  memberId = member.body.data?.user.id ?? 0
  const sent = await call<{ id: number }>('POST', '/admin/messages', {
    token: tokens.admin,
    body: { memberId, title: '안내', body: '받은 메시지의 읽음 목록을 넘겨 봅니다.' },
  })
  messageId = sent.body.data?.id ?? 0
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, { get?: Operation }>
  }
  lists = Object.entries(document.paths).flatMap(([path, { get }]) => {
    const query = (name: string) => get?.parameters.find((p) => p.in === 'query' && p.name === name)?.schema
    const page = query('page')
    return page ? [{ path, page, limit: query('limit') }] : []
  })
}, 60_000)
afterAll(() => server.close())

describe('paging of every list', () => {
  test('the lists are all found, each documenting page 1…MAX_PAGE and its page size', () => {
    expect(lists.map((list) => list.path).sort()).toEqual([
      '/api/admin/approvals',
      '/api/admin/archive',
      '/api/admin/archive/settlements',
      '/api/admin/audit',
      '/api/admin/bets',
      '/api/admin/inquiries',
      '/api/admin/messages',
      '/api/admin/messages/{id}/receipts',
      '/api/admin/notices',
      '/api/admin/points',
      '/api/admin/transactions/{type}',
      '/api/admin/users',
      '/api/admin/users/{id}/ledger',
      '/api/bets/history',
      '/api/games/results',
      '/api/inquiries',
      '/api/messages',
      '/api/transactions/my-transactions',
      '/api/users/ledger',
      '/api/users/points',
      '/api/users/sign-ins',
    ])
    for (const { path, page, limit } of lists) {
      expect({ path, ...page }).toMatchObject({
        path,
        type: 'integer',
        minimum: 1,
        maximum: MAX_PAGE,
        default: 1,
      })
      const documented =
        (limit?.minimum === 1 && typeof limit.maximum === 'number') ||
        (limit?.enum?.length ?? 0) > 0 ||
        /범위 밖의 값은/.test(limit?.description ?? '')
      expect({ path, documented }).toEqual({ path, documented: true })
    }
  })

  test('the last page is served; one beyond it is refused in Korean with VALIDATION and the field', async () => {
    for (const { path } of lists) {
      const last = await get(path, { page: MAX_PAGE })
      expect({ path, status: last.status }).toEqual({ path, status: 200 })
      expect(last.body.data?.pagination.page).toBe(MAX_PAGE)
      for (const page of [MAX_PAGE + 1, 200_000_000]) {
        const refused = (await get(path, { page })) as unknown as { status: number; body: Refusal }
        expect({ path, page, status: refused.status, body: refused.body }).toMatchObject({
          path,
          page,
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION',
            message: expect.stringContaining(`1~${MAX_PAGE.toLocaleString('en')}`),
            details: { fields: [{ path: 'page', message: expect.stringMatching(/^페이지는/) }] },
          },
        })
      }
    }
  })

  test('a page size outside the documented values is refused naming them, or clamped where documented', async () => {
    for (const { path, limit } of lists) {
      if (!limit) continue
      if (limit.enum) {
        const refused = (await get(path, { limit: 7 })) as unknown as { status: number; body: Refusal }
        expect({ path, status: refused.status }).toEqual({ path, status: 400 })
        expect(refused.body.message).toContain(limit.enum.join(', '))
        for (const size of limit.enum) expect((await get(path, { limit: size })).status).toBe(200)
      } else if (typeof limit.maximum === 'number') {
        const range = `1~${limit.maximum}`
        for (const size of [0, limit.maximum + 1]) {
          const refused = (await get(path, { limit: size })) as unknown as { status: number; body: Refusal }
          expect({ path, size, status: refused.status, code: refused.body.code }).toEqual({
            path,
            size,
            status: 400,
            code: 'VALIDATION',
          })
          expect(refused.body.message).toBe(`표시 개수는 ${range} 사이여야 합니다. (limit)`)
        }
        expect((await get(path, { limit: limit.maximum })).body.data?.pagination.limit).toBe(limit.maximum)
      } else {
        // The bet list (docs/product.md §5.9) fits any whole number into its range, as its description says.
        const [, min, max] = /(\d+)~(\d+)/.exec(limit.description ?? '') ?? []
        expect((await get(path, { limit: 1 })).body.data?.pagination.limit).toBe(Number(min))
        expect((await get(path, { limit: 100_000 })).body.data?.pagination.limit).toBe(Number(max))
        expect((await get(path, { limit: 'many' })).status).toBe(400)
      }
    }
  })
})
