import { type Executor, settings } from '@pb/db'
import { latestBeaconRoundAt, localBeaconChain, localBeaconKey, signBeacon } from '@pb/game'
import { eq } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { BeaconSource } from './source'

const KEY_SETTING = 'localBeaconKey'

/** The installation's local beacon key, generated at first start and kept in the database. */
export async function localKeyOf(executor: Executor): Promise<{ secretKey: string; publicKey: string }> {
  const read = async () => {
    const [row] = await executor
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, KEY_SETTING))
    return row?.value as { secretKey: string; publicKey: string } | undefined
  }
  const existing = await read()
  if (existing) return existing
  // Two instances starting together: the first key written is everyone's.
  await executor.insert(settings).values({ key: KEY_SETTING, value: localBeaconKey() }).onConflictDoNothing()
  const kept = await read()
  if (!kept) throw new Error('the local beacon key was not kept')
  return kept
}

/**
 * A local beacon for offline development, tests and demos: the same scheme, signing with this
 * installation's own key, and never a round that quicknet's clock has not reached. It protects
 * nothing against the operator, who holds the key, and shows as not independent.
 */
export async function createLocalSource(executor: Executor, clock: Clock): Promise<BeaconSource> {
  const key = await localKeyOf(executor)
  const chain = localBeaconChain(key.publicKey)
  return {
    mode: 'local',
    chain,
    async round(round) {
      if (round > latestBeaconRoundAt(clock.now(), chain)) return null
      return signBeacon(round, key.secretKey)
    },
    async latest() {
      return signBeacon(latestBeaconRoundAt(clock.now(), chain), key.secretKey)
    },
  }
}
