import { beaconStatus } from '@pb/core/beacon/health'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminBeaconRouter = {
  /** The beacon draws use, whether it is independent, and its newest verified value's age. */
  status: adminProcedure('beacon.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/beacon',
        summary: '추첨 비콘 상태: drand 또는 로컬(독립적이지 않음), 마지막으로 검증된 라운드와 그 나이',
      },
    })
    .query(({ ctx }) => beaconStatus(ctx)),
} satisfies TRPCRouterRecord
