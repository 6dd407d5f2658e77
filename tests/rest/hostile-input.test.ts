import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { queryRows } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { sql } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/**
 * Every route of the OpenAPI document, every value it takes, sent hostile values as an attacker or a
 * careless integrator would: each answer is a 4xx envelope with a Korean message and a code (a read may
 * also answer 200 when it clamps), never a 5xx, and nothing changes.
 */

interface JsonSchema {
  type?: string
  enum?: unknown[]
  pattern?: string
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}
interface Parameter {
  name: string
  in: 'path' | 'query'
  schema: JsonSchema
}
interface Operation {
  operationId: string
  parameters: Parameter[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
}
type Method = 'get' | 'post' | 'put' | 'delete'

let server: TestServer
let call: ReturnType<typeof restClient>
let adminToken = ''
let memberToken = ''
let memberId = 0

/** Valid inputs per route, so that a single hostile value is the only thing wrong with a request. */
const baselines = (): Record<
  string,
  { params?: Record<string, string>; body?: Record<string, unknown> }
> => ({
  'POST /api/bets': { body: { betValue: 'PB_ODD', amount: 1_000 } },
  'POST /api/transactions/topup': { body: { amount: 10_000, note: '입금' } },
  'POST /api/transactions/withdrawal': { body: { amount: 10_000, note: '출금' } },
  'POST /api/transactions/point-convert': { body: { pointAmount: 1 } },
  'PUT /api/users/password': { body: { currentPassword: DEMO_PASSWORD, newPassword: 'changed-1' } },
  'POST /api/auth/login': { body: { loginId: 'member2', password: 'wrong-password' } },
  'POST /api/admin/auth/login': { body: { loginId: 'hq1', password: 'wrong-password' } },
  'POST /api/admin/users': {
    body: {
      loginId: 'hostile1',
      password: 'pass1234',
      bankName: '은행',
      accountNumber: '1',
      accountHolder: '가',
    },
  },
  'GET /api/admin/users/{id}': { params: { id: String(memberId) } },
  'POST /api/admin/users/{id}/balance': {
    params: { id: String(memberId) },
    body: { amount: 1, note: '조정' },
  },
  'POST /api/admin/users/{id}/points': {
    params: { id: String(memberId) },
    body: { amount: 1, note: '조정' },
  },
  'GET /api/admin/transactions/{type}': { params: { type: 'topup' } },
  'PUT /api/admin/transactions/{type}/{id}/status': {
    params: { type: 'topup', id: '999999' },
    body: { action: 'reject', reason: '사유' },
  },
  'PUT /api/admin/odds': { body: { marketCode: 'PB_ODD_EVEN', selectionCode: 'PB_ODD', odds: 1.93 } },
  'POST /api/admin/manual-result': { body: { roundNumber: 1, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 } },
  'POST /api/admin/rounds/{roundNumber}/void': { params: { roundNumber: '1' }, body: { reason: '점검' } },
  'PUT /api/admin/settings': { body: { pointConvertPasswordRequired: false } },
  'PUT /api/admin/users/{id}': { params: { id: String(memberId) }, body: { nickname: '닉네임' } },
  'PUT /api/admin/users/{id}/password': { params: { id: String(memberId) }, body: { password: 'pass1234' } },
  'PUT /api/admin/users/{id}/point-password': {
    params: { id: String(memberId) },
    body: { password: '1234' },
  },
  'PUT /api/admin/users/{id}/bet-block': { params: { id: String(memberId) }, body: { betBlocked: 1 } },
  'PUT /api/admin/password': { body: { currentPassword: ADMIN_PASSWORD, newPassword: 'changed-1' } },
  'POST /api/admin/manual-result-by-timerange': {
    body: {
      roundNumber: 1,
      timeRange: { start: '2020-01-01 00:00', end: '2020-01-01 00:05' },
      newResult: { normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
    },
  },
})

const hostileStrings = ['\u0000', 'a\u0000b', 'x'.repeat(5_000), '\u0007bell']
const hostileDates = ['2024-02-30', '2024-13-45', '0000-01-01', '2024-1-1', '2024-02-30T00:00:00Z']
const hostileIds = ['2147483648', '9223372036854775808', '-1', '0', '1.5', 'abc', '1e400']
const hostilePathSegments = [...hostileIds, '%E0%A4%A', '%00', '%25']

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf)
  return schema.type ? [schema.type] : []
}

/** Hostile values for one field, by what the field takes. */
function hostileValuesFor(schema: JsonSchema, where: 'query' | 'body'): unknown[] {
  const types = typesOf(schema)
  const values: unknown[] = []
  if (types.includes('integer') || types.includes('number')) {
    // In a body, -1 or 1.5 may be meaningful (a deduction, odds); beyond every column and not a number never are.
    // A field that takes null (a limit switched off) means something by it.
    const nullable = types.includes('null')
    values.push(
      ...(where === 'query' ? hostileIds : [2147483648, 9.3e18, 'abc', ...(nullable ? [] : [null]), true]),
    )
  }
  if (types.includes('string')) {
    values.push(...hostileStrings, ...(schema.pattern?.includes('\\d{4}') ? hostileDates : []))
  }
  if (schema.enum) values.push('NOT_A_VALUE', 'not_a_value')
  if (types.includes('boolean')) values.push('maybe', 2)
  if (types.includes('array'))
    values.push(
      'not-a-list',
      [null],
      Array.from({ length: 1_000 }, () => 'x'),
    )
  if (types.includes('object')) values.push('not-an-object', [1])
  return values.length > 0 ? values : [...hostileStrings, 2147483648]
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1')
}

/** What the routes may never change, whatever they are sent. */
async function snapshot() {
  const [row] = await queryRows<Record<string, string>>(
    server.database.db,
    sql`select
      (select count(*) from money_ledger) as money_rows,
      (select count(*) from point_ledger) as point_rows,
      (select count(*) from cash_transactions) as requests,
      (select count(*) from users) as users,
      (select count(*) from bets) as bets,
      (select count(*) from audit_log) as audit_rows,
      (select coalesce(sum(money), 0) from wallets) as money,
      (select string_agg(password_hash, ',' order by id) from users) as passwords`,
  )
  return row
}

beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
  const admin = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD, area: 'admin' },
  })
  adminToken = admin.body.data?.accessToken ?? ''
  const member = await call<{ accessToken: string; user: { id: number } }>('POST', '/auth/login', {
    body: { loginId: 'member1', password: DEMO_PASSWORD },
  })
  memberToken = member.body.data?.accessToken ?? ''
  memberId = member.body.data?.user.id ?? 0
}, 60_000)
afterAll(() => server.close())

describe('hostile input on every route', () => {
  test('never a 5xx, always a Korean envelope with a code, and nothing changes', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Partial<Record<Method, Operation>>>
    }
    const before = await snapshot()
    const failures: string[] = []
    let sent = 0

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations) as [Method, Operation][]) {
        const route = `${method.toUpperCase()} ${path}`
        const baseline = baselines()[route] ?? {}
        const token = path.startsWith('/api/admin') ? adminToken : memberToken
        const isWrite = method !== 'get'
        const send = async (label: string, url: string, body?: unknown) => {
          sent += 1
          const response = await fetch(`${server.url}${url}`, {
            method: method.toUpperCase(),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
          const text = await response.text()
          let envelope: { success?: boolean; message?: string; code?: string } = {}
          try {
            envelope = JSON.parse(text)
          } catch {
            failures.push(`${route} ${label}: not JSON (${response.status})`)
            return
          }
          const refused = response.status >= 400 && response.status < 500
          if (response.status >= 500)
            failures.push(`${route} ${label}: ${response.status} ${text.slice(0, 120)}`)
          else if (isWrite && !refused) failures.push(`${route} ${label}: accepted (${response.status})`)
          else if (refused && !(envelope.code && /[가-힣]/.test(envelope.message ?? '')))
            failures.push(`${route} ${label}: refusal without a Korean message and code`)
        }
        const bodyOf = (field?: string, value?: unknown) =>
          isWrite ? { ...baseline.body, ...(field ? { [field]: value } : {}) } : undefined

        for (const parameter of operation.parameters) {
          const params = { ...baseline.params }
          if (parameter.in === 'path') {
            for (const value of hostilePathSegments) {
              const url = fill(path, { ...params, [parameter.name]: value }).replace(
                `{${parameter.name}}`,
                value,
              )
              await send(`${parameter.name}=${value}`, url, bodyOf())
            }
          } else {
            for (const value of hostileValuesFor(parameter.schema, 'query')) {
              const query = new URLSearchParams({ [parameter.name]: String(value) })
              await send(`?${parameter.name}=${String(value).slice(0, 20)}`, `${fill(path, params)}?${query}`)
            }
          }
        }
        const properties = operation.requestBody?.content['application/json'].schema.properties ?? {}
        const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name)
        // A body field named like a path parameter is overridden by the path, so it is not an input.
        for (const [field, schema] of Object.entries(properties).filter(
          ([name]) => !pathNames.includes(name),
        )) {
          for (const value of hostileValuesFor(schema, 'body')) {
            await send(
              `${field}=${JSON.stringify(value).slice(0, 20)}`,
              fill(path, baseline.params ?? {}),
              bodyOf(field, value),
            )
          }
        }
      }
    }

    expect(failures).toEqual([])
    expect(sent).toBeGreaterThan(300)
    expect(await snapshot()).toEqual(before)
    expect(await ledgerMismatches(server.database)).toEqual([])
  }, 120_000)
})
