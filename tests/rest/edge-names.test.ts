import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { buildOpenApi, restRoutes } from '@pb/api'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay } from '@pb/game'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/** docs/api-conventions.md §11: inside names `roundNo` and `stake`, the published names at the REST edge. */
const round = roundOfDay('2026-11-27', 80)
const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
const tokens = { admin: '', member: '' }

interface Envelope {
  success: boolean
  code?: string
  message?: string
  details?: { fields: { path: string }[] }
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  const signIn = async (path: string, loginId: string, password: string) =>
    (await call<{ accessToken: string }>('POST', path, { body: { loginId, password } })).body.data
      ?.accessToken ?? ''
  tokens.admin = await signIn('/admin/auth/login', 'admin', ADMIN_PASSWORD)
  tokens.member = await signIn('/auth/login', 'member1', DEMO_PASSWORD)
}, 60_000)
afterAll(() => server.close())

describe('the REST edge speaks the published names, the procedures the inside ones', () => {
  test('a bet is sent with roundId and stakeAmount and answered with stakeAmount', async () => {
    const placed = await call<{ roundNo: number; items: Record<string, unknown>[] }>('POST', '/bets', {
      token: tokens.member,
      body: { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
    })
    expect(placed.status).toBe(201)
    expect(placed.body.data?.roundNo).toBe(round)
    expect(placed.body.data?.items).toEqual([
      { selectionCode: 'PB_ODD', stakeAmount: 1_000, oddsTaken: 1.93 },
    ])
  })

  test('the admin bet list answers each item stake as amount and its round as roundNo and roundId', async () => {
    const list = await call<{ items: Record<string, unknown>[]; sums: { page: Record<string, unknown> } }>(
      'GET',
      '/admin/bets',
      { token: tokens.admin },
    )
    const [item] = list.body.data?.items ?? []
    expect(item).toMatchObject({ roundNo: round, roundId: round, amount: 1_000 })
    expect(item).not.toHaveProperty('stake')
    expect(list.body.data?.sums.page).toHaveProperty('stake')
  })

  test('a refused field is named as the request named it', async () => {
    const refused = await call('POST', '/bets', {
      token: tokens.member,
      body: { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 0 }] },
    })
    expect(refused.status).toBe(400)
    const body = refused.body as unknown as Envelope
    expect(body.details?.fields.map((field) => field.path)).toEqual(['items.0.stakeAmount'])
    const voided = await call('POST', '/admin/manual-result', {
      token: tokens.admin,
      body: { roundNumber: 'x', normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
    })
    expect(voided.status).toBe(400)
    expect((voided.body as unknown as Envelope).details?.fields.map((field) => field.path)).toEqual([
      'roundNumber',
    ])
    // The inside name is not the route's: sent alone, the round is missing.
    const inside = await call('POST', '/admin/manual-result', {
      token: tokens.admin,
      body: { roundNo: round + 20, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
    })
    expect(inside.status).toBe(400)
    expect((inside.body as unknown as Envelope).details?.fields.map((field) => field.path)).toEqual([
      'roundNumber',
    ])
  })

  test('a proposal shows its change with roundNumber, as it was requested', async () => {
    const target = round + 12
    const proposed = await call<{ payload: Record<string, unknown>; roundNo: number }>(
      'POST',
      '/admin/manual-result',
      {
        token: tokens.admin,
        body: { roundNumber: target, normalBalls: [1, 2, 3, 4, 5], powerBall: 0 },
      },
    )
    expect(proposed.status).toBe(202)
    expect(proposed.body.data?.roundNo).toBe(target)
    expect(proposed.body.data?.payload).toMatchObject({ roundNumber: target })
    expect(proposed.body.data?.payload).not.toHaveProperty('roundNo')
  })

  test('the OpenAPI document shows the published names', () => {
    const doc = buildOpenApi(restRoutes)
    const at = (...keys: string[]) =>
      keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc.paths)
    const parameters = at('/api/bets/caps', 'get', 'parameters') as { name: string }[]
    expect(parameters.map((parameter) => parameter.name)).toEqual(['roundId'])
    const data = ['content', 'application/json', 'schema', 'properties', 'data', 'properties']
    const item = at('/api/bets', 'post', 'responses', '201', ...data, 'items', 'items') as {
      properties: object
      required: string[]
    }
    expect(Object.keys(item.properties)).toEqual(['selectionCode', 'stakeAmount', 'oddsTaken'])
    expect(item.required).toContain('stakeAmount')
    const manual = Object.keys(
      at(
        '/api/admin/manual-result',
        'post',
        'requestBody',
        'content',
        'application/json',
        'schema',
        'properties',
      ) as object,
    )
    expect(manual).toContain('roundNumber')
    expect(manual).not.toContain('roundNo')
  })
})
