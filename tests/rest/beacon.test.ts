import { afterAll, describe, expect, test } from 'bun:test'
import { createDrandSource } from '@pb/core/beacon/drand-source'
import { createManualClock } from '@pb/core/clock'
import { beacons as beaconRows } from '@pb/db'
import {
  type Beacon,
  beaconRoundOf,
  beaconTimeOf,
  bettingWindow,
  drawAt,
  drawFromSeed,
  latestBeaconRoundAt,
  localBeaconChain,
  localBeaconKey,
  QUICKNET,
  randomnessOf,
  roundOfDay,
  signBeacon,
  verifyBeacon,
} from '@pb/game'
import { startBeaconRelay } from '../support/beacon-relay'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/** Real quicknet beacons (docs/game-rules.md §2a). */
const recorded: Beacon[] = [
  {
    round: 2,
    signature:
      'b6b6a585449b66eb12e875b64fcbab3799861a00e4dbf092d99e969a5eac57dd3f798acf61e705fe4f093db926626807',
    randomness: '5782d6987841c654515a0e72b2d1ebb4e741234042c37cb19608ae50d93fb60c',
  },
  {
    round: 3,
    signature:
      'b3fab6df720b68cc47175f2c777e86d84187caab5770906f515ff1099cb01e4deaa027075d860823e49477b93c72bd64',
    randomness: '7ef4621ace1c6da4eb2eee7cd901f81385bca5b189771ec0f08d0d2566dd1a21',
  },
  {
    round: 30662982,
    signature:
      '8b3edd0d42a2fa36ac15641a2dea2e4f4895acec2ef72ef39e5b6138f0346fb6b046dde1b4b3d09ff5fe8a6a7acd674a',
    randomness: 'ae76da5137c6d0a0d3b50d325948b26cc3ff1f804cd7bbca29b9250c2bfe8d67',
  },
]
const newest = recorded[2] as Beacon

/** The value with one byte of its signature changed (and a randomness that matches it). */
function tampered(beacon: Beacon): Beacon {
  const byte = (Number.parseInt(beacon.signature.slice(20, 22), 16) + 1) % 256
  const signature = `${beacon.signature.slice(0, 20)}${byte.toString(16).padStart(2, '0')}${beacon.signature.slice(22)}`
  return { ...beacon, signature, randomness: randomnessOf(signature) }
}

const stops: (() => unknown)[] = []
afterAll(async () => {
  for (const stop of stops) await stop()
})

async function signIn(server: TestServer, loginId: string, password: string, area: 'admin' | 'member') {
  const login = await restClient(server.url)<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  return login.body.data?.accessToken ?? ''
}

describe('the quicknet beacon through relays, verified with the pinned key', () => {
  test('real values at their real rounds: the first that verifies is kept, a changed one never is; stale, betting pauses', async () => {
    const lying = startBeaconRelay(QUICKNET.chainHash, recorded.map(tampered))
    const honest = startBeaconRelay(QUICKNET.chainHash, recorded)
    stops.push(lying.stop, honest.stop)
    const source = createDrandSource({
      relays: [`${lying.url}/`, honest.url],
      chain: QUICKNET,
      timeoutMs: 1_000,
    })
    for (const beacon of recorded) expect(await source.round(beacon.round)).toEqual(beacon)
    expect(await source.round(newest.round + 1)).toBeNull()
    expect(await createDrandSource({ relays: [lying.url], chain: QUICKNET }).round(newest.round)).toBeNull()
    // A relay that serves another round than the one asked for is passed over too.
    const mixed = startBeaconRelay(QUICKNET.chainHash, [{ ...newest, round: 3 }])
    stops.push(mixed.stop)
    expect(await createDrandSource({ relays: [mixed.url], chain: QUICKNET }).round(3)).toBeNull()

    // The game clock one second after quicknet published the newest recorded round.
    const clock = createManualClock(new Date(beaconTimeOf(newest.round) + 1_000))
    const server = await startTestServer({ clock, beacon: source })
    stops.push(() => server.close())
    await server.engine.tick()
    const admin = await signIn(server, 'admin', ADMIN_PASSWORD, 'admin')
    const call = restClient(server.url)
    const status = await call('GET', '/admin/beacon', { token: admin })
    expect(status.body.data).toEqual({
      mode: 'drand',
      independent: true,
      chainHash: QUICKNET.chainHash,
      publicKey: QUICKNET.publicKey,
      lastRound: newest.round,
      lastAt: new Date(beaconTimeOf(newest.round)).toISOString(),
      ageSeconds: 1,
      healthy: true,
    })
    const kept = await server.database.db.select().from(beaconRows)
    expect(kept.map(({ round, signature, randomness }) => ({ round, signature, randomness }))).toEqual([
      newest,
    ])

    // A minute without a newer value: the running round stops taking bets.
    const member = await signIn(server, 'member1', DEMO_PASSWORD, 'member')
    clock.set(new Date(beaconTimeOf(newest.round) + 61_000))
    await server.engine.tick()
    expect((await call('GET', '/admin/beacon', { token: admin })).body.data).toMatchObject({ healthy: false })
    const current = await call<{ round: number; paused: boolean; phase: string }>('GET', '/games/current')
    const open = bettingWindow(current.body.data?.round ?? 0)
    if (clock.now() >= open.opensAt && clock.now() < open.closesAt) {
      expect(current.body.data).toMatchObject({ paused: true, phase: 'CLOSED' })
      const bet = await call('POST', '/bets', {
        token: member,
        body: { roundId: current.body.data?.round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 1_000 }] },
      })
      expect(bet).toMatchObject({ status: 409, body: { code: 'BETTING_CLOSED' } })
    }
  }, 60_000)
})

describe('draws under the drand scheme, with a chain of the test’s own key', () => {
  const key = localBeaconKey()
  const chain = localBeaconChain(key.publicKey)
  const relay = startBeaconRelay(chain.chainHash)
  stops.push(relay.stop)
  const round = roundOfDay('2026-12-05', 144)
  const clock = createManualClock(new Date(drawAt(round).getTime() - 120_000))
  /** What the chain has published by now, as a relay that is up would hold it. */
  const publishUpTo = (instant: Date, skip: number[] = []) => {
    const latest = latestBeaconRoundAt(instant, chain)
    for (let r = latest - 30; r <= latest; r++)
      if (!skip.includes(r)) relay.hold(signBeacon(r, key.secretKey))
  }
  let server: TestServer
  let call: ReturnType<typeof restClient>
  let member = ''

  test('a round waits for its beacon (shown as delayed), then draws on it; the value verifies and salts the result', async () => {
    publishUpTo(clock.now())
    server = await startTestServer({
      clock,
      beacon: createDrandSource({ relays: [relay.url], chain, timeoutMs: 1_000 }),
    })
    stops.push(() => server.close())
    call = restClient(server.url)
    await server.engine.tick()
    member = await signIn(server, 'member1', DEMO_PASSWORD, 'member')
    const placed = await call('POST', '/bets', {
      token: member,
      body: { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 10_000 }] },
    })
    expect(placed.status).toBe(201)

    // Past the draw, the value of the round's beacon round is not out on any relay.
    const wanted = beaconRoundOf(round, chain)
    clock.set(new Date(drawAt(round).getTime() + 5_000))
    publishUpTo(clock.now(), [wanted])
    await server.engine.tick()
    const delayed = await call<{ resultDelayed: boolean; lastResult: { round: number } | null }>(
      'GET',
      '/games/current',
    )
    expect(delayed.body.data?.resultDelayed).toBe(true)
    expect(delayed.body.data?.lastResult?.round).not.toBe(round)

    relay.hold(signBeacon(wanted, key.secretKey))
    clock.set(new Date(drawAt(round).getTime() + 20_000))
    await server.engine.tick()
    const day = await call<{
      beacon: { mode: string; independent: boolean }
      rounds: {
        round: number
        status: string
        seed: string
        drawOrder: number[]
        powerball: number
        beacon: Beacon | null
      }[]
    }>('GET', `/games/fairness?date=2026-12-05`)
    expect(day.body.data?.beacon).toMatchObject({ mode: 'drand', independent: true })
    const row = day.body.data?.rounds.find((r) => r.round === round)
    expect(row).toMatchObject({ status: 'SETTLED', beacon: { round: wanted } })
    const beacon = row?.beacon as Beacon
    expect(verifyBeacon(beacon, chain)).toBe(true)
    const drawn = await drawFromSeed(row?.seed ?? '', round, beacon.randomness)
    expect(drawn).toEqual({ drawOrder: row?.drawOrder ?? [], powerball: row?.powerball ?? -1 })
  }, 60_000)

  test('a beacon 15 minutes late voids the round and refunds it; the late value and its result are still published', async () => {
    const late = round + 1
    const wanted = beaconRoundOf(late, chain)
    clock.set(new Date(drawAt(late).getTime() - 120_000))
    publishUpTo(clock.now())
    await server.engine.tick()
    member = await signIn(server, 'member1', DEMO_PASSWORD, 'member')
    const before = (await call<{ moneyBal: number }>('GET', '/users/wallet', { token: member })).body.data
      ?.moneyBal
    expect(
      (
        await call('POST', '/bets', {
          token: member,
          body: { roundId: late, items: [{ selectionCode: 'NB_EVEN', stakeAmount: 20_000 }] },
        })
      ).status,
    ).toBe(201)
    for (const minutes of [1, 10, 14]) {
      clock.set(new Date(drawAt(late).getTime() + minutes * 60_000))
      publishUpTo(clock.now(), [wanted])
      await server.engine.tick()
    }
    const waiting = await server.database.db.query.rounds.findFirst({
      where: (r, { eq }) => eq(r.roundNo, late),
    })
    expect(waiting?.status).toBe('CLOSED')

    clock.set(new Date(drawAt(late).getTime() + 15 * 60_000 + 1_000))
    publishUpTo(clock.now(), [wanted])
    await server.engine.tick()
    member = await signIn(server, 'member1', DEMO_PASSWORD, 'member')
    expect(
      (await call<{ moneyBal: number }>('GET', '/users/wallet', { token: member })).body.data?.moneyBal,
    ).toBe(before)
    const voided = await server.database.db.query.rounds.findFirst({
      where: (r, { eq }) => eq(r.roundNo, late),
    })
    expect(voided).toMatchObject({ status: 'VOID', voidReason: 'BEACON_LATE', lateResult: null })

    // It comes after all: kept with the round, with the result it would have given.
    const value = signBeacon(wanted, key.secretKey)
    relay.hold(value)
    clock.set(new Date(drawAt(late).getTime() + 16 * 60_000))
    await server.engine.tick()
    const day = await call<{
      rounds: {
        round: number
        status: string
        seed: string
        voidReason: string
        beacon: Beacon
        lateResult: unknown
      }[]
    }>('GET', '/games/fairness?date=2026-12-05')
    const row = day.body.data?.rounds.find((r) => r.round === late)
    expect(row).toMatchObject({ status: 'VOID', voidReason: 'BEACON_LATE', beacon: { round: wanted } })
    expect(row?.lateResult).toEqual(await drawFromSeed(row?.seed ?? '', late, value.randomness))
  }, 60_000)
})
