import { proposalReasonInput } from '@pb/contract/inputs/approvals'
import { updateSettingsInput } from '@pb/contract/inputs/settings'
import { propose } from '@pb/core/approvals/propose'
import { getSettings } from '@pb/core/operator-settings'
import type { TRPCRouterRecord } from '@trpc/server'
import { z } from 'zod'
import { answer } from '../../answer'
import { proposal } from '../../rest/responses/approval'
import { adminProcedure } from '../../trpc'

export const adminSettingsRouter = {
  get: adminProcedure('settings.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/settings',
        summary: '운영 설정 (베팅 한도 등)',
      },
    })
    .query(({ ctx }) => getSettings(ctx)),

  /** A proposal: the settings change when a second SUPER approves it. */
  update: adminProcedure('settings.propose')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/settings',
        summary: '운영 설정 변경 제안 (베팅 한도, 최소 하우스 엣지, 자기 승인 등)',
        status: 202,
      },
    })
    .input(updateSettingsInput.and(z.object({ reason: proposalReasonInput })))
    .output(answer(proposal))
    .mutation(({ ctx, input }) => propose(ctx, 'SETTINGS_UPDATE', input)),
} satisfies TRPCRouterRecord
