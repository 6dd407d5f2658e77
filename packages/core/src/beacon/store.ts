import { beacons, type Executor, settings } from '@pb/db'
import { type Beacon, type BeaconChain, beaconTimeOf } from '@pb/game'
import { and, desc, eq } from 'drizzle-orm'
import type { BeaconSource } from './source'

/** The beacon the installation draws with, as the engine announces it for pages and calls to show. */
export interface BeaconIdentity {
  mode: BeaconSource['mode']
  chain: BeaconChain
}

const IDENTITY = 'beaconChain'

/** Written by the engine: which chain draws use now. */
export async function announceBeacon(executor: Executor, source: BeaconSource): Promise<void> {
  const value: BeaconIdentity = { mode: source.mode, chain: source.chain }
  await executor
    .insert(settings)
    .values({ key: IDENTITY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
}

/** The announced beacon, or null before an engine has run. */
export async function announcedBeacon(executor: Executor): Promise<BeaconIdentity | null> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, IDENTITY))
  return (row?.value as BeaconIdentity | undefined) ?? null
}

/** Keeps a verified value; keeping it twice changes nothing. */
export async function keepBeacon(
  executor: Executor,
  chainHash: string,
  beacon: Beacon,
  now: Date,
): Promise<void> {
  await executor
    .insert(beacons)
    .values({ chainHash, ...beacon, verifiedAt: now })
    .onConflictDoNothing()
}

/** A kept value of a round, if any. */
export async function keptBeacon(
  executor: Executor,
  chainHash: string,
  round: number,
): Promise<Beacon | null> {
  const [row] = await executor
    .select({ round: beacons.round, signature: beacons.signature, randomness: beacons.randomness })
    .from(beacons)
    .where(and(eq(beacons.chainHash, chainHash), eq(beacons.round, round)))
  return row ?? null
}

/** Betting pauses while the newest verified value is older than this. */
const BEACON_STALE_MS = 60_000

export interface BeaconHealth {
  mode: BeaconSource['mode']
  /** False for a local beacon: its key is the operator's. */
  independent: boolean
  chainHash: string
  publicKey: string
  lastRound: number | null
  /** When the chain published the newest verified value. */
  lastAt: string | null
  ageSeconds: number | null
  healthy: boolean
}

/** How fresh the newest verified value of a chain is. */
export async function beaconHealth(
  executor: Executor,
  identity: BeaconIdentity,
  now: Date,
): Promise<BeaconHealth> {
  const [row] = await executor
    .select({ round: beacons.round })
    .from(beacons)
    .where(eq(beacons.chainHash, identity.chain.chainHash))
    .orderBy(desc(beacons.round))
    .limit(1)
  const at = row ? beaconTimeOf(row.round, identity.chain) : null
  const age = at === null ? null : Math.max(0, now.getTime() - at)
  return {
    mode: identity.mode,
    independent: identity.mode === 'drand',
    chainHash: identity.chain.chainHash,
    publicKey: identity.chain.publicKey,
    lastRound: row?.round ?? null,
    lastAt: at === null ? null : new Date(at).toISOString(),
    ageSeconds: age === null ? null : Math.floor(age / 1000),
    healthy: age !== null && age <= BEACON_STALE_MS,
  }
}
