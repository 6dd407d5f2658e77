import { auditListInput, listAudit } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminAuditRouter = {
  /** Administrator actions within the caller's scope, newest first. */
  list: adminProcedure('audit.view')
    .input(auditListInput)
    .query(({ ctx, input }) => listAudit(ctx, input)),
} satisfies TRPCRouterRecord
