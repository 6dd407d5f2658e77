import { type Beacon, type BeaconChain, QUICKNET, verifyBeacon } from '@pb/game'
import type { BeaconSource } from './source'

/** Public relays of drand, asked in turn. */
const DEFAULT_RELAYS = [
  'https://api.drand.sh',
  'https://api2.drand.sh',
  'https://api3.drand.sh',
  'https://drand.cloudflare.com',
]

export interface DrandSourceOptions {
  relays?: string[]
  chain?: BeaconChain
  /** How long one relay may take to answer. */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** A relay's answer as a beacon, when it is one (the relay may serve anything). */
function beaconOf(body: unknown): Beacon | null {
  const value = body as Partial<Beacon> | null
  if (!value || typeof value.round !== 'number') return null
  if (typeof value.signature !== 'string' || typeof value.randomness !== 'string') return null
  return {
    round: value.round,
    signature: value.signature.toLowerCase(),
    randomness: value.randomness.toLowerCase(),
  }
}

/**
 * The drand chain through its relays: each is asked in turn until one answers a value that
 * verifies with the pinned key (and is of the round asked for); a relay that is down, slow, or
 * serves anything else is passed over.
 */
export function createDrandSource(options: DrandSourceOptions = {}): BeaconSource {
  const chain = options.chain ?? QUICKNET
  const relays = options.relays?.length ? options.relays : DEFAULT_RELAYS
  const timeoutMs = options.timeoutMs ?? 2_000
  const get = options.fetch ?? fetch

  async function ask(path: string, wanted?: number): Promise<Beacon | null> {
    for (const relay of relays) {
      try {
        const response = await get(`${relay.replace(/\/+$/, '')}/${chain.chainHash}/public/${path}`, {
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) continue
        const beacon = beaconOf(await response.json())
        if (!beacon || (wanted !== undefined && beacon.round !== wanted)) continue
        if (verifyBeacon(beacon, chain)) return beacon
      } catch {
        // Down, slow or not JSON: the next relay.
      }
    }
    return null
  }

  return {
    mode: 'drand',
    chain,
    round: (round) => ask(String(round), round),
    latest: () => ask('latest'),
  }
}
