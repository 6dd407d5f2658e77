import { beaconStatus } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminBeaconRouter = {
  /** The beacon draws use, whether it is independent, and its newest verified value's age. */
  status: adminProcedure('beacon.view').query(({ ctx }) => beaconStatus(ctx)),
} satisfies TRPCRouterRecord
