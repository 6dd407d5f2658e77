import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { restRoutes } from '@pb/api'
import { createManualClock } from '@pb/core/clock'
import {
  type Beacon,
  type BeaconChain,
  beaconRoundOf,
  drawAt,
  drawFromSeed,
  QUICKNET,
  roundOfDay,
  seedsChain,
  verifyBeacon,
  verifySeed,
} from '@pb/game'
import { approvedCall, approverToken } from '../support/four-eyes'
import { ADMIN_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

const date = '2026-12-03'
const first = roundOfDay(date, 100)
const voided = first + 1
const clock = createManualClock(new Date(drawAt(first).getTime() - 120_000))
let server: TestServer
let call: ReturnType<typeof restClient>
let admin = ''
let approver = ''

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  const login = await call<{ accessToken: string }>('POST', '/admin/auth/login', {
    body: { loginId: 'admin', password: ADMIN_PASSWORD },
  })
  admin = login.body.data?.accessToken ?? ''
  approver = await approverToken(call)
}, 60_000)
afterAll(() => server.close())

interface RevealedRound {
  round: number
  todayRound: number
  status: string
  seed: string | null
  source: string | null
  powerball: number | null
  number: number[]
  drawOrder: number[]
  drawVersion: number
  beacon: (Beacon & { chainHash: string }) | null
  voidReason: string | null
}
interface FairnessDay {
  anchor: string
  beacon: (BeaconChain & { mode: string; independent: boolean }) | null
  selfApproval: boolean
  rounds: RevealedRound[]
  interventions: { kind: string; roundNo: number; proposedBy: string; approvedBy: string; reason: string }[]
}

const fairnessRoute = restRoutes.find((route) => route.path === '/games/fairness')

/** The day's fairness answer, checked against the route's response schema. */
async function fairnessDay(): Promise<FairnessDay> {
  const { status, body } = await call<FairnessDay>('GET', `/games/fairness?date=${date}`)
  expect(status).toBe(200)
  expect(fairnessRoute?.response?.safeParse(body.data).error?.issues ?? []).toEqual([])
  return body.data as FairnessDay
}

async function tickAt(instant: Date) {
  clock.set(instant)
  await server.engine.tick()
}

describe('GET /api/games/fairness across a voided round', () => {
  test("the voided round's seed is hidden until its draw time, then listed as VOID with no result", async () => {
    await server.engine.tick()
    const answer = await approvedCall(
      call,
      { proposer: admin, approver },
      'POST',
      `/admin/rounds/${voided}/void`,
      {
        body: { reason: '점검' },
      },
    )
    expect(answer.status).toBe(200)

    await tickAt(new Date(drawAt(voided).getTime() - 1_000))
    expect((await fairnessDay()).rounds.map((r) => r.round)).toEqual([first - 1, first])

    await tickAt(new Date(drawAt(voided + 1).getTime() + 1_000))
    const day = await fairnessDay()
    expect(day.rounds.map((r) => [r.round, r.status])).toEqual([
      [first - 1, 'SETTLED'],
      [first, 'SETTLED'],
      [voided, 'VOID'],
      [voided + 1, 'SETTLED'],
    ])
    expect(day.rounds[2]).toMatchObject({
      todayRound: 101,
      powerball: null,
      powerballOddEven: null,
      numberSum: null,
      number: [],
      drawOrder: [],
      source: null,
    })
    // No gap: each seed hashes to the one before it, and every one leads back to the anchor.
    for (const [index, round] of day.rounds.entries()) {
      const earlier = day.rounds[index - 1]
      if (earlier) expect(await seedsChain(round.seed ?? '', earlier.seed ?? '')).toBe(true)
      expect(await verifySeed(round.seed ?? '', round.todayRound, day.anchor)).toBe(true)
    }
  })

  test('every drawn round is salted with a verified beacon of the round after betting closed; the local beacon says it is not independent', async () => {
    const day = await fairnessDay()
    expect(day.beacon).toMatchObject({
      mode: 'local',
      independent: false,
      scheme: 'bls-unchained-g1-rfc9380',
    })
    const chain = day.beacon as BeaconChain
    expect(chain.chainHash).not.toBe(QUICKNET.chainHash)
    for (const round of day.rounds.filter((r) => r.status !== 'VOID')) {
      expect(round.drawVersion).toBe(2)
      const beacon = round.beacon as Beacon & { chainHash: string }
      expect(beacon.chainHash).toBe(chain.chainHash)
      expect(beacon.round).toBe(beaconRoundOf(round.round, chain))
      expect(verifyBeacon(beacon, chain)).toBe(true)
      // The same value under the public chain's key does not verify: the label is not decoration.
      expect(verifyBeacon(beacon, QUICKNET)).toBe(false)
      const drawn = await drawFromSeed(round.seed ?? '', round.round, beacon.randomness)
      expect(drawn.drawOrder).toEqual(round.drawOrder)
      expect(drawn.powerball).toBe(round.powerball as number)
      expect(await drawFromSeed(round.seed ?? '', round.round)).not.toEqual(drawn)
    }
    // The operator's void is public: who proposed it, who approved it, why.
    expect(day.rounds.find((r) => r.round === voided)).toMatchObject({ voidReason: 'OPERATOR', beacon: null })
    expect(day.interventions).toEqual([
      expect.objectContaining({
        kind: 'ROUND_VOID',
        roundNo: voided,
        proposedBy: 'admin',
        approvedBy: 'admin2',
        reason: '점검',
      }),
    ])
    expect(day.selfApproval).toBe(false)
  })

  test('recent results, the current game and the statistics still leave the voided round out', async () => {
    const recent = await call<{ round: number }[]>('GET', '/games/recent-results?limit=10')
    expect(recent.body.data?.map((r) => r.round)).toEqual([voided + 1, first, first - 1])
    const current = await call<{ lastResult: { round: number } }>('GET', '/games/current')
    expect(current.body.data?.lastResult.round).toBe(voided + 1)
    const stats = await call<{ totalRounds: number }>('GET', '/games/statistics?gameCode=powerball&days=30')
    expect(stats.body.data?.totalRounds).toBe(3)
  })

  test('the OpenAPI document describes the status and the null result fields of a row', async () => {
    interface Schema {
      properties?: Record<string, Schema>
      items?: Schema
      enum?: string[]
      type?: string | string[]
      anyOf?: Schema[]
    }
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }
      >
    }
    const envelope =
      spec.paths['/api/games/fairness']?.get.responses['200']?.content['application/json']?.schema
    const row = envelope?.properties?.data?.properties?.rounds?.items?.properties ?? {}
    expect(row.status?.enum).toContain('VOID')
    expect(row.powerball?.anyOf?.map((s) => s.type)).toContain('null')
    expect(row.numberSize?.type).toEqual(['string', 'null'])
    expect(row.source?.anyOf?.map((s) => s.type)).toContain('null')
  })
})
