import type { Beacon, BeaconChain } from '@pb/game'

/**
 * Where the engine gets a round's beacon value. Whatever it answers has been verified with the
 * chain's key; a value that does not verify is never answered.
 */
export interface BeaconSource {
  /** `drand`: the public quicknet chain through relays; `local`: a key of this installation's own. */
  mode: 'drand' | 'local'
  chain: BeaconChain
  /** The round's value, or null when no relay has it (yet) or none that verifies. */
  round(round: number): Promise<Beacon | null>
  /** The newest value the chain has published, or null. */
  latest(): Promise<Beacon | null>
}
