import { bls12_381 } from '@noble/curves/bls12-381.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { drawAt } from './clock'
import { fromHex, toHex } from './hex'

/*
 * The beacon salt of draw version 2 (docs/game-rules.md §2a): each round's result also depends on a public
 * randomness beacon value that exists only after betting on the round has closed.
 */

/** A drand-style chain of unchained BLS signatures on G1 (`bls-unchained-g1-rfc9380`). */
export interface BeaconChain {
  scheme: 'bls-unchained-g1-rfc9380'
  /** Hex; relays serve the chain at `{relay}/{chainHash}/public/{round}`. */
  chainHash: string
  /** The group public key on G2, hex. */
  publicKey: string
  /** Unix seconds of round 1. */
  genesis: number
  /** Seconds between rounds. */
  period: number
}

/** drand quicknet (League of Entropy), pinned: the beacon every production draw uses. */
export const QUICKNET: BeaconChain = {
  scheme: 'bls-unchained-g1-rfc9380',
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesis: 1692803367,
  period: 3,
}

/** The hash-to-curve domain of signatures on G1 (RFC 9380), as quicknet signs. */
export const BEACON_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_'

/** One beacon value as relays serve it and rounds store it (hex, lower case). */
export interface Beacon {
  round: number
  signature: string
  randomness: string
}

/** Seconds betting closes before a draw. */
const CLOSE_BEFORE_DRAW_S = 30

/**
 * The beacon round that salts game round `roundNo`: the second one after betting closes, 3 to 6
 * seconds later, so nobody can know it while bets are taken.
 */
export function beaconRoundOf(roundNo: number, chain: BeaconChain = QUICKNET): number {
  const closeAt = drawAt(roundNo).getTime() / 1000 - CLOSE_BEFORE_DRAW_S
  return Math.floor((closeAt - chain.genesis) / chain.period) + 1 + 2
}

/** When a beacon round is published (Unix milliseconds). */
export function beaconTimeOf(round: number, chain: BeaconChain = QUICKNET): number {
  return (chain.genesis + (round - 1) * chain.period) * 1000
}

/** The newest beacon round published by `instant`. */
export function latestBeaconRoundAt(instant: Date, chain: BeaconChain = QUICKNET): number {
  return Math.floor((instant.getTime() / 1000 - chain.genesis) / chain.period) + 1
}

/** What a round's signature signs: SHA-256 of the round number as 8 bytes, big-endian. */
export function beaconMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round), false)
  return sha256(bytes)
}

/** A beacon's randomness: SHA-256 of its signature. */
export function randomnessOf(signatureHex: string): string {
  return toHex(sha256(fromHex(signatureHex)))
}

const short = bls12_381.shortSignatures

/**
 * Whether a beacon is the chain's signature of its round, under the chain's public key and the G1
 * domain, and its randomness is SHA-256 of that signature. A beacon that does not verify is never
 * used; malformed input is simply not valid.
 */
export function verifyBeacon(
  beacon: Beacon,
  chain: BeaconChain = QUICKNET,
  dst: string = BEACON_DST,
): boolean {
  try {
    if (!Number.isSafeInteger(beacon.round) || beacon.round < 1) return false
    if (randomnessOf(beacon.signature) !== beacon.randomness.toLowerCase()) return false
    const message = short.hash(beaconMessage(beacon.round), dst)
    return short.verify(fromHex(beacon.signature), message, fromHex(chain.publicKey))
  } catch {
    return false
  }
}

/**
 * A local beacon (offline development, tests and demos): the same scheme with a key of its own. It
 * protects nothing against whoever holds the key, and is labelled so wherever it shows.
 */
export function localBeaconKey(secretKey?: Uint8Array): { secretKey: string; publicKey: string } {
  const pair = short.keygen(secretKey)
  return { secretKey: toHex(pair.secretKey), publicKey: pair.publicKey.toHex(true) }
}

/** The local chain of a key: quicknet's clock, the key's own public key and chain hash. */
export function localBeaconChain(publicKey: string): BeaconChain {
  return {
    scheme: 'bls-unchained-g1-rfc9380',
    chainHash: toHex(sha256(new TextEncoder().encode(`local:${publicKey}`))),
    publicKey,
    genesis: QUICKNET.genesis,
    period: QUICKNET.period,
  }
}

/** Signs a round with a local key. */
export function signBeacon(round: number, secretKeyHex: string): Beacon {
  const signature = short
    .sign(short.hash(beaconMessage(round), BEACON_DST), fromHex(secretKeyHex))
    .toHex(true)
  return { round, signature, randomness: randomnessOf(signature) }
}
