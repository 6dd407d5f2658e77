import type { Executor } from '@pb/db'
import { latestBeaconRoundAt, localBeaconChain, localBeaconKey, signBeacon } from '@pb/game'
import type { Clock } from '../clock'
import { installationSecret } from '../installation-secret'
import type { BeaconSource } from './source'

/** The installation's local beacon key, generated at first start and kept in the database. */
const localKeyOf = (executor: Executor) => installationSecret(executor, 'localBeaconKey', localBeaconKey)

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
