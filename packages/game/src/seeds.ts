import { ROUNDS_PER_DAY } from './clock'
import { fromHex, toHex } from './hex'

/*
 * The provably fair draw (docs/game-rules.md §2). Web Crypto is used so that the server and the browser run
 * the very same code: the browser verifies what the server revealed.
 */

type Bytes = Uint8Array<ArrayBuffer>

async function sha256(bytes: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
}

export interface SeedChain {
  /** seeds[k − 1] is the hex seed of round k of the day. */
  seeds: string[]
  /** SHA-256(s₁), published before the day starts. */
  anchor: string
}

/** From a random 32-byte s₂₈₈: s_k = SHA-256(s_{k+1}) down to s₁, and the anchor SHA-256(s₁). */
export async function buildSeedChain(lastSeed: Bytes): Promise<SeedChain> {
  if (lastSeed.length !== 32) throw new Error('a seed is 32 bytes')
  const seeds: Bytes[] = new Array(ROUNDS_PER_DAY)
  seeds[ROUNDS_PER_DAY - 1] = lastSeed
  for (let k = ROUNDS_PER_DAY - 1; k >= 1; k--) seeds[k - 1] = await sha256(seeds[k] as Bytes)
  return { seeds: seeds.map(toHex), anchor: toHex(await sha256(seeds[0] as Bytes)) }
}

/**
 * Checks a revealed seed of round k against the day's anchor by hashing it k times. Returns true
 * only when SHA-256ᵏ(s_k) = A_D.
 */
export async function verifySeed(seedHex: string, roundOfDay: number, anchorHex: string): Promise<boolean> {
  let current = fromHex(seedHex)
  if (current.length !== 32) return false
  for (let i = 0; i < roundOfDay; i++) current = await sha256(current)
  return toHex(current) === anchorHex.toLowerCase()
}

/** Checks that consecutive revealed seeds chain: SHA-256(s_k) = s_{k−1}. */
export async function seedsChain(laterSeedHex: string, earlierSeedHex: string): Promise<boolean> {
  return toHex(await sha256(fromHex(laterSeedHex))) === earlierSeedHex.toLowerCase()
}

/** What the seed's HMAC signs: the round, and from version 2 the beacon's randomness. */
export function drawMessage(roundNo: number, randomnessHex?: string): string {
  return randomnessHex === undefined
    ? `powerball:${roundNo}`
    : `powerball:${roundNo}:${randomnessHex.toLowerCase()}`
}

export interface DrawnBalls {
  /** The five normal balls in draw order. */
  drawOrder: number[]
  powerball: number
}

/**
 * The result of a round from its seed: HMAC-SHA-256(s_k, "powerball:" + roundNo) → six fractions.
 * From draw version 2 the beacon's randomness (hex) salts the message: "powerball:" + roundNo + ":" +
 * randomness (docs/game-rules.md §2a).
 */
export async function drawFromSeed(
  seedHex: string,
  roundNo: number,
  randomnessHex?: string,
): Promise<DrawnBalls> {
  const key = await crypto.subtle.importKey(
    'raw',
    fromHex(seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new DataView(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(drawMessage(roundNo, randomnessHex))),
  )
  const fraction = (i: number) => mac.getUint32(i * 4, false) / 2 ** 32
  const pool = Array.from({ length: 28 }, (_, i) => i + 1)
  const drawOrder: number[] = []
  for (let i = 0; i < 5; i++) drawOrder.push(...pool.splice(Math.floor(fraction(i) * pool.length), 1))
  return { drawOrder, powerball: Math.floor(fraction(5) * 10) }
}
