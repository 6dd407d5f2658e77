import { auditListInput, listAudit } from '@pb/core/audit-list'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { auditList } from '../../rest/responses/audit'
import { adminProcedure } from '../../trpc'

export const adminAuditRouter = {
  /** Administrator actions within the caller's scope, newest first. */
  list: adminProcedure('audit.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/audit',
        summary: '관리자 작업 기록 (감사 로그)',
      },
    })
    .input(auditListInput)
    .output(answer(auditList))
    .query(({ ctx, input }) => listAudit(ctx, input)),
} satisfies TRPCRouterRecord
