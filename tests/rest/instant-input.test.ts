import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay } from '@pb/game'
import { approverToken } from '../support/four-eyes'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/**
 * Instants as other programs write them (RFC 3339): any number of fraction digits, as Python's
 * `isoformat()` writes six, cut to the millisecond; offsets still count.
 */

const round = roundOfDay('2026-12-03', 40)
const placedAt = new Date(drawAt(round).getTime() - 120_000)
const clock = createManualClock(placedAt)
const path = '/admin/manual-result-by-timerange'
let server: TestServer
let call: ReturnType<typeof restClient>
let admin = ''

/** `instant` as Python's `datetime.isoformat()` writes it in UTC, with these six fraction digits. */
const pythonIso = (instant: Date, micros: string) => `${instant.toISOString().slice(0, 19)}.${micros}+00:00`
/** The same instant in KST, written with `digits` after the seconds. */
const kstIso = (instant: Date, digits: string) =>
  `${new Date(instant.getTime() + 9 * 3600_000).toISOString().slice(0, 19)}.${digits}+09:00`

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  admin =
    (
      await call<{ accessToken: string }>('POST', '/admin/auth/login', {
        body: { loginId: 'admin', password: ADMIN_PASSWORD },
      })
    ).body.data?.accessToken ?? ''
  const member =
    (
      await call<{ accessToken: string }>('POST', '/auth/login', {
        body: { loginId: 'member1', password: DEMO_PASSWORD },
      })
    ).body.data?.accessToken ?? ''
  const bet = await call('POST', '/bets', {
    token: member,
    body: { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
  })
  expect(bet.status).toBe(201)
  clock.set(new Date(drawAt(round).getTime() + 1_000))
  await server.engine.tick()
}, 60_000)
afterAll(() => server.close())

describe('instants with more than three fraction digits', () => {
  test('a time range written by isoformat() is proposed, its digits cut to the millisecond', async () => {
    const start = pythonIso(placedAt, '000999')
    const end = kstIso(new Date(placedAt.getTime() + 1_000), '123456789')
    const proposed = await call<{ id: number; payload: { timeRange: { start: string; end: string } } }>(
      'POST',
      path,
      { token: admin, body: { roundNumber: round, timeRange: { start, end } } },
    )
    expect(proposed.status).toBe(202)
    expect(proposed.body.data?.payload.timeRange).toEqual({
      start: placedAt.toISOString(),
      end: new Date(placedAt.getTime() + 1_123).toISOString(),
    })

    // Cut, not rounded: .000999 after the bet's own millisecond still takes the bet in.
    const applied = await call<{ result: { resettled: number } }>(
      'POST',
      `/admin/approvals/${proposed.body.data?.id}/approve`,
      { token: await approverToken(call) },
    )
    expect(applied).toMatchObject({ status: 200, body: { data: { result: { resettled: 1 } } } })
  })

  test('six digits before Z, lower-case t and z and a single fraction digit are RFC 3339 too', async () => {
    for (const [start, millis] of [
      [placedAt.toISOString().replace('.000Z', '.123456Z'), 123],
      [placedAt.toISOString().replace('T', 't').replace('.000Z', '.5z'), 500],
    ] as const) {
      const proposed = await call<{ payload: { timeRange: { start: string } } }>('POST', path, {
        token: admin,
        body: { roundNumber: round, timeRange: { start, end: start } },
      })
      expect({ start, status: proposed.status }).toEqual({ start, status: 202 })
      expect(proposed.body.data?.payload.timeRange.start).toBe(
        new Date(placedAt.getTime() + millis).toISOString(),
      )
    }
  })

  test('a fraction without digits or a time that does not exist is still refused in Korean', async () => {
    for (const [start, message] of [
      [
        `${placedAt.toISOString().slice(0, 19)}.Z`,
        '시각은 ISO-8601 또는 YYYY-MM-DD HH:mm[:ss] 형식이어야 합니다.',
      ],
      ['2026-12-03T24:00:00.123456Z', '존재하지 않는 날짜 또는 시각입니다.'],
    ] as const) {
      const refused = await call('POST', path, {
        token: admin,
        body: { roundNumber: round, timeRange: { start, end: start } },
      })
      expect(refused).toMatchObject({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: `${message} (timeRange.start)` },
      })
    }
  })
})
