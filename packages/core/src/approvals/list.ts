import { pageNumberInput, pageSizeInput } from '@pb/contract/inputs/paging'
import { listPageSizes } from '@pb/contract/limits'
import { approvalStatuses, approvals } from '@pb/db'
import { count, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'
import { expireProposals, selectProposals, toProposal } from './view'

export const listProposalsInput = z.object({
  status: z
    .enum(approvalStatuses, {
      error: `상태는 ${approvalStatuses.join(', ')} 중 하나입니다.`,
    })
    .optional(),
  page: pageNumberInput,
  limit: pageSizeInput(listPageSizes.approvals),
})

/** The proposals, newest first (SUPER): what waits for a second SUPER, and what was decided. */
export async function listProposals(ctx: UseCaseContext, input: z.output<typeof listProposalsInput>) {
  requireAdmin(ctx)
  await expireProposals(ctx.db, ctx.clock.now())
  const where = input.status ? eq(approvals.status, input.status) : undefined
  const [rows, [total]] = await Promise.all([
    selectProposals(ctx.db)
      .where(where)
      .orderBy(desc(approvals.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ n: count() }).from(approvals).where(where),
  ])
  return pageOf(rows.map(toProposal), input, Number(total?.n ?? 0))
}
