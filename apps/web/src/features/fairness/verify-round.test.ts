import { describe, expect, test } from 'bun:test'
import {
  beaconRoundOf,
  buildSeedChain,
  drawFromSeed,
  localBeaconChain,
  localBeaconKey,
  signBeacon,
} from '@pb/game'
import type { Fairness } from '../../trpc/types'
import { type FairnessRound, verifyDay, verifyRound } from './verify-round'

type Round = FairnessRound

const key = localBeaconKey()
const chain = localBeaconChain(key.publicKey)
const dayBeacon = { mode: 'local' as const, independent: false, ...chain }
/** Round numbers of a day (after the beacon chain's genesis): today's round k is 600,000 + k. */
const first = 600_000

async function dayOf(rounds: (seeds: string[]) => Promise<Round[]>): Promise<Fairness> {
  const chainOfSeeds = await buildSeedChain(new Uint8Array(32).fill(7))
  return {
    date: '2025-01-01',
    anchor: chainOfSeeds.anchor,
    beacon: dayBeacon,
    selfApproval: false,
    rounds: await rounds(chainOfSeeds.seeds),
    interventions: [],
  }
}

function base(todayRound: number, seed: string): Round {
  return {
    round: first + todayRound,
    todayRound,
    gameDate: '2025-01-01',
    time: new Date(0).toISOString(),
    status: 'SETTLED',
    powerball: null,
    powerballOddEven: null,
    powerballUnderOver: null,
    number: [],
    drawOrder: [],
    numberSum: null,
    numberOddEven: null,
    numberUnderOver: null,
    numberSize: null,
    seed,
    source: 'RNG',
    drawVersion: 2,
    beacon: null,
    voidReason: null,
    lateResult: null,
  }
}

/** A version 2 round drawn as the server draws it: the seed salted with the local beacon's value. */
async function drawn(todayRound: number, seed: string): Promise<Round> {
  const roundNo = first + todayRound
  const value = signBeacon(beaconRoundOf(roundNo, chain), key.secretKey)
  const balls = await drawFromSeed(seed, roundNo, value.randomness)
  return {
    ...base(todayRound, seed),
    powerball: balls.powerball,
    drawOrder: balls.drawOrder,
    number: [...balls.drawOrder].sort((a, b) => a - b),
    beacon: { scheme: 'bls-unchained-g1-rfc9380', chainHash: chain.chainHash, ...value },
  }
}

const names = (checks: { name: string; ok: boolean }[]) => checks.map((c) => `${c.name}:${c.ok}`)

describe('verifyRound (draw version 2)', () => {
  test('checks the seed, the beacon signature and round, and recomputes the result', async () => {
    const day = await dayOf(async (seeds) => [await drawn(3, seeds[2] ?? '')])
    const [round] = day.rounds
    const verification = await verifyRound(round as Round, day)
    expect(verification.verdict).toBe('verified')
    expect(names(verification.checks)).toEqual([
      'seed:true',
      'beaconSignature:true',
      'beaconRound:true',
      'draw:true',
    ])
    expect(verification.checks[2]?.beaconRound).toBe(beaconRoundOf(first + 3, chain))
  })

  test('a beacon signed with another key is a mismatch', async () => {
    const other = localBeaconKey()
    const day = await dayOf(async (seeds) => {
      const round = await drawn(3, seeds[2] ?? '')
      const forged = signBeacon(round.beacon?.round ?? 0, other.secretKey)
      return [{ ...round, beacon: { ...(round.beacon as NonNullable<Round['beacon']>), ...forged } }]
    })
    const verification = await verifyRound(day.rounds[0] as Round, day)
    expect(verification.verdict).toBe('mismatch')
    expect(names(verification.checks)).toContain('beaconSignature:false')
  })

  test('a genuine beacon of another round is a mismatch', async () => {
    const day = await dayOf(async (seeds) => {
      const round = await drawn(3, seeds[2] ?? '')
      const early = signBeacon((round.beacon?.round ?? 0) - 5, key.secretKey)
      const balls = await drawFromSeed(round.seed ?? '', round.round, early.randomness)
      return [
        {
          ...round,
          drawOrder: balls.drawOrder,
          powerball: balls.powerball,
          beacon: { ...(round.beacon as NonNullable<Round['beacon']>), ...early },
        },
      ]
    })
    const verification = await verifyRound(day.rounds[0] as Round, day)
    expect(verification.verdict).toBe('mismatch')
    expect(names(verification.checks)).toEqual([
      'seed:true',
      'beaconSignature:true',
      'beaconRound:false',
      'draw:true',
    ])
  })

  test('a result that does not follow from seed and beacon is a mismatch, a manual one is told apart', async () => {
    const day = await dayOf(async (seeds) => {
      const round = await drawn(3, seeds[2] ?? '')
      return [{ ...round, powerball: ((round.powerball ?? 0) + 1) % 10 }]
    })
    expect((await verifyRound(day.rounds[0] as Round, day)).verdict).toBe('mismatch')

    const manualDay = await dayOf(async (seeds) => [
      { ...base(4, seeds[3] ?? ''), source: 'MANUAL', drawOrder: [1, 2, 3, 4, 5], powerball: 0 },
    ])
    const manual = await verifyRound(manualDay.rounds[0] as Round, manualDay)
    expect(manual.verdict).toBe('manual')
    expect(names(manual.checks)).toEqual(['seed:true', 'drawSeedOnly:false'])
  })

  test('version 1 recomputes from the seed alone', async () => {
    const day = await dayOf(async (seeds) => {
      const seed = seeds[1] ?? ''
      const balls = await drawFromSeed(seed, first + 2)
      return [{ ...base(2, seed), drawVersion: 1, drawOrder: balls.drawOrder, powerball: balls.powerball }]
    })
    const verification = await verifyRound(day.rounds[0] as Round, day)
    expect(verification.verdict).toBe('verified')
    expect(names(verification.checks)).toEqual(['seed:true', 'drawSeedOnly:true'])
  })

  test('a round voided for a late beacon checks the result that beacon would have given', async () => {
    const day = await dayOf(async (seeds) => {
      const round = await drawn(5, seeds[4] ?? '')
      return [
        {
          ...round,
          status: 'VOID',
          source: null,
          drawOrder: [],
          number: [],
          powerball: null,
          voidReason: 'BEACON_LATE',
          lateResult: { drawOrder: round.drawOrder, powerball: round.powerball ?? 0 },
        },
      ]
    })
    const verification = await verifyRound(day.rounds[0] as Round, day)
    expect(verification.verdict).toBe('void')
    expect(names(verification.checks)).toEqual([
      'seed:true',
      'beaconSignature:true',
      'beaconRound:true',
      'lateDraw:true',
    ])
  })
})

describe('verifyDay', () => {
  test('chains each seed to the one before it and reports progress', async () => {
    const day = await dayOf(async (seeds) => [
      await drawn(1, seeds[0] ?? ''),
      await drawn(2, seeds[1] ?? ''),
      { ...(await drawn(3, seeds[2] ?? '')), seed: seeds[3] ?? '' },
    ])
    const progress: number[] = []
    const verifications = await verifyDay(day, (done) => progress.push(done))
    expect(progress).toEqual([1, 2, 3])
    expect(verifications.get(first + 1)?.verdict).toBe('verified')
    expect(verifications.get(first + 2)?.verdict).toBe('verified')
    expect(verifications.get(first + 3)?.verdict).toBe('mismatch')
    expect(verifications.get(first + 3)?.checks).toEqual([{ name: 'seed', ok: false }])
  })
})
