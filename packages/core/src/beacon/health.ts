import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { announcedBeacon, type BeaconHealth, beaconHealth } from './store'

/**
 * The beacon draws use and how fresh its newest verified value is (the console header): null before
 * the engine has run once.
 */
export async function beaconStatus(ctx: UseCaseContext): Promise<BeaconHealth | null> {
  requireAdmin(ctx)
  const identity = await announcedBeacon(ctx.db)
  return identity && beaconHealth(ctx.db, identity, ctx.clock.now())
}
