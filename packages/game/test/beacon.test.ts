import { describe, expect, test } from 'bun:test'
import { createHash, createHmac } from 'node:crypto'
import {
  type Beacon,
  beaconMessage,
  beaconRoundOf,
  beaconTimeOf,
  drawAt,
  drawFromSeed,
  latestBeaconRoundAt,
  localBeaconChain,
  localBeaconKey,
  QUICKNET,
  randomnessOf,
  signBeacon,
  verifyBeacon,
} from '@pb/game'

/** Real quicknet beacons (docs/game-rules.md §2a), as relays served them. */
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

/** The hex with one byte changed at `at` (its value plus one). */
function flip(hex: string, at: number): string {
  const byte = (Number.parseInt(hex.slice(at * 2, at * 2 + 2), 16) + 1) % 256
  return `${hex.slice(0, at * 2)}${byte.toString(16).padStart(2, '0')}${hex.slice(at * 2 + 2)}`
}

describe('the beacon of draw version 2', () => {
  test('the recorded quicknet beacons verify with the pinned key; randomness is SHA-256 of the signature', () => {
    for (const beacon of recorded) {
      expect(verifyBeacon(beacon)).toBe(true)
      expect(randomnessOf(beacon.signature)).toBe(
        createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest('hex'),
      )
    }
  })

  test('any flipped byte, a neighbouring round, another key or the G2 domain fails', () => {
    const beacon = recorded[2] as Beacon
    for (const at of [0, 1, 10, 24, 47]) {
      const signature = flip(beacon.signature, at)
      expect(verifyBeacon({ ...beacon, signature, randomness: randomnessOf(signature) })).toBe(false)
    }
    for (const at of [0, 31])
      expect(verifyBeacon({ ...beacon, randomness: flip(beacon.randomness, at) })).toBe(false)
    expect(verifyBeacon({ ...beacon, round: beacon.round + 1 })).toBe(false)
    expect(verifyBeacon({ ...beacon, round: beacon.round - 1 })).toBe(false)
    expect(verifyBeacon({ ...(recorded[0] as Beacon), round: 3 })).toBe(false)
    expect(verifyBeacon(beacon, { ...QUICKNET, publicKey: flip(QUICKNET.publicKey, 95) })).toBe(false)
    expect(verifyBeacon(beacon, QUICKNET, 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_')).toBe(false)
    for (const broken of ['', 'zz', beacon.signature.slice(2)]) {
      expect(verifyBeacon({ ...beacon, signature: broken })).toBe(false)
    }
    expect(verifyBeacon({ ...beacon, round: 0 })).toBe(false)
    expect(verifyBeacon({ ...beacon, round: 2 ** 60 })).toBe(false)
  })

  test('the message is SHA-256 of the round as 8 bytes big-endian', () => {
    const eight = Buffer.alloc(8)
    eight.writeBigUInt64BE(30662982n)
    expect(Buffer.from(beaconMessage(30662982)).toString('hex')).toBe(
      createHash('sha256').update(eight).digest('hex'),
    )
  })

  test('the beacon round of a game round is the second one after betting closes', () => {
    // docs/game-rules.md §2a: a close at 2026-01-01T00:00:00Z is quicknet round 24,807,412, so 24,807,414.
    const closeAt = Date.parse('2026-01-01T00:00:00Z') / 1000
    expect(Math.floor((closeAt - QUICKNET.genesis) / 3) + 1).toBe(24_807_412)
    // The game round whose betting closes then: its draw is 30 s later.
    const drawSeconds = closeAt + 30
    const roundNo = (drawSeconds - Date.parse('2020-01-01T00:00:00+09:00') / 1000) / 300
    expect(drawAt(roundNo).getTime() / 1000).toBe(drawSeconds)
    expect(beaconRoundOf(roundNo)).toBe(24_807_414)
    // It is published after betting closed and before the draw.
    const published = beaconTimeOf(beaconRoundOf(roundNo))
    expect(published).toBeGreaterThan(closeAt * 1000)
    expect(published).toBeLessThanOrEqual((closeAt + 6) * 1000)
    expect(published).toBeLessThan(drawSeconds * 1000)
    expect(latestBeaconRoundAt(new Date(published))).toBe(beaconRoundOf(roundNo))
    expect(latestBeaconRoundAt(new Date(published - 1))).toBe(beaconRoundOf(roundNo) - 1)
  })

  test('a beacon salts the draw: "powerball:" + round + ":" + randomness', async () => {
    const seed = createHash('sha256').update('a seed').digest('hex')
    const randomness = (recorded[2] as Beacon).randomness
    const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`powerball:4242:${randomness}`).digest()
    const f = (i: number) => mac.readUInt32BE(i * 4) / 2 ** 32
    const pool = Array.from({ length: 28 }, (_, i) => i + 1)
    const drawOrder = [0, 1, 2, 3, 4].flatMap((i) => pool.splice(Math.floor(f(i) * pool.length), 1))
    expect(await drawFromSeed(seed, 4242, randomness)).toEqual({
      drawOrder,
      powerball: Math.floor(f(5) * 10),
    })
    expect(await drawFromSeed(seed, 4242, randomness)).not.toEqual(await drawFromSeed(seed, 4242))
  })

  test('a local beacon signs with a key of its own and verifies only under that key', () => {
    const key = localBeaconKey()
    const chain = localBeaconChain(key.publicKey)
    const beacon = signBeacon(1234, key.secretKey)
    expect(verifyBeacon(beacon, chain)).toBe(true)
    expect(verifyBeacon(beacon)).toBe(false)
    expect(verifyBeacon({ ...beacon, round: 1235 }, chain)).toBe(false)
    expect(chain.chainHash).not.toBe(QUICKNET.chainHash)
  })
})
