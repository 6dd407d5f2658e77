import { beaconRoundOf, verifyBeacon } from '@pb/game'
import type { Fairness } from '../../trpc/types'

type Round = Fairness['rounds'][number]
export type DayBeacon = NonNullable<Fairness['beacon']>

/**
 * The beacon checks of a version 2 round (docs/game-rules.md §2a), in the browser: the value is the day's
 * chain's BLS signature of its round (with the chain's public key), and that round is the one this
 * game round takes (the second after betting closed). Loaded only when a round is verified: the
 * BLS curve is the heaviest code the site has.
 */
export function checkBeacon(round: Round, chain: DayBeacon) {
  const expectedRound = beaconRoundOf(round.round, chain)
  const { beacon } = round
  return {
    expectedRound,
    signature:
      beacon !== null &&
      beacon.chainHash.toLowerCase() === chain.chainHash.toLowerCase() &&
      verifyBeacon(
        { round: beacon.round, signature: beacon.signature, randomness: beacon.randomness },
        chain,
      ),
    round: beacon?.round === expectedRound,
  }
}
